/**
 * User brackets of the bracket challenge: picks a signed-in user makes for a national tournament,
 * saved to the account, shared by a read-only link, locked when the tournament starts and scored
 * with the scoring system chosen in bracket administration.
 *
 * A bracket's picks are one entry per game of the tournament's layout (`BracketLayout.games`, in
 * game order: a game only ever follows the games that feed it), each the id of the team picked to
 * win it or null while unpicked. A pick must be a team the bracket sends to that game: a team of
 * the field there, or the pick of the game that feeds it.
 */

export const USER_BRACKET_LIMITS = {
  bracketsPerTournament: 10,
  nameMaxLength: 60,
  /** Writes (create, change, delete) per minute, per account and per IP. */
  writesPerMinute: 60,
  /** Rows a leaderboard lists besides the caller's own brackets. */
  leaderboardRows: 100,
} as const;

/**
 * The warehouse stores a game's date, not its tip-off time. Without an admin's lock time, picks
 * lock at 16:00 UTC of the first game's date: noon US Eastern in March, before any First Four or
 * first-round tip-off of the national tournaments.
 */
export const FIRST_TIP_UTC_HOUR = 16;

/** Where a tournament's picks stand now. */
export const BRACKET_PICK_STATUSES = ['notOpen', 'open', 'locked'] as const;
export type BracketPickStatus = (typeof BRACKET_PICK_STATUSES)[number];

export const USER_BRACKET_MESSAGES = {
  notFound: 'No saved bracket with this id.',
  sharedNotFound: 'No shared bracket at this link.',
  tooMany: `You have saved ${USER_BRACKET_LIMITS.bracketsPerTournament} brackets for this tournament, the most an account keeps: delete one to save another.`,
  noBracket: 'This tournament has no bracket in the served data yet.',
  notOpen: 'Picks for this tournament are not open yet.',
  notPublished: 'The bracket challenge for this tournament has not been published yet.',
  /** Followed by the lock time, e.g. "Picks locked at 2025-03-18T16:00:00.000Z." */
  lockedPrefix: 'Picks locked at',
  picksLength: 'picks must have one entry per game of the bracket',
} as const;

export function lockedMessage(lockAt: string): string {
  return `${USER_BRACKET_MESSAGES.lockedPrefix} ${lockAt}; saved brackets can be read but not changed.`;
}

/**
 * The effective lock time: the admin's, else the first game's date at FIRST_TIP_UTC_HOUR, else
 * none (a field whose games are not scheduled yet).
 */
export function effectiveLockAt(
  adminLockAt: string | null,
  firstGameDate: string | null,
): string | null {
  if (adminLockAt !== null) return new Date(adminLockAt).toISOString();
  if (firstGameDate === null) return null;
  const [year = 0, month = 1, day = 1] = firstGameDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, FIRST_TIP_UTC_HOUR)).toISOString();
}

/** Locked from the lock time on; before it, open once published and past the open time. */
export function bracketPickStatus(
  now: Date,
  window: { published: boolean; openAt: string | null; lockAt: string | null },
): BracketPickStatus {
  const { published, openAt, lockAt } = window;
  if (lockAt !== null && now.getTime() >= Date.parse(lockAt)) return 'locked';
  if (!published || (openAt !== null && now.getTime() < Date.parse(openAt))) return 'notOpen';
  return 'open';
}
