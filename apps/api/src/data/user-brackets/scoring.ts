/**
 * Checking and scoring a user's picks against a tournament (METHODS §9 "Scoring picks").
 *
 * Picks may be partial while a bracket is being filled: a pick is a team the bracket sends into
 * its game, that is a team of the field on that line or the pick of the game that feeds it.
 * - Points of a correct pick: the tournament's scoring system (contract bracketPickPoints), by
 *   the game's round and the picked team's seed; the First Four scores nothing.
 * - Current: points of the played games picked right. Maximum: current plus every unplayed
 *   game whose pick has lost no game yet. Expected: Σ points(g)·P(pick wins g) from the
 *   simulation with the games played fixed (its reach of the next round).
 * - The chance to finish first is the engine's pool evaluation over the same simulated
 *   tournaments, among the tournament's complete brackets; ties at the top split a run.
 */
import type { BracketScoringSystemId } from '@courtside/contract';
import {
  BRACKET_FIRST_FOUR_ROUND,
  USER_BRACKET_MESSAGES,
  bracketPickPoints,
} from '@courtside/contract';
import type { BracketSimulation, ScoringRule } from '@courtside/engine';
import { poolWinChancesAsync } from '@courtside/engine';
import { HttpError } from '../../errors';
import type { TournamentState } from './tournament-state';

export type Picks = readonly (number | null)[];

export interface PicksScore {
  readonly current: number;
  readonly maxPossible: number;
  readonly expected: number;
  readonly correctPicks: number;
}

function gameLabel(state: TournamentState, game: number): string {
  const layout = state.layoutGames[game];
  if (layout === undefined) return `game ${game + 1}`;
  const team = state.teams.find((t) => t.region === layout.region);
  const where =
    layout.region === null ? '' : ` in the ${team?.regionName ?? `region ${layout.region}`}`;
  return `the ${layout.roundName} game ${game + 1}${where}`;
}

/** The team ids a bracket with these picks sends into each side of game g (null: not yet). */
function sidesOf(
  state: TournamentState,
  picks: Picks,
  game: number,
): [number | null, number | null] {
  const { tree } = state;
  const side = (feeder: number): number | null =>
    feeder >= 0 ? Number(tree.teamIds[feeder]) : (picks[~feeder] ?? null);
  return [side(tree.feederA[game] ?? 0), side(tree.feederB[game] ?? 0)];
}

/** 400 unless there is one entry per game and each pick is a team the bracket sends there. */
export function checkPicks(state: TournamentState, picks: Picks): void {
  const games = state.tree.gameCount;
  if (picks.length !== games) {
    throw new HttpError(
      400,
      `Invalid request: picks: ${USER_BRACKET_MESSAGES.picksLength} (${games}, got ${picks.length})`,
    );
  }
  for (let g = 0; g < games; g += 1) {
    const pick = picks[g] ?? null;
    if (pick === null) continue;
    const [a, b] = sidesOf(state, picks, g);
    if (pick !== a && pick !== b) {
      const known = state.teamIndex.has(pick);
      throw new HttpError(
        400,
        `Invalid request: picks: team ${pick} ${
          known ? 'does not reach' : 'is not in the field of'
        } ${gameLabel(state, g)}${known ? ' in this bracket' : ''}`,
      );
    }
  }
}

export function scorePicks(
  state: TournamentState,
  picks: Picks,
  system: BracketScoringSystemId,
): PicksScore {
  const { tree, played, simulation, eliminated } = state;
  let current = 0;
  let open = 0;
  let expected = 0;
  let correctPicks = 0;
  for (let g = 0; g < tree.gameCount; g += 1) {
    const pickId = picks[g] ?? null;
    const round = tree.round[g] ?? 0;
    if (pickId === null || round === BRACKET_FIRST_FOUR_ROUND) continue;
    const pick = state.teamIndex.get(pickId);
    if (pick === undefined) continue;
    const points = bracketPickPoints(system, round, tree.seeds[pick] ?? 0);
    const winner = played.get(g);
    if (winner !== undefined) {
      if (winner === pick) {
        current += points;
        correctPicks += 1;
      }
    } else if (eliminated[pick] === 0) {
      open += points;
    }
    expected += points * (simulation.reach[round + 1]?.[pick] ?? 0);
  }
  return { current, maxPossible: current + open, expected, correctPicks };
}

/**
 * Runs the pool is judged on: all of the simulation up to 5 million bracket-runs, then fewer (at
 * least 2,000), so a large pool still answers in about a third of a second (bench:brackets
 * measures 58 ns a bracket-run).
 */
export function poolRuns(simulation: BracketSimulation, brackets: number): number {
  const budget = Math.floor(5_000_000 / Math.max(1, brackets));
  return Math.max(Math.min(simulation.runs, 2_000), Math.min(simulation.runs, budget));
}

export interface PoolChances {
  /** Per bracket, in the order given; null for a bracket the pool cannot score. */
  readonly winChances: (number | null)[];
  readonly runs: number;
}

/**
 * The most brackets judged together: the scorer's tables take about 50 kB a bracket, so a pool
 * this size stays near 50 MB.
 */
export const POOL_SIMULATED_MAX = 1_000;

/**
 * Each complete bracket's chance to finish first among the given ones. A pool larger than
 * POOL_SIMULATED_MAX is judged among the brackets with the best current and expected scores
 * (`contenders`, indices into `brackets`); the others get null, not a made-up figure.
 */
export async function poolChances(
  state: TournamentState,
  brackets: readonly Picks[],
  system: BracketScoringSystemId,
  contenders?: ReadonlySet<number>,
): Promise<PoolChances> {
  const valid: Int32Array[] = [];
  const slot: (number | null)[] = brackets.map((picks, index) => {
    if (contenders !== undefined && !contenders.has(index)) return null;
    if (picks.length !== state.tree.gameCount || picks.some((pick) => pick === null)) return null;
    try {
      checkPicks(state, picks);
    } catch {
      // Stored before the served bracket changed (a corrected seed line): out of the pool.
      return null;
    }
    valid.push(Int32Array.from(picks, (id) => state.teamIndex.get(id ?? 0) ?? 0));
    return valid.length - 1;
  });
  if (valid.length === 0) return { winChances: slot.map(() => null), runs: 0 };
  const runs = poolRuns(state.simulation, valid.length);
  const rule: ScoringRule = ({ round, seed }) => bracketPickPoints(system, round, seed);
  // In slices: the server's thread keeps answering while a large pool is judged.
  const chances = await poolWinChancesAsync(
    state.tree,
    valid,
    { ...state.simulation, runs },
    { rule },
  );
  return { winChances: slot.map((k) => (k === null ? null : (chances[k] ?? 0))), runs };
}
