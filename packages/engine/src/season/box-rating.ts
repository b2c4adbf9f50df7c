/**
 * BPM-style box-score rating (METHODS §2 [S13]): points per 100 possessions above an average
 * player, from box-score rates, anchored to the team's results.
 *
 * 1. Features: per-100-possession rates of points, FGA, FTA, 3PM, AST, TOV, ORB, DRB, STL, BLK
 *    and PF, each minus the league's possession-weighted average, plus role terms for F and C
 *    (G is the baseline). Possessions on the floor are estimated as TmPoss·MP/(TmMP/5).
 * 2. Raw rating = intercept + Σ coefficient·feature. The coefficients are fitted by weighted
 *    ridge regression against RAPM (§4) when targets are given — fitBoxCoefficients, weight =
 *    the player's RAPM possessions, ridge penalty on everything but the intercept — otherwise
 *    the engine defaults below, starting values of BPM's magnitudes to be refitted on college
 *    data: shots cost possessions (FGA, FTA negative) and points repay them, so volume at
 *    average efficiency is roughly neutral; steals, blocks and assists are worth more than
 *    their direct points because they stand for defensive and playmaking work the box misses.
 * 3. Team constant: c_t = (AdjEM_t − Σ m_i·raw_i)/Σ m_i with m_i = MP_i/(TmMP/5), so the
 *    minutes-weighted ratings of a team add up to its adjusted net rating (five players on the
 *    floor share the team's margin). BPM = raw + c_t.
 * 4. Replacement level is −2.0: VORP = (BPM + 2)·Min%, Min% = MP/(TmMP/5) — a season of every
 *    minute at replacement level is worth 0. (The NBA's games/82 factor is omitted: college
 *    seasons have no fixed length, and VORP here is per team game.)
 *
 * A player without minutes, or with steals/blocks not recorded, has no rating (null) and does
 * not enter the team constant; imputing league-average defence would invent information.
 */
import { solveSpd } from '../math/linalg';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { PlayerSeasonInput, PositionGroup } from './inputs';
import type { RapmPlayer } from './rapm';

export const BOX_FEATURES = [
  'pts',
  'fga',
  'fta',
  'fgm3',
  'ast',
  'tov',
  'orb',
  'drb',
  'stl',
  'blk',
  'pf',
] as const;
export type BoxFeature = (typeof BOX_FEATURES)[number];

export const REPLACEMENT_LEVEL = -2;

export interface BoxCoefficients {
  intercept: number;
  rates: Record<BoxFeature, number>;
  /** Role terms relative to guards. */
  forward: number;
  center: number;
}

/** Engine defaults, per 100 possessions relative to league average (see the module comment). */
export const DEFAULT_BOX_COEFFICIENTS: BoxCoefficients = {
  intercept: 0,
  rates: {
    pts: 0.86,
    fga: -0.65,
    fta: -0.29,
    fgm3: 0.39,
    ast: 0.75,
    tov: -0.96,
    orb: 0.45,
    drb: 0.15,
    stl: 1.2,
    blk: 1.0,
    pf: -0.37,
  },
  forward: 0,
  center: 0,
};

/** League possession-weighted mean of each per-100 rate. */
export type LeagueBoxRates = Record<BoxFeature, number>;

const countOf = (p: PlayerSeasonInput, f: BoxFeature): number | null => p.stats[f];

/** Possessions the player was on the floor for, estimated from his minute share. */
export function floorPossessions(p: PlayerSeasonInput): number {
  const gameLength = p.team.minutes / 5;
  return gameLength > 0 ? (p.team.poss * p.minutes) / gameLength : 0;
}

export function leagueBoxRates(players: readonly PlayerSeasonInput[]): LeagueBoxRates {
  const out = {} as LeagueBoxRates;
  for (const f of BOX_FEATURES) {
    let stat = 0;
    let poss = 0;
    for (const p of players) {
      const c = countOf(p, f);
      const q = floorPossessions(p);
      if (c === null || q <= 0) continue;
      stat += c;
      poss += q;
    }
    out[f] = poss > 0 ? (100 * stat) / poss : 0;
  }
  return out;
}

/** Design row [1, rates − league…, isF, isC]; null without minutes or with missing counts. */
export function boxFeatureRow(p: PlayerSeasonInput, league: LeagueBoxRates): number[] | null {
  const poss = floorPossessions(p);
  if (!(poss > 0)) return null;
  const row = [1];
  for (const f of BOX_FEATURES) {
    const c = countOf(p, f);
    if (c === null) return null;
    row.push((100 * c) / poss - league[f]);
  }
  row.push(p.position === 'F' ? 1 : 0, p.position === 'C' ? 1 : 0);
  return row;
}

function coefficientsFromVector(beta: ArrayLike<number>): BoxCoefficients {
  const rates = {} as Record<BoxFeature, number>;
  BOX_FEATURES.forEach((f, k) => (rates[f] = beta[k + 1] ?? 0));
  const last = BOX_FEATURES.length + 1;
  return { intercept: beta[0] ?? 0, rates, forward: beta[last] ?? 0, center: beta[last + 1] ?? 0 };
}

export function rawBoxRating(row: readonly number[], c: BoxCoefficients): number {
  let value = c.intercept;
  BOX_FEATURES.forEach((f, k) => (value += c.rates[f] * (row[k + 1] ?? 0)));
  const last = BOX_FEATURES.length + 1;
  return value + c.forward * (row[last] ?? 0) + c.center * (row[last + 1] ?? 0);
}

export interface FitBoxOptions {
  league?: LeagueBoxRates;
  /** Ridge penalty as a fraction of the total weight (default 0.01). */
  ridge?: number;
}

export interface FitBoxResult {
  coefficients: BoxCoefficients;
  /** Players used (with features and a target). */
  players: number;
  /** Weighted R² of the fit. */
  r2: number;
}

/** Fits the coefficients to RAPM targets (playerId → rating and possessions). */
export function fitBoxCoefficients(
  players: readonly PlayerSeasonInput[],
  targets: ReadonlyMap<number, { rapm: number; possessions: number }>,
  options: FitBoxOptions = {},
): FitBoxResult {
  const league = options.league ?? leagueBoxRates(players);
  const rows: { x: number[]; y: number; w: number }[] = [];
  for (const p of players) {
    const t = targets.get(p.playerId);
    const x = boxFeatureRow(p, league);
    if (!t || !x || !(t.possessions > 0)) continue;
    rows.push({ x, y: t.rapm, w: t.possessions });
  }
  const k = BOX_FEATURES.length + 3;
  if (rows.length < k) throw new Error(`fitBoxCoefficients: need at least ${k} rated players`);
  const a = new Float64Array(k * k);
  const b = new Float64Array(k);
  let totalW = 0;
  for (const { x, y, w } of rows) {
    totalW += w;
    for (let i = 0; i < k; i += 1) {
      b[i] = (b[i] ?? 0) + w * (x[i] ?? 0) * y;
      for (let j = 0; j < k; j += 1)
        a[i * k + j] = (a[i * k + j] ?? 0) + w * (x[i] ?? 0) * (x[j] ?? 0);
    }
  }
  const lambda = (options.ridge ?? 0.01) * totalW;
  // Penalise every coefficient but the intercept; role columns get the same penalty.
  for (let i = 1; i < k; i += 1) a[i * k + i] = (a[i * k + i] ?? 0) + lambda;
  // A position never seen makes its column all zero; the penalty alone keeps the system SPD.
  const beta = solveSpd(a, k, b);
  const coefficients = coefficientsFromVector(beta);
  let ybar = 0;
  for (const r of rows) ybar += (r.w * r.y) / totalW;
  let rss = 0;
  let tss = 0;
  for (const r of rows) {
    rss += r.w * (r.y - rawBoxRating(r.x, coefficients)) ** 2;
    tss += r.w * (r.y - ybar) ** 2;
  }
  return { coefficients, players: rows.length, r2: tss > 0 ? 1 - rss / tss : 0 };
}

export interface BoxRating {
  playerId: number;
  teamId: number;
  position: PositionGroup | null;
  minutesShare: number;
  /** Under 10% of team minutes (METHODS §8): rated, but too noisy to show. */
  belowMinutesThreshold: boolean;
  /** Before the team constant. */
  raw: number | null;
  teamConstant: number | null;
  bpm: number | null;
  vorp: number | null;
}

export interface BoxRatingOptions {
  /** Team adjusted net rating (AdjEM) by team id; teams without one get no constant. */
  teamNetRtgAdj: ReadonlyMap<number, number>;
  coefficients?: BoxCoefficients;
  league?: LeagueBoxRates;
}

export function boxRatings(
  players: readonly PlayerSeasonInput[],
  options: BoxRatingOptions,
): BoxRating[] {
  const coefficients = options.coefficients ?? DEFAULT_BOX_COEFFICIENTS;
  const league = options.league ?? leagueBoxRates(players);
  const rated = players.map((p) => {
    const row = boxFeatureRow(p, league);
    const gameLength = p.team.minutes / 5;
    return {
      p,
      share: gameLength > 0 ? p.minutes / gameLength : 0,
      raw: row ? rawBoxRating(row, coefficients) : null,
    };
  });
  // Σ m·raw and Σ m per team, over players with a rating.
  const sums = new Map<number, { mRaw: number; m: number }>();
  for (const r of rated) {
    if (r.raw === null) continue;
    const s = sums.get(r.p.teamId) ?? { mRaw: 0, m: 0 };
    s.mRaw += r.share * r.raw;
    s.m += r.share;
    sums.set(r.p.teamId, s);
  }
  return rated.map(({ p, share, raw }) => {
    const s = sums.get(p.teamId);
    const net = options.teamNetRtgAdj.get(p.teamId);
    const constant = s && s.m > 0 && net !== undefined ? (net - s.mRaw) / s.m : null;
    const bpm = raw !== null && constant !== null ? raw + constant : null;
    return {
      playerId: p.playerId,
      teamId: p.teamId,
      position: p.position,
      minutesShare: share,
      belowMinutesThreshold: share < DEFAULT_CONSTANTS.qualifiers.playerMinMinutesShare,
      raw,
      teamConstant: constant,
      bpm,
      vorp: bpm === null ? null : (bpm - REPLACEMENT_LEVEL) * share,
    };
  });
}

/** RAPM results as regression targets for fitBoxCoefficients (weight = total possessions). */
export function targetsFromRapm(
  players: readonly Omit<RapmPlayer, 'priorOrapm' | 'priorDrapm'>[],
): Map<number, { rapm: number; possessions: number }> {
  return new Map(
    players.map((p) => [p.playerId, { rapm: p.rapm, possessions: p.offPoss + p.defPoss }]),
  );
}
