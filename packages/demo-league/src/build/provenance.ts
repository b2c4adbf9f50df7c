/**
 * What `npm run demo:report` needs to regenerate the league a demo warehouse was built from:
 * the seed and scale the build recorded in `ingests`.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { strOrNull } from '@courtside/warehouse';
import { LeagueScaleSchema } from '../league/scale';
import type { LeagueScale } from '../league/scale';

/** A warehouse the report cannot read as a demo league (a one-line message for the CLI). */
export class ReportInputError extends Error {}

/** The demo league's seed and scale, as the build recorded them in `ingests`. */
export async function demoProvenance(
  db: WarehouseDb,
): Promise<{ seed: number; scale: LeagueScale }> {
  const rows = await db.all(
    `SELECT json_extract_string(summary, '$.seed') AS seed, json_extract(summary, '$.scaleSpec')::VARCHAR AS scale
     FROM ingests WHERE source = 'demo' ORDER BY competition_id LIMIT 1`,
  );
  const row = rows[0];
  if (!row)
    throw new ReportInputError('the warehouse holds no demo league (no ingests with source demo)');
  const seed = Number(strOrNull(row, 'seed'));
  const scaleText = strOrNull(row, 'scale');
  const scale = LeagueScaleSchema.safeParse(scaleText === null ? null : JSON.parse(scaleText));
  if (!Number.isInteger(seed) || !scale.success) {
    throw new ReportInputError('the demo ingests do not record the league seed and scale');
  }
  return { seed, scale: scale.data };
}
