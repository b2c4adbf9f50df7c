/**
 * A bracket's picks against its layout (user-brackets.ts in the contract): `picks[i]` is the team
 * picked to win `games[i]`, or null. A side of a game is a team of the field or the winner of an
 * earlier game, so the teams a bracket sends to a game are its field teams and the picks of the
 * games that feed it. Games come feeders first, so one pass in game order settles every game.
 */
import type { BracketLayoutGame, BracketSide } from '@courtside/contract';

export type BracketPick = number | null;
export type Picks = readonly BracketPick[];

/** What picking needs of a game: its two sides. */
export type PickGame = Pick<BracketLayoutGame, 'a' | 'b'>;

/** The team a bracket sends to a side: the field's team, or the pick of the feeding game. */
export function sideTeam(side: BracketSide, picks: Picks): BracketPick {
  return side.kind === 'team' ? side.teamId : (picks[side.game] ?? null);
}

/** The two teams a bracket sends to game `index` (null where the feeder is unpicked). */
export function gameTeams(
  games: readonly PickGame[],
  picks: Picks,
  index: number,
): [BracketPick, BracketPick] {
  const game = games[index];
  if (game === undefined) return [null, null];
  return [sideTeam(game.a, picks), sideTeam(game.b, picks)];
}

function isSentTo(games: readonly PickGame[], picks: Picks, index: number, teamId: number) {
  return gameTeams(games, picks, index).includes(teamId);
}

/** One entry per game, each kept only where the bracket sends that team to that game. */
export function validPicks(games: readonly PickGame[], picks: Picks): BracketPick[] {
  const settled: BracketPick[] = [];
  for (const [index] of games.entries()) {
    const pick = picks[index] ?? null;
    settled.push(pick !== null && isSentTo(games, settled, index, pick) ? pick : null);
  }
  return settled;
}

/**
 * `teamId` picked to win game `index`, and every later pick of the team it replaces cleared
 * where that team no longer gets there. A team the bracket does not send to the game changes
 * nothing: the same picks come back.
 */
export function applyPick(
  games: readonly PickGame[],
  picks: Picks,
  index: number,
  teamId: number,
): Picks {
  if (picks[index] === teamId || !isSentTo(games, picks, index, teamId)) return picks;
  const next = games.map((_game, at) => picks[at] ?? null);
  next[index] = teamId;
  for (let at = index + 1; at < games.length; at += 1) {
    const pick = next[at] ?? null;
    if (pick !== null && !isSentTo(games, next, at, pick)) next[at] = null;
  }
  return next;
}

export const emptyPicks = (games: readonly unknown[]): BracketPick[] => games.map(() => null);

export const pickCount = (picks: Picks): number => picks.filter((pick) => pick !== null).length;

/** Every game picked, First Four included: the bracket can enter the pool. */
export const isComplete = (games: readonly unknown[], picks: Picks): boolean =>
  picks.length === games.length && pickCount(picks) === games.length;

export const samePicks = (a: Picks, b: Picks): boolean =>
  a.length === b.length && a.every((pick, index) => pick === b[index]);

export type PickOutcome = 'correct' | 'wrong' | 'unplayed' | 'unpicked';

/** How a pick fared: right, wrong, not played yet, or no pick. */
export function pickOutcome(winnerTeamId: number | null, pick: BracketPick): PickOutcome {
  if (pick === null) return 'unpicked';
  if (winnerTeamId === null) return 'unplayed';
  return winnerTeamId === pick ? 'correct' : 'wrong';
}
