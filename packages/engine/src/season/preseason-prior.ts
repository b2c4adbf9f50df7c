/**
 * The preseason expectation of every team of a rating pool (METHODS §3 [S19]), in the form the
 * adjusted ratings take it (team-ratings.ts `PreseasonPrior`): offsets from the national
 * averages, points per 100 possessions (tempo: possessions per 40 minutes).
 *
 * - A team rated last season (same school, `teamKey`): its offsets then, carried over by
 *   `carryBase + carryPerReturningShare·r`, r the share of last season's minutes that return
 *   (players on this season's roster of the same school; `defaultReturningShare` when unknown).
 *   Programs regress toward the mean, and a team that keeps its players regresses less. Tempo
 *   is carried over by `tempoCarry` (a coach keeps his pace more than his talent).
 * - A team new to the pool in a season that has a last season (a school moving up a division):
 *   `newcomerConferenceCarry` times the mean offsets its conference's other teams had last
 *   season, so it starts at its conference's level.
 * - No last season at all (the first season in the warehouse): a conference-tier margin, split
 *   evenly between offence and defence: `tierMargin.power` for the six power conferences
 *   (contract ids 1-6), `tierMargin.other` otherwise.
 * The ratings centre the offsets on the pool, so only differences between teams matter.
 */
import type { EngineConstants } from '../config/constants';

/** A team's expected offsets from the national averages before any game is seen. */
export interface PriorOffsets {
  /** Expected AdjO − Avg and AdjD − Avg, points per 100 possessions. */
  offense: number;
  defense: number;
  /** Expected AdjT − AvgT, possessions per 40 minutes. */
  tempo: number;
}

/**
 * How many pseudo-games the prior counts for. It has two parts: the preseason expectation
 * (`initialGames` before the first game, fading linearly to nothing over `fadeGames` games), and
 * a permanent shrinkage of `floorGames` toward the national average that never fades.
 */
export interface PriorWeights {
  initialGames: number;
  fadeGames: number;
  floorGames: number;
}

export interface PreseasonPrior {
  /** Per team; a team without an entry is expected to be average (offsets 0). */
  offsets: ReadonlyMap<number, PriorOffsets>;
  weights: PriorWeights;
}

/** The preseason expectation's pseudo-games after `games` games (0 once faded). */
export function preseasonWeight(games: number, weights: PriorWeights): number {
  const fade = weights.fadeGames > 0 ? Math.max(0, 1 - games / weights.fadeGames) : 0;
  return weights.initialGames * fade;
}

export interface PriorTeam {
  teamId: number;
  /** The school, stable across seasons. */
  teamKey: string;
  conferenceId: number | null;
}

export interface LastSeasonRating {
  teamKey: string;
  conferenceId: number | null;
  /** AdjO − Avg, AdjD − Avg and AdjT − AvgT of last season's final ratings. */
  offense: number;
  defense: number;
  tempo: number;
  /** Share of last season's minutes whose players are on this season's roster; null if unknown. */
  returningShare: number | null;
}

export type PriorConstants = EngineConstants['ratings']['prior'];

/** Contract ids of the power conferences (ACC, SEC, Big 12, Big Ten, Big East, Pac-12). */
const POWER_CONFERENCES = new Set([1, 2, 3, 4, 5, 6]);

function conferenceMeans(
  last: readonly LastSeasonRating[],
): Map<number, { offense: number; defense: number; tempo: number }> {
  const sums = new Map<number, { offense: number; defense: number; tempo: number; n: number }>();
  for (const r of last) {
    if (r.conferenceId === null) continue;
    const s = sums.get(r.conferenceId) ?? { offense: 0, defense: 0, tempo: 0, n: 0 };
    s.offense += r.offense;
    s.defense += r.defense;
    s.tempo += r.tempo;
    s.n += 1;
    sums.set(r.conferenceId, s);
  }
  return new Map(
    [...sums].map(([id, s]) => [
      id,
      { offense: s.offense / s.n, defense: s.defense / s.n, tempo: s.tempo / s.n },
    ]),
  );
}

function clampShare(share: number | null, fallback: number): number {
  if (share === null || !Number.isFinite(share)) return fallback;
  return Math.min(1, Math.max(0, share));
}

/** Each team's preseason offsets; `last` is empty when there is no last season. */
export function preseasonOffsets(
  teams: readonly PriorTeam[],
  last: readonly LastSeasonRating[],
  constants: PriorConstants,
): Map<number, PriorOffsets> {
  const out = new Map<number, PriorOffsets>();
  const byKey = new Map(last.map((r) => [r.teamKey, r]));
  const conferences = conferenceMeans(last);
  for (const team of teams) {
    const previous = byKey.get(team.teamKey);
    if (previous) {
      const r = clampShare(previous.returningShare, constants.defaultReturningShare);
      const carry = constants.carryBase + constants.carryPerReturningShare * r;
      out.set(team.teamId, {
        offense: carry * previous.offense,
        defense: carry * previous.defense,
        tempo: constants.tempoCarry * previous.tempo,
      });
      continue;
    }
    const conference = team.conferenceId === null ? undefined : conferences.get(team.conferenceId);
    if (last.length > 0) {
      const k = constants.newcomerConferenceCarry;
      out.set(team.teamId, {
        offense: k * (conference?.offense ?? 0),
        defense: k * (conference?.defense ?? 0),
        tempo: k * (conference?.tempo ?? 0),
      });
      continue;
    }
    const power = team.conferenceId !== null && POWER_CONFERENCES.has(team.conferenceId);
    const margin = power ? constants.tierMargin.power : constants.tierMargin.other;
    out.set(team.teamId, { offense: margin / 2, defense: -margin / 2, tempo: 0 });
  }
  return out;
}
