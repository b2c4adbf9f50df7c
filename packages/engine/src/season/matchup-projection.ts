/**
 * The game calculator's projection: any two rated teams, of any seasons and divisions, at home,
 * away or on a neutral floor, with a what-if on either roster (METHODS §3 "Prediction", §2 box
 * rating).
 *
 * 1. Same pool. Two teams of one rating pool (competition × division) are projected exactly as
 *    the season's own prediction (predictions.ts): Poss = AdjT_A·AdjT_B/AvgT,
 *    Pts_A = AdjO_A·AdjD_B/Avg·Poss/100 × the venue factor (1.014 home, 0.986 away, 1 neutral),
 *    Spread = Pts_A − Pts_B, WP = Φ(Spread/σ).
 * 2. Different pools (a 2019 team against a 2025 team, or a Division II team against a Division
 *    I one). Adjusted ratings are points per 100 possessions *in their own pool*: an AdjO of 110
 *    in a season whose average is 100 is as far above its league as 115.5 is in a season
 *    averaging 105. So each side is first expressed relative to its own pool —
 *    o = AdjO/Avg, d = AdjD/Avg, t = AdjT/AvgT — and then placed in one reference environment,
 *    the pool of the newer season (at equal seasons the higher division, then the first team):
 *    AdjO′ = o·Avg_ref, AdjD′ = d·Avg_ref, AdjT′ = t·AvgT_ref. The prediction is step 1 in that
 *    environment with its venue factors and σ. Because Pts_A = o_A·d_B·Avg_ref·Poss/100 and
 *    Poss = t_A·t_B·AvgT_ref, the projection says "A's offence is o_A times its league,
 *    B's defence lets up d_B times its league, in the newer game". A team of the reference pool
 *    keeps its ratings untouched, so two teams of one pool reproduce step 1 exactly. Limit:
 *    each pool is measured against its own average, so the gap between divisions (or a drift of
 *    the game's overall quality that the league average does not show) is not in the numbers;
 *    `poolsDiffer` tells the caller to say so.
 * 3. What-if. The box rating (box-rating.ts) gives each player a BPM whose minutes-weighted sum
 *    is the team's AdjEM: Σ m_i·BPM_i = AdjEM with m_i = MP_i/(TmMP/5), the share of the game
 *    he plays. Changing a player's share from m to m′ moves the team's AdjEM by
 *    (m′ − m)·(BPM − R), R = −2.0 the replacement level: the minutes he gives up (or takes) are
 *    played by a replacement-level player. Removing a player is m′ = 0. The change is split
 *    evenly between offence and defence (*engine default*: the box rating has no separate
 *    offensive and defensive parts): AdjO += ΔEM/2, AdjD −= ΔEM/2, tempo unchanged. It is
 *    applied in the team's own pool, before step 2. The rated players' minutes may not exceed
 *    the game's five places (a share of 5, or the season's own total when that is a hair above).
 */
import { merged } from '@courtside/contract';
import { REPLACEMENT_LEVEL } from './box-rating';
import { predictGame } from './predictions';
import type { GamePrediction, LeagueAverages, MatchupRating, PredictOptions } from './predictions';

/** A team's ratings with the averages of its own pool. */
export interface PooledRating {
  rating: MatchupRating;
  league: LeagueAverages;
}

/** A side's ratings relative to its pool: 1 is the pool's average. */
export interface RelativeRating {
  offence: number;
  defence: number;
  tempo: number;
}

/** One rated player of a roster: his season share of the game and his box rating. */
export interface RosterPlayer {
  playerId: number;
  /** MP/(TmMP/5): 0.75 for 30 minutes of a 40-minute game. */
  minutesShare: number;
  bpm: number;
}

/** A what-if: the share of the game a player plays instead of his season's (0 removes him). */
export interface MinutesChange {
  playerId: number;
  minutesShare: number;
}

/** The five places on the floor: the most a team's players' shares can add up to. */
export const FLOOR_PLACES = 5;

export function relativeRating({ rating, league }: PooledRating): RelativeRating {
  return {
    offence: rating.ortgAdj / league.avgEfficiency,
    defence: rating.drtgAdj / league.avgEfficiency,
    tempo: rating.paceAdj / league.avgTempo,
  };
}

function samePool(a: LeagueAverages, b: LeagueAverages): boolean {
  return a.avgEfficiency === b.avgEfficiency && a.avgTempo === b.avgTempo;
}

/** A side's ratings in the reference pool (untouched when it is its own pool). */
export function ratingInPool(side: PooledRating, reference: LeagueAverages): MatchupRating {
  if (samePool(side.league, reference)) return side.rating;
  const relative = relativeRating(side);
  return {
    ortgAdj: relative.offence * reference.avgEfficiency,
    drtgAdj: relative.defence * reference.avgEfficiency,
    paceAdj: relative.tempo * reference.avgTempo,
  };
}

/**
 * The change of a team's AdjEM from its players' changed minutes: Σ (m′ − m)·(BPM − R).
 * Throws a RangeError for a player not on the roster, a share outside 0..1, a player named twice
 * or shares adding up to more than the five places.
 */
export function whatIfNetChange(
  roster: readonly RosterPlayer[],
  changes: readonly MinutesChange[],
  replacementLevel: number = REPLACEMENT_LEVEL,
): number {
  const byId = new Map(roster.map((player) => [player.playerId, player]));
  const seen = new Set<number>();
  let change = 0;
  for (const { playerId, minutesShare } of changes) {
    const player = byId.get(playerId);
    if (player === undefined) throw new RangeError(`player ${playerId} is not on the roster`);
    if (seen.has(playerId)) throw new RangeError(`player ${playerId} is changed twice`);
    if (!(minutesShare >= 0 && minutesShare <= 1)) {
      throw new RangeError(`player ${playerId}'s share of the game must be 0 to 1`);
    }
    seen.add(playerId);
    change += (minutesShare - player.minutesShare) * (player.bpm - replacementLevel);
  }
  const changed = new Map(changes.map((c) => [c.playerId, c.minutesShare]));
  let seasonShares = 0;
  let shares = 0;
  for (const player of roster) {
    seasonShares += player.minutesShare;
    shares += changed.get(player.playerId) ?? player.minutesShare;
  }
  // Season shares are sums of recorded seconds and may already sit a hair above five places: a
  // what-if may not add minutes beyond the larger of the two.
  if (changes.length > 0 && shares > Math.max(FLOOR_PLACES, seasonShares) + 1e-9) {
    throw new RangeError(
      `the players' minutes add up to ${(shares * 40).toFixed(0)} a game, more than the 200 of five places`,
    );
  }
  return change;
}

/** A rating moved by a change of AdjEM, half on each side of the ball. */
export function withNetChange(rating: MatchupRating, netChange: number): MatchupRating {
  if (netChange === 0) return rating;
  return {
    ortgAdj: rating.ortgAdj + netChange / 2,
    drtgAdj: rating.drtgAdj - netChange / 2,
    paceAdj: rating.paceAdj,
  };
}

export interface MatchupSide extends PooledRating {
  /** Newer seasons are the reference; at equal seasons the higher division (lower number). */
  seasonStartYear: number;
  divisionId: number;
}

/** Index (0 or 1) of the side whose pool is the reference environment. */
export function referenceSideIndex(a: MatchupSide, b: MatchupSide): 0 | 1 {
  if (a.seasonStartYear !== b.seasonStartYear) return a.seasonStartYear > b.seasonStartYear ? 0 : 1;
  if (a.divisionId !== b.divisionId) return a.divisionId < b.divisionId ? 0 : 1;
  return 0;
}

export interface MatchupProjection extends GamePrediction {
  /** Each side's ratings, what-if included, in the reference pool. */
  ratingA: MatchupRating;
  ratingB: MatchupRating;
  reference: LeagueAverages;
  poolsDiffer: boolean;
}

/**
 * Projects A against B (site from A's side) in the reference pool, with each side's AdjEM moved
 * by its what-if change (whatIfNetChange) first. `options` are the reference season's venue
 * factors and σ.
 */
export function projectMatchup(
  a: PooledRating,
  b: PooledRating,
  reference: LeagueAverages,
  options: PredictOptions & { netChangeA?: number; netChangeB?: number } = {},
): MatchupProjection {
  const { netChangeA = 0, netChangeB = 0, ...predictOptions } = options;
  const ratingA = ratingInPool(
    { rating: withNetChange(a.rating, netChangeA), league: a.league },
    reference,
  );
  const ratingB = ratingInPool(
    { rating: withNetChange(b.rating, netChangeB), league: b.league },
    reference,
  );
  return merged(predictGame(ratingA, ratingB, reference, predictOptions), {
    ratingA,
    ratingB,
    reference,
    poolsDiffer: !samePool(a.league, reference) || !samePool(b.league, reference),
  });
}
