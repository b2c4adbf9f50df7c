/**
 * A last step of a demo build: the held-out test of the NIL index against the simulated deals
 * (METHODS §10; engine nil-fit.ts), made for every competition and division once every season
 * is in the merged file and stored there (warehouse nil-model.ts), so that no request reads
 * every season's index. A pool with too few deals to test is stored as such, with the reason.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { storeNilModels } from '@courtside/warehouse';

const GENDER_WORD = { MALE: 'men', FEMALE: 'women' } as const;

const dollars = (value: number | null): string =>
  value === null ? '-' : `$${Math.round(value).toLocaleString('en-US')}`;

export async function storeLeagueNilModels(
  db: WarehouseDb,
  log: (line: string) => void,
): Promise<void> {
  for (const gender of ['MALE', 'FEMALE'] as const) {
    const { competitions, newest } = await storeNilModels(db, gender);
    if (competitions === 0) continue;
    for (const body of newest) {
      const deals = body.seasons.map((s) => s.deals).join('/');
      const median = dollars(body.seasons.at(-1)?.medianValue ?? null);
      const fit =
        body.pooled === null
          ? (body.reason ?? 'not tested')
          : `held-out RMSE of ln(value) ${body.pooled.rmseLog.toFixed(2)} (median for all ${body.pooled.baselineRmseLog.toFixed(2)}), Spearman ${body.pooled.spearman?.toFixed(2) ?? '-'}`;
      log(
        `NIL deals (${GENDER_WORD[gender]}, division ${body.divisionId}): ${deals} per season, newest median ${median}; ${fit}`,
      );
    }
  }
}
