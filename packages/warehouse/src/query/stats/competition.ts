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

/**
 * Answers per served (read-only) file: it never changes while open, and every stats request
 * asks this first — a query of a few milliseconds each time otherwise. A file open for writing
 * (a build, a test) is always asked.
 */
const known = new WeakMap<WarehouseDb, Map<number, Promise<CompetitionInfo | null>>>();

/** The competition, or null when the warehouse does not hold it. */
export function competitionInfo(
  db: WarehouseDb,
  competitionId: number,
): Promise<CompetitionInfo | null> {
  if (!db.readOnly) return readCompetitionInfo(db, competitionId);
  let byId = known.get(db);
  if (byId === undefined) {
    byId = new Map();
    known.set(db, byId);
  }
  let info = byId.get(competitionId);
  if (info === undefined) {
    const map = byId;
    info = readCompetitionInfo(db, competitionId);
    // Only competitions the file holds are kept (a few): unknown ids, sent by anyone, and
    // failed reads are asked again next time.
    info.then(
      (found) => (found === null ? map.delete(competitionId) : undefined),
      () => map.delete(competitionId),
    );
    byId.set(competitionId, info);
  }
  return info;
}

async function readCompetitionInfo(
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
