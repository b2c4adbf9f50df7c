/**
 * The bracket challenge's answers: a tournament's layout and pick status, a user's brackets
 * scored, a shared bracket and the leaderboard. Picks change only while the tournament's picks
 * are open (bracket administration's open time, and its lock time or else the first game's
 * date); a rename or a delete is allowed at any time, since neither changes what was picked.
 */
import { randomBytes } from 'node:crypto';
import type {
  BracketLayout,
  BracketLeaderboard,
  BracketLeaderboardRow,
  BracketScoringSystemId,
  BracketSettings,
  NationalTournament,
  SharedBracket,
  UserBracket,
} from '@courtside/contract';
import {
  USER_BRACKET_LIMITS,
  USER_BRACKET_MESSAGES,
  bracketPickStatus,
  effectiveLockAt,
  lockedMessage,
} from '@courtside/contract';
import type { UserBracketRecord, UserRecord } from '../../accounts/db/schema';
import type { AccountsDeps } from '../../accounts/deps';
import type { Picks } from '../../accounts/repositories/user-brackets';
import {
  countUserBrackets,
  deleteUserBracket,
  findSharedBracket,
  insertUserBracket,
  listCompleteBrackets,
  listUserBrackets,
  updateUserBracket,
} from '../../accounts/repositories/user-brackets';
import { isUuid } from '../../accounts/repositories/executor';
import { lockUser } from '../../accounts/repositories/users';
import { listBracketSettings } from '../../accounts/services/bracket-settings';
import { HttpError } from '../../errors';
import type { PicksScore, PoolChances } from './scoring';
import { POOL_SIMULATED_MAX, checkPicks, poolChances, scorePicks } from './scoring';
import type { TournamentState } from './tournament-state';

export interface ChallengeContext {
  readonly deps: AccountsDeps;
  readonly tournament: NationalTournament;
  readonly state: TournamentState;
  readonly settings: BracketSettings;
  readonly dataVersion: string;
}

export async function settingsOf(
  deps: AccountsDeps,
  tournamentId: number,
): Promise<BracketSettings> {
  const all = await listBracketSettings(deps);
  const found = all.find((settings) => settings.tournamentId === tournamentId);
  if (found === undefined) throw new HttpError(404, USER_BRACKET_MESSAGES.noBracket);
  return found;
}

function lockAtOf(context: ChallengeContext): string | null {
  return effectiveLockAt(context.settings.picksLockAt, context.state.firstGameDate);
}

export function layoutOf(context: ChallengeContext): BracketLayout {
  const { tournament, state, settings, deps } = context;
  const lockAt = lockAtOf(context);
  return {
    tournamentId: tournament.tournamentId,
    competitionId: tournament.competitionId,
    label: tournament.label,
    teams: [...state.layoutTeams],
    games: [...state.layoutGames],
    scoringSystem: settings.scoringSystem,
    status: bracketPickStatus(deps.clock.now(), {
      published: settings.published,
      openAt: settings.picksOpenAt,
      lockAt,
    }),
    published: settings.published,
    picksOpenAt: settings.picksOpenAt,
    picksLockAt: lockAt,
    firstGameDate: state.firstGameDate,
    gamesPlayed: state.played.size,
    pickByOdds: [...state.pickByOdds],
    pickBySeed: [...state.pickBySeed],
    dataVersion: context.dataVersion,
  };
}

/** 409 unless picks may change now. */
function requireOpen(context: ChallengeContext): void {
  const lockAt = lockAtOf(context);
  const { published, picksOpenAt } = context.settings;
  const status = bracketPickStatus(context.deps.clock.now(), {
    published,
    openAt: picksOpenAt,
    lockAt,
  });
  if (status === 'locked' && lockAt !== null) throw new HttpError(409, lockedMessage(lockAt));
  if (status === 'notOpen') {
    throw new HttpError(
      409,
      published ? USER_BRACKET_MESSAGES.notOpen : USER_BRACKET_MESSAGES.notPublished,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The pool: every complete bracket of the tournament, judged on the same simulated tournaments.

interface PoolStanding {
  readonly record: UserBracketRecord;
  readonly current: number;
  readonly maxPossible: number;
  readonly expected: number;
  readonly correctPicks: number;
  readonly winChance: number | null;
  readonly rank: number | null;
}

/** A complete bracket whose picks fit the served bracket (corrections can unseat old picks). */
function isPoolMember(state: TournamentState, record: UserBracketRecord): boolean {
  try {
    checkPicks(state, record.picks);
  } catch {
    return false;
  }
  return record.pick_count === state.tree.gameCount;
}

interface Pool {
  readonly standings: readonly PoolStanding[];
  readonly byId: ReadonlyMap<string, PoolStanding>;
  readonly runs: number;
}

/** Per served state: the last pools computed, by scoring system and the pool's contents. */
const poolMemo = new WeakMap<TournamentState, Map<string, Promise<PoolChances>>>();
const POOL_MEMO_SIZE = 8;

/** A pool bracket with its scores, before its chance to win the pool is known. */
interface ScoredRecord extends PicksScore {
  readonly record: UserBracketRecord;
  /** Its picks fit the served bracket (corrections can unseat old picks). */
  readonly member: boolean;
}

/** Requests that arrive while a pool is being judged wait for that one judgement. */
function memoChances(
  state: TournamentState,
  scored: readonly ScoredRecord[],
  system: BracketScoringSystemId,
): Promise<PoolChances> {
  let kept = poolMemo.get(state);
  if (kept === undefined) {
    kept = new Map();
    poolMemo.set(state, kept);
  }
  const key = `${system}|${scored
    .map(({ record }) => `${record.id}@${record.updated_at.getTime()}`)
    .join(',')}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const chances = poolChances(
    state,
    scored.map(({ record }) => record.picks),
    system,
    contendersOf(scored),
  );
  const map = kept;
  chances.catch(() => {
    if (map.get(key) === chances) map.delete(key);
  });
  if (kept.size >= POOL_MEMO_SIZE) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, chances);
  return chances;
}

/** Undefined while the pool is small enough to judge whole; else the best by current, expected. */
function contendersOf(scored: readonly ScoredRecord[]): Set<number> | undefined {
  if (scored.length <= POOL_SIMULATED_MAX) return undefined;
  const order = scored.map((entry, index) => ({ entry, index }));
  order.sort((a, b) => b.entry.current - a.entry.current || b.entry.expected - a.entry.expected);
  return new Set(order.slice(0, POOL_SIMULATED_MAX).map(({ index }) => index));
}

async function poolOf(context: ChallengeContext): Promise<Pool> {
  const { deps, state, settings } = context;
  const records = await listCompleteBrackets(deps.db, state.tournamentId, state.tree.gameCount);
  const system = settings.scoringSystem;
  const scored = records.map((record): ScoredRecord => ({
    record,
    member: isPoolMember(state, record),
    ...scorePicks(state, record.picks, system),
  }));
  const { winChances, runs } = await memoChances(state, scored, system);
  // Ranked by current score among every valid bracket of the pool; ties share a place.
  const members = scored.filter((entry) => entry.member);
  const rankOf = new Map<number, number>();
  [...members]
    .map((entry) => entry.current)
    .sort((a, b) => b - a)
    .forEach((current, place) => {
      if (!rankOf.has(current)) rankOf.set(current, place + 1);
    });
  const standings = scored.map(({ member, ...entry }, i): PoolStanding => ({
    ...entry,
    winChance: winChances[i] ?? null,
    rank: member ? (rankOf.get(entry.current) ?? null) : null,
  }));
  return { standings, byId: new Map(standings.map((s) => [s.record.id, s])), runs };
}

function bracketOf(context: ChallengeContext, record: UserBracketRecord, pool: Pool): UserBracket {
  const standing = pool.byId.get(record.id);
  // A complete bracket was scored with its pool; any other is scored here.
  const { current, maxPossible, expected, correctPicks } =
    standing ?? scorePicks(context.state, record.picks, context.settings.scoringSystem);
  return {
    id: record.id,
    tournamentId: record.tournament_id,
    name: record.name,
    picks: record.picks,
    pickCount: record.pick_count,
    complete:
      record.pick_count === record.game_count && record.game_count === context.state.tree.gameCount,
    shareId: record.share_id,
    createdAt: record.created_at.toISOString(),
    updatedAt: record.updated_at.toISOString(),
    score: {
      current,
      maxPossible,
      expected,
      correctPicks,
      winChance: standing?.winChance ?? null,
      rank: standing?.rank ?? null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A user's brackets.

const notFound = () => new HttpError(404, USER_BRACKET_MESSAGES.notFound);

/** A path segment that cannot be a bracket id is a bracket that does not exist. */
export function bracketIdOf(segment: string): string {
  if (!isUuid(segment)) throw notFound();
  return segment.toLowerCase();
}

export async function listMine(
  context: ChallengeContext,
  user: UserRecord,
): Promise<UserBracket[]> {
  const records = await listUserBrackets(context.deps.db, user.id, context.state.tournamentId);
  const pool = await poolOf(context);
  return records.map((record) => bracketOf(context, record, pool));
}

async function oneOf(context: ChallengeContext, record: UserBracketRecord): Promise<UserBracket> {
  return bracketOf(context, record, await poolOf(context));
}

export async function createMine(
  context: ChallengeContext,
  user: UserRecord,
  body: { name: string; picks?: Picks | undefined },
): Promise<UserBracket> {
  requireOpen(context);
  const { deps, state } = context;
  const picks = body.picks ?? Array.from({ length: state.tree.gameCount }, () => null);
  checkPicks(state, picks);
  const record = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    const saved = await countUserBrackets(trx, user.id, state.tournamentId);
    if (saved >= USER_BRACKET_LIMITS.bracketsPerTournament) {
      throw new HttpError(409, USER_BRACKET_MESSAGES.tooMany);
    }
    return insertUserBracket(
      trx,
      {
        userId: user.id,
        tournamentId: state.tournamentId,
        name: body.name,
        picks,
        shareId: randomBytes(16).toString('base64url'),
      },
      deps.clock.now(),
    );
  });
  return oneOf(context, record);
}

export async function changeMine(
  context: ChallengeContext,
  user: UserRecord,
  bracketId: string,
  change: { name?: string | undefined; picks?: Picks | undefined },
): Promise<UserBracket> {
  if (change.picks !== undefined) {
    requireOpen(context);
    checkPicks(context.state, change.picks);
  }
  const record = await updateUserBracket(
    context.deps.db,
    { userId: user.id, tournamentId: context.state.tournamentId, bracketId },
    {
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.picks === undefined ? {} : { picks: change.picks }),
    },
    context.deps.clock.now(),
  );
  if (record === undefined) throw notFound();
  return oneOf(context, record);
}

export async function removeMine(
  deps: AccountsDeps,
  user: UserRecord,
  tournamentId: number,
  bracketId: string,
): Promise<void> {
  if (!(await deleteUserBracket(deps.db, { userId: user.id, tournamentId, bracketId }))) {
    throw notFound();
  }
}

// ---------------------------------------------------------------------------------------------
// Shared brackets and the leaderboard.

const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

export async function sharedRecord(
  deps: AccountsDeps,
  shareId: string,
): Promise<UserBracketRecord> {
  const record = SHARE_ID.test(shareId) ? await findSharedBracket(deps.db, shareId) : undefined;
  if (record === undefined) throw new HttpError(404, USER_BRACKET_MESSAGES.sharedNotFound);
  return record;
}

export async function sharedOf(
  context: ChallengeContext,
  record: UserBracketRecord,
): Promise<SharedBracket> {
  const { id: _id, ...bracket } = await oneOf(context, record);
  return { ...bracket, competitionId: context.tournament.competitionId };
}

export async function leaderboardOf(
  context: ChallengeContext,
  caller: UserRecord | undefined,
): Promise<BracketLeaderboard> {
  const pool = await poolOf(context);
  const ranked = pool.standings
    .filter((entry) => entry.rank !== null)
    .sort(
      (a, b) =>
        b.current - a.current ||
        b.expected - a.expected ||
        (b.winChance ?? 0) - (a.winChance ?? 0) ||
        a.record.created_at.getTime() - b.record.created_at.getTime(),
    );
  const top = ranked.slice(0, USER_BRACKET_LIMITS.leaderboardRows);
  const mineBelow = ranked
    .slice(USER_BRACKET_LIMITS.leaderboardRows)
    .filter((entry) => caller !== undefined && entry.record.user_id === caller.id);
  const rowOf = (entry: PoolStanding): BracketLeaderboardRow => ({
    rank: entry.rank ?? 0,
    shareId: entry.record.share_id,
    name: entry.record.name,
    mine: caller !== undefined && entry.record.user_id === caller.id,
    current: entry.current,
    maxPossible: entry.maxPossible,
    expected: entry.expected,
    winChance: entry.winChance,
    correctPicks: entry.correctPicks,
  });
  return {
    tournamentId: context.tournament.tournamentId,
    scoringSystem: context.settings.scoringSystem,
    gamesPlayed: context.state.played.size,
    entries: ranked.length,
    runs: pool.runs,
    rows: [...top, ...mineBelow].map(rowOf),
  };
}
