/**
 * The last step of a demo build: the draft answers (METHODS §10) of every competition, stored
 * in the merged file (warehouse draft-stored.ts) so that no request fits the draft model: each
 * season's prospects projected by the model fitted on the gender's other simulated drafts, and
 * the gender's published model fitted on all of them with its backtest. A fit that does not
 * converge throws (DraftModelNotConvergedError), which fails the build before the file is
 * served: the API would otherwise have no draft model to publish for that league.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { storeDraftAnswers } from '@courtside/warehouse';

const GENDER_WORD = { MALE: 'men', FEMALE: 'women' } as const;

export async function storeLeagueDraftAnswers(
  db: WarehouseDb,
  log: (line: string) => void,
): Promise<void> {
  for (const gender of ['MALE', 'FEMALE'] as const) {
    const started = performance.now();
    const { competitions, prospects, model } = await storeDraftAnswers(db, gender);
    if (competitions === 0) continue;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const fit =
      model === null
        ? 'no known draft to fit on'
        : `${model.trainingRows} players, converged in ${model.fit.iterations} iterations`;
    log(
      `Draft model (${GENDER_WORD[gender]}): ${fit}; ${prospects} prospects of ${competitions} seasons stored (${seconds} s)`,
    );
  }
}
