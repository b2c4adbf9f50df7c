/**
 * Competition-level results kept per served (read-only) warehouse file.
 *
 * Some answers are filtered views (a team, a conference, a player) of one result computed over
 * a whole competition: the portal entries into it, the NIL index pooled over every player, the
 * season lines of its movers. Computing that result takes tens of milliseconds and does not
 * depend on the request, so it is computed once per open file and competition.
 *
 * Why it cannot serve stale data: a read-only file never changes while it is open, and a new
 * warehouse file is opened as a new WarehouseDb object (the key of the memo, held weakly, so a
 * closed file's results go with it). A database open for writing (a build, a test) is always
 * asked.
 *
 * Why its memory is bounded: only competitions the file holds are kept (competitionInfo says so;
 * ids sent by anyone that name nothing are computed and dropped), so each memoised function
 * holds at most one result per competition of the file. A failed read is not kept: the next
 * call reads again.
 */
import type { WarehouseDb } from '../db/connection';
import { competitionInfo } from './stats/competition';

export type CompetitionRead<T> = (db: WarehouseDb, competitionId: number) => Promise<T>;

/** `read`, answered once per read-only file and competition it holds. */
export function memoPerCompetition<T>(read: CompetitionRead<T>): CompetitionRead<T> {
  const byDb = new WeakMap<WarehouseDb, Map<number, Promise<T>>>();
  return async (db, competitionId) => {
    if (!db.readOnly || (await competitionInfo(db, competitionId)) === null) {
      return read(db, competitionId);
    }
    let byId = byDb.get(db);
    if (byId === undefined) {
      byId = new Map();
      byDb.set(db, byId);
    }
    const kept = byId.get(competitionId);
    if (kept !== undefined) {
      // The read runs on the connection of the request that started it: when that request is
      // interrupted, the others waiting for it read for themselves.
      return kept.catch(() => read(db, competitionId));
    }
    const map = byId;
    const value = read(db, competitionId);
    value.catch(() => {
      if (map.get(competitionId) === value) map.delete(competitionId);
    });
    map.set(competitionId, value);
    return value;
  };
}
