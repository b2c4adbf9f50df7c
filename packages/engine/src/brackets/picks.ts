/**
 * Bracket picks: a predicted winner for every game (METHODS §9 "Scoring picks").
 *
 * A filled-in bracket is consistent: the pick for a game is one of the two teams the same
 * bracket sends into it — a team that enters there, or the pick of a feeder game. Then every
 * pick lies on its own path through the tree, and "the pick wins game g" is the event "the pick
 * reaches round(g) + 1", whose simulated probability is reach[round(g) + 1][pick].
 *
 * Two automatic brackets fill the tree game by game in index order (feeders first), choosing
 * between the two teams the bracket itself has sent into the game:
 * - by seed: the better (lower) seed; equal seeds (First Four, national semifinals and final)
 *   go to the team the matrix favours;
 * - by odds: the team more likely to win that game, i.e. more likely to reach the next round by
 *   the simulation. Greedy, round by round: it maximises each pick's own chance, not the
 *   bracket's expected score under a pool's rules.
 */
import { BracketError } from './bracket';
import type { BracketTree } from './bracket';
import type { WinProbabilityMatrix } from './matchup-matrix';
import type { BracketSimulation } from './simulate';

/** The predicted winner (team index) of every game, by game index. */
export type BracketPicks = ArrayLike<number>;

/** The two teams a consistent bracket sends into game g. */
function pickedSides(tree: BracketTree, picks: BracketPicks, game: number): [number, number] {
  const side = (feeder: number): number => (feeder >= 0 ? feeder : (picks[~feeder] ?? -1));
  return [side(tree.feederA[game] ?? 0), side(tree.feederB[game] ?? 0)];
}

/** Throws unless there is one pick per game and each is a team the bracket sends into it. */
export function validatePicks(tree: BracketTree, picks: BracketPicks): void {
  if (picks.length !== tree.gameCount) {
    throw new BracketError(
      'picks',
      `a bracket needs ${tree.gameCount} picks, one per game (got ${picks.length})`,
    );
  }
  for (let g = 0; g < tree.gameCount; g += 1) {
    const pick = picks[g] ?? -1;
    const [a, b] = pickedSides(tree, picks, g);
    if (pick !== a || a < 0) {
      if (pick !== b || b < 0) {
        throw new BracketError(
          'picks',
          `the pick for game ${g} (${pick}) is not one of the teams the bracket sends into it (${a}, ${b})`,
        );
      }
    }
  }
}

function fillPicks(
  tree: BracketTree,
  choose: (a: number, b: number, game: number) => number,
): Int32Array {
  const picks = new Int32Array(tree.gameCount);
  for (let g = 0; g < tree.gameCount; g += 1) {
    const [a, b] = pickedSides(tree, picks, g);
    picks[g] = choose(a, b, g);
  }
  return picks;
}

/** Better seed wins; equal seeds by the matrix (the first team on an exact ½). */
export function pickBySeed(tree: BracketTree, matrix: WinProbabilityMatrix): Int32Array {
  if (matrix.size !== tree.teamCount) {
    throw new BracketError(
      'matrix',
      `the matrix is for ${matrix.size} teams, not ${tree.teamCount}`,
    );
  }
  return fillPicks(tree, (a, b) => {
    const seedA = tree.seeds[a] ?? 0;
    const seedB = tree.seeds[b] ?? 0;
    if (seedA !== seedB) return seedA < seedB ? a : b;
    return (matrix.values[a * matrix.size + b] ?? 0.5) >= 0.5 ? a : b;
  });
}

/** The team more likely to win each game by the simulation (the first team on a tie). */
export function pickByOdds(tree: BracketTree, simulation: BracketSimulation): Int32Array {
  if (simulation.teamCount !== tree.teamCount || simulation.gameCount !== tree.gameCount) {
    throw new BracketError('simulation', 'the simulation is of another bracket');
  }
  return fillPicks(tree, (a, b, g) => {
    const next = simulation.reach[(tree.round[g] ?? 0) + 1];
    return (next?.[a] ?? 0) >= (next?.[b] ?? 0) ? a : b;
  });
}
