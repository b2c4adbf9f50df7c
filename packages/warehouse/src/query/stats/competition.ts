/**
 * What every stats endpoint asks first about a competition: that it exists, its gender (period
 * structure) and the `updated` stamp of every response row (the warehouse's build time).
 */
import type { WarehouseDb } from '../../db/connection';
import { num, str } from '../../db/values';

export interface CompetitionInfo {
  competitionId: number;
  gender: string;
  season: number;
  /** When the warehouse holding the competition was built (ISO time): rows' `updated`. */
  updated: string;
}

/** The competition, or null when the warehouse does not hold it. */
export async function competitionInfo(
  db: WarehouseDb,
  competitionId: number,
): Promise<CompetitionInfo | null> {
  const rows = await db.all(
    `SELECT c.competition_id, c.gender, c.season, (SELECT value FROM meta WHERE key = 'built_at') AS updated
     FROM competitions c WHERE c.competition_id = $competitionId`,
    { competitionId },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    competitionId: num(row, 'competition_id'),
    gender: str(row, 'gender'),
    season: num(row, 'season'),
    updated: str(row, 'updated'),
  };
}

/** A list of ids or names as one bound parameter (split in SQL: values never become SQL). */
export const listParam = (values: readonly (string | number)[]): string => values.join(',');
