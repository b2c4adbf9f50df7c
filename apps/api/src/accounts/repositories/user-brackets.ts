/**
 * Saved user brackets. Reads and writes of one's own brackets name the owner, so no user reads or
 * changes another's bracket by id; a shared bracket is read by its share id, and a tournament's
 * pool (every complete bracket) is read for the leaderboard.
 */
import type { UserBracketRecord } from '../db/schema';
import type { Executor } from './executor';

export type Picks = readonly (number | null)[];

const countPicks = (picks: Picks): number => picks.filter((pick) => pick !== null).length;

export async function listUserBrackets(
  db: Executor,
  userId: string,
  tournamentId: number,
): Promise<UserBracketRecord[]> {
  return db
    .selectFrom('user_brackets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('tournament_id', '=', tournamentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countUserBrackets(
  db: Executor,
  userId: string,
  tournamentId: number,
): Promise<number> {
  const row = await db
    .selectFrom('user_brackets')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findSharedBracket(
  db: Executor,
  shareId: string,
): Promise<UserBracketRecord | undefined> {
  return db
    .selectFrom('user_brackets')
    .selectAll()
    .where('share_id', '=', shareId)
    .executeTakeFirst();
}

/** Every complete bracket of a tournament (the pool), in a stable order. */
export async function listCompleteBrackets(
  db: Executor,
  tournamentId: number,
  gameCount: number,
): Promise<UserBracketRecord[]> {
  return db
    .selectFrom('user_brackets')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('game_count', '=', gameCount)
    .where('pick_count', '=', gameCount)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertUserBracket(
  db: Executor,
  bracket: {
    userId: string;
    tournamentId: number;
    name: string;
    picks: Picks;
    shareId: string;
  },
  now: Date,
): Promise<UserBracketRecord> {
  return db
    .insertInto('user_brackets')
    .values({
      user_id: bracket.userId,
      tournament_id: bracket.tournamentId,
      name: bracket.name,
      picks: JSON.stringify(bracket.picks),
      pick_count: countPicks(bracket.picks),
      game_count: bracket.picks.length,
      share_id: bracket.shareId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUserBracket(
  db: Executor,
  owner: { userId: string; tournamentId: number; bracketId: string },
  change: { name?: string; picks?: Picks },
  now: Date,
): Promise<UserBracketRecord | undefined> {
  return db
    .updateTable('user_brackets')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.picks === undefined
        ? {}
        : {
            picks: JSON.stringify(change.picks),
            pick_count: countPicks(change.picks),
            game_count: change.picks.length,
          }),
      updated_at: now,
    })
    .where('user_id', '=', owner.userId)
    .where('tournament_id', '=', owner.tournamentId)
    .where('id', '=', owner.bracketId)
    .returningAll()
    .executeTakeFirst();
}

/** True when the bracket existed (and was the user's). */
export async function deleteUserBracket(
  db: Executor,
  owner: { userId: string; tournamentId: number; bracketId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_brackets')
    .where('user_id', '=', owner.userId)
    .where('tournament_id', '=', owner.tournamentId)
    .where('id', '=', owner.bracketId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
