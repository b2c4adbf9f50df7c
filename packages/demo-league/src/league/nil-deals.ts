/**
 * Simulated NIL deals: for each rated player of a season, whether he has disclosed
 * name-image-likeness deals and what they are worth a year. The story is deliberately not the
 * NIL index (METHODS §10): the index is a weighted sum of four percentiles, the deals come from
 * what a market would pay for, much of which the index cannot see.
 *
 *   ln(value) = base(gender, division)
 *             + 1.1 · talent above his division's rotation mean   (what scouts and fans see)
 *             + 0.5 · max(0, that − 0.8)²                         (stars are paid out of scale)
 *             + 0.05 · season box rating + 0.03 · (minutes a game − 20)
 *             + 0.45 · program prestige + 0.35 · market size + 0.6 · (win share − 0.5)
 *             + position (G +0.15, F 0, C −0.1) + class (Fr. −0.15 … Gr. +0.1)
 *             + following weight (men 0.7, women 1.0) · following
 *             + Normal(0, 0.5)
 *
 * Following is a personal factor no stat shows (social reach, hometown fame): Normal(0, 1) for
 * each person, kept from season to season, and for a few (2% of men, 4% of women) a viral
 * following that adds 1.5 + |Normal(0, 0.7)|. It weighs more for women, whose top deals go to
 * players with large followings as much as to the best. Market size is the school's town as a
 * market, Normal(0, 1) per school. Every term is log-normal on the value, so a handful of deals
 * are worth hundreds of times the median.
 *
 * Disclosure: a player has disclosed deals with probability logistic(opening(gender, division)
 * + 0.9 · (ln(value) − base)), so valuable players are more often known to have deals and
 * Divisions II and III rarely are. A player with deals has 1 + Poisson(0.6 · e^(0.3 · (ln(value)
 * − base))) of them. Calibrated to public figures: a men's Division I median disclosed deal of a
 * few thousand dollars a year and the top handful in the low millions, women's Division I a
 * little lower at the median with its top in the high hundreds of thousands to a million,
 * Divisions II and III a few hundred dollars, rare.
 *
 * Randomness: each player's draws come from his fork of the stream the caller passes (`nil/<year>`
 * of the gender's league stream), following from a stream per person and market size from one per
 * school, all forks that draw nothing from the league's own streams, so simulating deals changes
 * no other number of the league.
 */
import type { Gender } from '@courtside/contract';
import type { DemoClass, DemoPosition } from '../model';
import type { Division } from './identity';
import { Rng } from './random';

/** What the deal market sees of a rated player in one season. */
export interface NilDealCandidate {
  readonly playerId: number;
  readonly teamId: number;
  readonly division: Division;
  /** Talent above his division's mean rotation player (DemoPlayer.overall). */
  readonly talent: number;
  /** Season box rating (BPM-style). */
  readonly bpm: number;
  readonly minutes: number;
  readonly games: number;
  readonly position: DemoPosition;
  readonly classYear: DemoClass;
  /** The school's program prestige (identity.ts, z-like). */
  readonly prestige: number;
  /** The school's market size (marketSizeOf). */
  readonly market: number;
  /** The team's share of games won this season. */
  readonly winShare: number;
  /** His following (followingOf), the same in every season. */
  readonly following: number;
}

export interface NilDealDraw {
  readonly playerId: number;
  readonly teamId: number;
  /** Disclosed deals (≥ 1). */
  readonly deals: number;
  /** Their annual value together, whole US dollars. */
  readonly annualValue: number;
}

/** ln of the typical deal before the player's own terms: ~$1,100 men's D1, $900 women's D1. */
const BASE_LOG_VALUE: Readonly<Record<Gender, Readonly<Record<Division, number>>>> = {
  MALE: { 1: Math.log(1000), 2: Math.log(45), 3: Math.log(25) },
  FEMALE: { 1: Math.log(700), 2: Math.log(35), 3: Math.log(20) },
};

/** Logistic opening of the disclosure chance for a player at the base value. */
const DISCLOSURE_OPENING: Readonly<Record<Gender, Readonly<Record<Division, number>>>> = {
  MALE: { 1: -0.9, 2: -3.6, 3: -5.0 },
  FEMALE: { 1: -1.1, 2: -3.7, 3: -5.1 },
};

const TALENT_WEIGHT: Readonly<Record<Gender, number>> = { MALE: 1.3, FEMALE: 1.0 };
const STAR_WEIGHT: Readonly<Record<Gender, number>> = { MALE: 0.8, FEMALE: 0.4 };
const FOLLOWING_WEIGHT: Readonly<Record<Gender, number>> = { MALE: 0.7, FEMALE: 1.1 };
const VIRAL_SHARE: Readonly<Record<Gender, number>> = { MALE: 0.02, FEMALE: 0.04 };
const VIRAL_LIFT = 1.2;

const POSITION_TERM: Readonly<Record<DemoPosition, number>> = { G: 0.15, F: 0, C: -0.1 };
const CLASS_TERM: Readonly<Record<DemoClass, number>> = {
  'Fr.': -0.15,
  'So.': -0.05,
  'Jr.': 0.05,
  'Sr.': 0.1,
  'Gr.': 0.1,
};

const STAR_TALENT = 0.8;
/** The star premium stops growing 1.5 above STAR_TALENT (at ×3.9). */
const STAR_SPAN = 1.5;
const NOISE_SD = 0.5;

/** A person's following: Normal(0, 1), plus a viral following for a few (module comment). */
export function followingOf(seed: number, gender: Gender, personKey: number): number {
  const rng = new Rng(seed, `league/${gender}/nil-following/${personKey}`);
  const base = rng.normal();
  return rng.chance(VIRAL_SHARE[gender]) ? base + VIRAL_LIFT + Math.abs(rng.normal(0, 0.5)) : base;
}

/** A school's market size, Normal(0, 1), the same for both genders. */
export function marketSizeOf(seed: number, teamKey: string): number {
  return new Rng(seed, `nil-market/${teamKey}`).normal();
}

/** ln(value) above the base, without the noise (the module comment's terms). */
export function nilDealTerms(gender: Gender, candidate: NilDealCandidate): number {
  const aboveRotation = candidate.talent;
  const minutesPerGame = candidate.games > 0 ? candidate.minutes / candidate.games : 0;
  return (
    TALENT_WEIGHT[gender] * aboveRotation +
    STAR_WEIGHT[gender] * Math.min(STAR_SPAN, Math.max(0, aboveRotation - STAR_TALENT)) ** 2 +
    0.05 * candidate.bpm +
    0.03 * (minutesPerGame - 20) +
    0.45 * candidate.prestige +
    0.35 * candidate.market +
    0.6 * (candidate.winShare - 0.5) +
    POSITION_TERM[candidate.position] +
    CLASS_TERM[candidate.classYear] +
    FOLLOWING_WEIGHT[gender] * candidate.following
  );
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Poisson by Knuth's product of uniforms (small means only). */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let product = rng.next();
  let count = 0;
  while (product > limit) {
    count += 1;
    product *= rng.next();
  }
  return count;
}

/**
 * One season's disclosed deals of a gender, in candidate order (players without deals left
 * out). Each player draws from his own fork of the season's stream (by player id), so one
 * player's draws never shift another's.
 */
export function drawNilDeals(
  gender: Gender,
  candidates: readonly NilDealCandidate[],
  season: Rng,
): NilDealDraw[] {
  const draws: NilDealDraw[] = [];
  for (const candidate of candidates) {
    const rng = season.fork(String(candidate.playerId));
    const above = nilDealTerms(gender, candidate) + rng.normal(0, NOISE_SD);
    const disclosed = rng.chance(
      logistic(DISCLOSURE_OPENING[gender][candidate.division] + 0.9 * above),
    );
    const extraDeals = poisson(rng, Math.min(8, 0.6 * Math.exp(0.3 * above)));
    if (!disclosed) continue;
    draws.push({
      playerId: candidate.playerId,
      teamId: candidate.teamId,
      deals: 1 + extraDeals,
      annualValue: Math.max(
        50,
        Math.round(Math.exp(BASE_LOG_VALUE[gender][candidate.division] + above)),
      ),
    });
  }
  return draws;
}
