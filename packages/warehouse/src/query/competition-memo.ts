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
 * holds at most one result per competition of the file (per part, for a memo of parts). A failed
 * read is not kept: the next call reads again.
 */
import type { WarehouseDb } from '../db/connection';
import { competitionInfo } from './stats/competition';

export type CompetitionRead<T> = (db: WarehouseDb, competitionId: number) => Promise<T>;

/** `read`, answered once per read-only file and competition it holds. */
export function memoPerCompetition<T>(read: CompetitionRead<T>): CompetitionRead<T> {
  const memo = memoPerCompetitionPart<T, null>(
    (db, competitionId) => read(db, competitionId),
    () => '',
  );
  return (db, competitionId) => memo(db, competitionId, null);
}

/**
 * `read` of one part of a competition (a division, say), answered once per read-only file,
 * competition it holds and `keyOf(part)`: the part's key must name everything the result
 * depends on besides the competition.
 */
export function memoPerCompetitionPart<T, P>(
  read: (db: WarehouseDb, competitionId: number, part: P) => Promise<T>,
  keyOf: (part: P) => string,
): (db: WarehouseDb, competitionId: number, part: P) => Promise<T> {
  const memo = memoPerFile<T, { competitionId: number; part: P }>(
    (db, { competitionId, part }) => read(db, competitionId, part),
    async (db, { competitionId, part }) =>
      (await competitionInfo(db, competitionId)) === null
        ? null
        : `${competitionId}|${keyOf(part)}`,
  );
  return (db, competitionId, part) => memo(db, { competitionId, part });
}

/**
 * `read`, answered once per read-only file and `keyOf(argument)`; a null key is read and not
 * kept. The keys must be bounded by what the file holds (a competition of it, a gender), never
 * by what a request may name.
 */
export function memoPerFile<T, A>(
  read: (db: WarehouseDb, argument: A) => Promise<T>,
  keyOf: (db: WarehouseDb, argument: A) => Promise<string | null>,
): (db: WarehouseDb, argument: A) => Promise<T> {
  const byDb = new WeakMap<WarehouseDb, Map<string, Promise<T>>>();
  return async (db, argument) => {
    const key = db.readOnly ? await keyOf(db, argument) : null;
    if (key === null) return read(db, argument);
    let kept = byDb.get(db);
    if (kept === undefined) {
      kept = new Map();
      byDb.set(db, kept);
    }
    const known = kept.get(key);
    // A failed read is dropped below; whoever waited for it reads for himself.
    if (known !== undefined) return known.catch(() => read(db, argument));
    const map = kept;
    // Outside the session of the request that starts it: that request's time-out interrupts
    // its own queries, not a read every later request waits for (a full season's can take
    // longer than one request may).
    const value = db.detached(() => read(db, argument));
    value.catch(() => {
      if (map.get(key) === value) map.delete(key);
    });
    map.set(key, value);
    return value;
  };
}
