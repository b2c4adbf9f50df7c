/**
 * Game predictions from adjusted ratings (METHODS §3, "Prediction") and Barthag.
 *
 * - Possessions: Poss = AdjT_A·AdjT_B/AvgT — two fast teams play faster than either alone.
 * - Points: Pts_A = AdjO_A·AdjD_B/Avg·Poss/100, times 1.014 for the home side and 0.986 for the
 *   visitor (the same venue factors the ratings remove, so a prediction re-applies exactly what
 *   was taken out); neutral sites use 1.
 * - Spread = Pts_A − Pts_B; WP_A = Φ(Spread/σ). σ is the standard deviation of actual margins
 *   around predicted ones: 10 for men [S28], giving "a 7-point favourite wins ≈ 75%"
 *   (Φ(0.7) = 0.758). Women's σ should be fitted per season with fitSpreadSigma.
 * - Barthag = AdjO^x/(AdjO^x + AdjD^x), x = 11.5: the chance of beating an average team on a
 *   neutral floor; two Barthags combine by log5 (Bill James): P = (A − AB)/(A + B − 2AB).
 */
import { DEFAULT_CONSTANTS, type EngineConstants } from '../config/constants';
import { normalCdf } from '../math/stats';
import type { GameSite } from './inputs';

/** Venue factors by site (the constants table's ratings.homeCourtFactor). */
export type HomeCourtFactor = EngineConstants['ratings']['homeCourtFactor'];

// Defaults are the newest men's D-I row of the constants table (config/constants.ts); callers
// with a (gender, division, season) key take theirs from seasonModelOptions.
export const DEFAULT_HOME_COURT: HomeCourtFactor = DEFAULT_CONSTANTS.ratings.homeCourtFactor;
export const DEFAULT_BARTHAG_EXPONENT = DEFAULT_CONSTANTS.ratings.barthagExponent;
/** Men's σ of margins about the predicted spread [S28]. */
export const DEFAULT_SPREAD_SIGMA = DEFAULT_CONSTANTS.ratings.marginSigma;

/** The three adjusted ratings a prediction needs (the TeamRating fields of the same names). */
export interface MatchupRating {
  ortgAdj: number;
  drtgAdj: number;
  paceAdj: number;
}

/** National averages from the ratings fit (TeamRatingsResult has both). */
export interface LeagueAverages {
  avgEfficiency: number;
  avgTempo: number;
}

export interface PredictOptions {
  /** Site from team A's side; neutral by default. */
  site?: GameSite;
  homeCourt?: HomeCourtFactor;
  sigma?: number;
}

export interface GamePrediction {
  possessions: number;
  pointsA: number;
  pointsB: number;
  /** Pts_A − Pts_B: positive when A is favoured. */
  spread: number;
  /** Probability that A wins. */
  winProbability: number;
}

export function barthag(
  ortgAdj: number,
  drtgAdj: number,
  exponent = DEFAULT_BARTHAG_EXPONENT,
): number {
  // Computed as 1/(1 + (D/O)^x) so large exponents cannot overflow.
  return 1 / (1 + (drtgAdj / ortgAdj) ** exponent);
}

/** log5: probability that a team with win expectancy a beats one with b. */
export function log5(a: number, b: number): number {
  const den = a + b - 2 * a * b;
  return den === 0 ? 0.5 : (a - a * b) / den;
}

/** Venue factor applied to a side's scoring at the given site. */
export function siteFactor(
  site: GameSite,
  homeCourt: HomeCourtFactor = DEFAULT_HOME_COURT,
): number {
  return homeCourt[site];
}

export function oppositeSite(site: GameSite): GameSite {
  if (site === 'home') return 'away';
  if (site === 'away') return 'home';
  return 'neutral';
}

export function winProbabilityFromSpread(spread: number, sigma = DEFAULT_SPREAD_SIGMA): number {
  return normalCdf(spread / sigma);
}

export function predictGame(
  a: MatchupRating,
  b: MatchupRating,
  league: LeagueAverages,
  options: PredictOptions = {},
): GamePrediction {
  const site = options.site ?? 'neutral';
  const homeCourt = options.homeCourt ?? DEFAULT_HOME_COURT;
  const possessions = (a.paceAdj * b.paceAdj) / league.avgTempo;
  const perPossA = (a.ortgAdj * b.drtgAdj) / league.avgEfficiency / 100;
  const perPossB = (b.ortgAdj * a.drtgAdj) / league.avgEfficiency / 100;
  const pointsA = perPossA * possessions * siteFactor(site, homeCourt);
  const pointsB = perPossB * possessions * siteFactor(oppositeSite(site), homeCourt);
  const spread = pointsA - pointsB;
  return {
    possessions,
    pointsA,
    pointsB,
    spread,
    winProbability: winProbabilityFromSpread(spread, options.sigma ?? DEFAULT_SPREAD_SIGMA),
  };
}

/**
 * σ for WP = Φ(spread/σ), estimated as the root-mean-square of (actual margin − predicted
 * spread) over past games; null without games.
 */
export function fitSpreadSigma(
  games: readonly { predictedSpread: number; actualMargin: number }[],
): number | null {
  if (games.length === 0) return null;
  let sum = 0;
  for (const g of games) sum += (g.actualMargin - g.predictedSpread) ** 2;
  return Math.sqrt(sum / games.length);
}
