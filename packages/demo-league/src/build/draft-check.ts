/**
 * The last check of a demo build: the draft model (METHODS §10) fitted on every simulated draft
 * of each gender in the merged file, as the API publishes it. A fit that does not converge
 * throws (DraftModelNotConvergedError), which fails the build before the file is served: the
 * API would otherwise have no draft model to publish for that league.
 */
import { fitDraftModel } from '@courtside/engine';
import type { WarehouseDb } from '@courtside/warehouse';
import { draftSeasonsOf, knownSeasons } from '@courtside/warehouse';

const GENDER_WORD = { MALE: 'men', FEMALE: 'women' } as const;

export async function checkDraftModels(
  db: WarehouseDb,
  log: (line: string) => void,
): Promise<void> {
  for (const gender of ['MALE', 'FEMALE'] as const) {
    const known = knownSeasons(await draftSeasonsOf(db, gender));
    if (known.length === 0) continue;
    const model = fitDraftModel(known);
    log(
      `Draft model (${GENDER_WORD[gender]}): ${known.length} drafts, ${model.trainingRows} players, ` +
        `converged in ${model.fit.iterations} iterations`,
    );
  }
}
