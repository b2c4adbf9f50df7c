/**
 * Raw and opponent-adjusted team ratings (METHODS §1 and §3).
 *
 * Raw: Tempo = Poss·40/(40 + 5·OT) averaged over games, ORtg = 100·ΣPTS/ΣPoss,
 * DRtg = 100·ΣOppPTS/ΣPoss, Net = ORtg − DRtg, over rated games only.
 *
 * Adjusted (T-Rank form [S15]): each game is restated as the efficiency the team would have had
 * against an average opponent on a neutral floor,
 *   gAdjO = OE·Avg/(AdjD_opp·s),  gAdjD = DE·Avg/(AdjO_opp·s′),  gAdjT = Tempo·AvgT/AdjT_opp,
 * with s the team's venue factor (1.014 home, 0.986 away, 1 neutral; the constants table) and
 * s′ the opponent's. A team's rating is the weighted mean of its game values and its prior; the
 * national averages Avg and AvgT are recomputed every pass and the loop stops when no rating is
 * more than the tolerance (0.01) from the fixed point. How the iteration is ordered, why its
 * solution is unique and how convergence is decided: efficiency-fit.ts. AdjEM = AdjO − AdjD [S16].
 * One call rates one pool: the caller passes the games of one division (a team is ranked only
 * among the teams it is rated with).
 *
 * Weights (product of):
 * - recency: games more than `fullWeightDays` before `asOf` get
 *   max(floor, 1 − perDay·(days − fullWeightDays)) (T-Rank: 40 days, 0.01, 0.6); the engine's
 *   default counts every game fully (perDay 0; the constants table says why). Games after `asOf`
 *   are left out, so a rating "as of" a date uses only what was known then.
 * - blowout damping [S18] (engine choice): a game whose adjusted margin gAdjO − gAdjD misses the
 *   team's current AdjEM by |r| > c (default c = 30 per 100 possessions, ≈ 2σ of a game) gets
 *   weight c/|r| — Huber's robust weight, recomputed every pass. Damping on the surprise rather
 *   than the raw margin matters: a 35-point win over a weak team is expected of a top team and
 *   must not pull it down, while running up 60 on that team should not count as 60. Tempo is not
 *   damped (a blowout says nothing unusual about pace).
 * - a preseason prior [S19] (preseason-prior.ts makes it): each team's expected offsets from
 *   the national averages count as `initialGames` pseudo-games before its first game, fading
 *   linearly to nothing over `fadeGames` games; and a shrinkage of `floorGames` pseudo-games at
 *   the national average that never fades. The shrinkage matters far more than its share of
 *   games suggests: a conference's level rests on its ~11 non-conference games a team, and
 *   unshrunk fits spread those levels (and so every margin) about 18% wider than the published
 *   ratings (T-Rank and KenPom, 2024-25 men: SD 15.3 against 12.8-12.9); a floor of 1.8 games
 *   brings the spread to theirs (ratio 1.03 and 1.02) and raises the rank correlation with
 *   KenPom (0.995 → 0.997). The floor also anchors parts of a schedule that no game joins, which
 *   makes the fit unique.
 *
 * Also here: Barthag (predictions.ts), SOS = mean over games of the opponent's AdjEM at that
 * venue (AdjO_opp·s′ − AdjD_opp·s, i.e. a road opponent counts as stronger) [S23], and
 * AdjEM-SOS = mean opponent AdjO − mean opponent AdjD [S24]; netRanking = rank by AdjEM.
 * Cost: O(games) per pass, 10–25 passes in practice: the real 2024-25 men's D-I season (≈ 5,700
 * games, 361 teams) converges in 19 passes and ≈ 75 ms, with Duke, Houston, Florida and Auburn
 * the top four.
 */
import { merged } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { GameSite, TeamGameInput } from './inputs';
import {
  barthag,
  DEFAULT_BARTHAG_EXPONENT,
  DEFAULT_HOME_COURT,
  type HomeCourtFactor,
  oppositeSite,
  siteFactor,
} from './predictions';
import { rankValues } from './rankings';
import { fitEfficiencies, restateEfficiency, scheduleComponents } from './efficiency-fit';
import type { FitGame } from './efficiency-fit';
import { preseasonWeight } from './preseason-prior';
import type { PreseasonPrior, PriorOffsets } from './preseason-prior';

export interface RecencyOptions {
  /** Games this many days old or newer count fully. */
  fullWeightDays: number;
  /** Weight lost per day beyond that. */
  perDay: number;
  /** Lowest weight. */
  floor: number;
}

export const DEFAULT_RECENCY: RecencyOptions = DEFAULT_CONSTANTS.ratings.recency;
/** Huber threshold of the blowout damping, points per 100 possessions of adjusted margin. */
export const DEFAULT_BLOWOUT_THRESHOLD = 30;

export interface TeamRatingsOptions {
  /** ISO date the ratings are as of; the latest game date by default. */
  asOf?: string;
  homeCourt?: HomeCourtFactor;
  /** Null disables recency weighting. */
  recency?: RecencyOptions | null;
  /** Huber threshold; null disables blowout damping. */
  blowoutThreshold?: number | null;
  prior?: PreseasonPrior;
  barthagExponent?: number;
  tolerance?: number;
  maxIterations?: number;
}

export interface TeamRating {
  teamId: number;
  /** Rated games (covered opponents, on or before asOf). */
  games: number;
  wins: number;
  losses: number;
  poss: number;
  /** Raw tempo, ORtg, DRtg, Net. */
  pace: number;
  ortg: number;
  drtg: number;
  netRtg: number;
  /** AdjO, AdjD, AdjEM, AdjT. */
  ortgAdj: number;
  drtgAdj: number;
  netRtgAdj: number;
  paceAdj: number;
  barthag: number;
  /** Venue-adjusted mean opponent AdjEM; null without games. */
  sos: number | null;
  oppOrtgAdj: number | null;
  oppDrtgAdj: number | null;
  /** AdjEM-SOS: oppOrtgAdj − oppDrtgAdj. */
  sosAdjEm: number | null;
  /** Rank by AdjEM, 1 = best; ties share a rank. */
  netRanking: number;
  netRankingLabel: string;
}

export interface TeamRatingsResult {
  teams: TeamRating[];
  avgEfficiency: number;
  avgTempo: number;
  iterations: number;
  converged: boolean;
  /** Largest rating change in the last pass. */
  maxChange: number;
  /** Bound on any rating's distance from the fixed point (efficiency-fit.ts, point 4). */
  errorBound: number;
  /** Connected parts of the rated schedule (1 for a normal season). */
  components: number;
  /** Rows left out: uncovered opponents, after asOf, or without possessions. */
  excludedRows: number;
}

const DAY_MS = 86_400_000;
/** Passes before the fit gives up; a normal season needs 20-80, a weakly joined one a few hundred. */
export const DEFAULT_MAX_ITERATIONS = 5000;

/** Days since 1970-01-01 of an ISO date; throws on anything else. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

export function recencyWeight(daysAgo: number, recency: RecencyOptions = DEFAULT_RECENCY): number {
  if (daysAgo <= recency.fullWeightDays) return 1;
  return Math.max(recency.floor, 1 - recency.perDay * (daysAgo - recency.fullWeightDays));
}

/** gAdjO = OE·Avg/(AdjD_opp·s), s the team's venue factor (METHODS §3). */
export function adjustOffense(
  oe: number,
  oppDrtgAdj: number,
  avg: number,
  site: GameSite,
  homeCourt: HomeCourtFactor = DEFAULT_HOME_COURT,
): number {
  return restateEfficiency(oe, oppDrtgAdj, avg, siteFactor(site, homeCourt));
}

/** gAdjD = DE·Avg/(AdjO_opp·s′), s′ the opponent's venue factor (METHODS §3). */
export function adjustDefense(
  de: number,
  oppOrtgAdj: number,
  avg: number,
  site: GameSite,
  homeCourt: HomeCourtFactor = DEFAULT_HOME_COURT,
): number {
  return restateEfficiency(de, oppOrtgAdj, avg, siteFactor(oppositeSite(site), homeCourt));
}

/**
 * Keeps rows that can be rated and adds the mirror of any game given from one side only. A team
 * that appears as someone's uncovered opponent is never rated, even if it has rows of its own.
 */
export function ratedRows(rows: readonly TeamGameInput[]): {
  rows: TeamGameInput[];
  excluded: number;
} {
  const uncovered = new Set<number>();
  for (const r of rows) if (!r.opponentIsCovered) uncovered.add(r.opponentId);
  const kept = new Map<string, TeamGameInput>();
  let excluded = 0;
  for (const r of rows) {
    const ok =
      r.opponentIsCovered &&
      !uncovered.has(r.teamId) &&
      r.possessions > 0 &&
      r.teamId !== r.opponentId;
    if (ok) kept.set(`${r.gameId}:${r.teamId}`, r);
    else excluded += 1;
  }
  for (const r of [...kept.values()]) {
    const key = `${r.gameId}:${r.opponentId}`;
    if (kept.has(key)) continue;
    kept.set(
      key,
      merged(r, {
        teamId: r.opponentId,
        opponentId: r.teamId,
        site: oppositeSite(r.site),
        points: r.opponentPoints,
        opponentPoints: r.points,
      }),
    );
  }
  return { rows: [...kept.values()], excluded };
}

interface Accumulator {
  games: number;
  wins: number;
  losses: number;
  pts: number;
  oppPts: number;
  poss: number;
  tempo: number;
}

export function teamRatings(
  input: readonly TeamGameInput[],
  options: TeamRatingsOptions = {},
): TeamRatingsResult {
  const homeCourt = options.homeCourt ?? DEFAULT_HOME_COURT;
  const recency = options.recency === undefined ? DEFAULT_RECENCY : options.recency;
  const blowout =
    options.blowoutThreshold === undefined ? DEFAULT_BLOWOUT_THRESHOLD : options.blowoutThreshold;

  const prepared = ratedRows(input);
  let excluded = prepared.excluded;
  const asOf =
    options.asOf !== undefined
      ? dayNumber(options.asOf)
      : prepared.rows.reduce((latest, r) => Math.max(latest, dayNumber(r.date)), -Infinity);
  const rows = prepared.rows.filter((r) => dayNumber(r.date) <= asOf);
  excluded += prepared.rows.length - rows.length;

  // Team indices: every team with a rated game.
  const ids: number[] = [];
  const index = new Map<number, number>();
  const indexOf = (id: number): number => {
    let i = index.get(id);
    if (i === undefined) {
      i = ids.length;
      ids.push(id);
      index.set(id, i);
    }
    return i;
  };
  for (const r of rows) indexOf(r.teamId);
  const n = ids.length;

  const acc: Accumulator[] = ids.map(() => ({
    games: 0,
    wins: 0,
    losses: 0,
    pts: 0,
    oppPts: 0,
    poss: 0,
    tempo: 0,
  }));
  const games: FitGame[] = rows.map((r) => {
    const team = indexOf(r.teamId);
    const a = acc[team] as Accumulator;
    const tempo = (r.possessions * 40) / (40 + 5 * r.overtimes);
    a.games += 1;
    a.wins += r.points > r.opponentPoints ? 1 : 0;
    a.losses += r.points < r.opponentPoints ? 1 : 0;
    a.pts += r.points;
    a.oppPts += r.opponentPoints;
    a.poss += r.possessions;
    a.tempo += tempo;
    return {
      team,
      opp: indexOf(r.opponentId),
      sTeam: siteFactor(r.site, homeCourt),
      sOpp: siteFactor(oppositeSite(r.site), homeCourt),
      oe: (100 * r.points) / r.possessions,
      de: (100 * r.opponentPoints) / r.possessions,
      tempo,
      weight: recency ? recencyWeight(asOf - dayNumber(r.date), recency) : 1,
    };
  });

  const priors = options.prior ? fitPriors(ids, acc, options.prior) : [];
  const fit = fitEfficiencies(
    games,
    {
      adjO: Float64Array.from(acc, (a) => (100 * a.pts) / a.poss),
      adjD: Float64Array.from(acc, (a) => (100 * a.oppPts) / a.poss),
      adjT: Float64Array.from(acc, (a) => a.tempo / a.games),
    },
    priors,
    {
      blowoutThreshold: blowout,
      tolerance: options.tolerance ?? DEFAULT_CONSTANTS.ratings.convergenceTolerance,
      maxIterations: options.maxIterations ?? DEFAULT_MAX_ITERATIONS,
    },
  );
  const { adjO, adjD, adjT } = fit;

  const sos = schedule(games, adjO, adjD, n);
  const exponent = options.barthagExponent ?? DEFAULT_BARTHAG_EXPONENT;
  const netRanks = rankValues(Array.from(adjO, (o, i) => o - (adjD[i] ?? 0)));
  const teams: TeamRating[] = ids.map((teamId, i) => {
    const a = acc[i] as Accumulator;
    const o = adjO[i] ?? Number.NaN;
    const d = adjD[i] ?? Number.NaN;
    const rank = netRanks[i];
    const s = sos[i];
    const raw = (x: number) => (a.poss > 0 ? (100 * x) / a.poss : Number.NaN);
    return {
      teamId,
      games: a.games,
      wins: a.wins,
      losses: a.losses,
      poss: a.poss,
      pace: a.games > 0 ? a.tempo / a.games : Number.NaN,
      ortg: raw(a.pts),
      drtg: raw(a.oppPts),
      netRtg: raw(a.pts - a.oppPts),
      ortgAdj: o,
      drtgAdj: d,
      netRtgAdj: o - d,
      paceAdj: adjT[i] ?? Number.NaN,
      barthag: barthag(o, d, exponent),
      sos: s ? s.sos : null,
      oppOrtgAdj: s ? s.oppO : null,
      oppDrtgAdj: s ? s.oppD : null,
      sosAdjEm: s ? s.oppO - s.oppD : null,
      netRanking: rank?.rank ?? n,
      netRankingLabel: rank?.label ?? String(n),
    };
  });
  return {
    teams,
    avgEfficiency: fit.avg,
    avgTempo: fit.avgT,
    iterations: fit.iterations,
    converged: fit.converged,
    maxChange: fit.maxChange,
    errorBound: fit.errorBound,
    components: scheduleComponents(n, games),
    excludedRows: excluded,
  };
}

/** Per-team schedule strength from the final ratings; null for a team without games. */
function schedule(
  games: readonly FitGame[],
  adjO: Float64Array,
  adjD: Float64Array,
  n: number,
): ({ sos: number; oppO: number; oppD: number } | null)[] {
  const count = new Float64Array(n);
  const venueEm = new Float64Array(n);
  const oppO = new Float64Array(n);
  const oppD = new Float64Array(n);
  for (const g of games) {
    const o = adjO[g.opp] ?? 0;
    const d = adjD[g.opp] ?? 0;
    count[g.team] = (count[g.team] ?? 0) + 1;
    venueEm[g.team] = (venueEm[g.team] ?? 0) + o * g.sOpp - d * g.sTeam;
    oppO[g.team] = (oppO[g.team] ?? 0) + o;
    oppD[g.team] = (oppD[g.team] ?? 0) + d;
  }
  return Array.from(count, (c, i) =>
    c > 0
      ? { sos: (venueEm[i] ?? 0) / c, oppO: (oppO[i] ?? 0) / c, oppD: (oppD[i] ?? 0) / c }
      : null,
  );
}

/**
 * Each team's prior pseudo-game: its offsets (0 when the prior does not know the team) centred
 * on the pool, so the prior expects an average pool to be average, weighted by its games.
 */
function fitPriors(ids: readonly number[], acc: readonly Accumulator[], prior: PreseasonPrior) {
  const raw = ids.map((id) => prior.offsets.get(id) ?? { offense: 0, defense: 0, tempo: 0 });
  const centre = (pick: (p: PriorOffsets) => number) =>
    raw.length > 0 ? raw.reduce((sum, p) => sum + pick(p), 0) / raw.length : 0;
  const o = centre((p) => p.offense);
  const d = centre((p) => p.defense);
  const t = centre((p) => p.tempo);
  return raw.map((p, i) => {
    // One pseudo-game: the fading expectation and the constant shrinkage toward 0, combined.
    const expected = preseasonWeight(acc[i]?.games ?? 0, prior.weights);
    const weight = expected + prior.weights.floorGames;
    const share = weight > 0 ? expected / weight : 0;
    return {
      offense: (p.offense - o) * share,
      defense: (p.defense - d) * share,
      tempo: (p.tempo - t) * share,
      weight,
    };
  });
}
