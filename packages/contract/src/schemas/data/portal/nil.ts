/**
 * NIL rows (METHODS §10): `nil-predictions` names the players; `raw-nil-anonymized` serves the
 * same index without anything that identifies a player (for distributions and models). The
 * index is built without social data and every row says so (`socialData: false`,
 * `method`). It publishes a tier and its index band, never a dollar figure.
 */
import { z } from 'zod';
import { StoredRowFields } from '../reference/common';

export const NIL_TIER_NAMES = ['Elite', 'High', 'Mid', 'Low', 'Minimal'] as const;
export const NIL_METHOD_LABEL =
  'Performance index (METHODS §10): rating 45%, minutes 25%, program prestige 20%, team 10%; no social data';

const share = z.number().min(0).max(1);

const nilValueFields = {
  ...StoredRowFields,
  competitionId: z.number().int().positive(),
  divisionId: z.number().int().min(1).max(3),
  position: z.string().nullable(),
  classYr: z.string().nullable(),
  /** Component percentiles (0..1) within gender × division. */
  ratingPctile: share,
  minutesPctile: share,
  prestigePctile: share,
  teamPctile: share,
  /** 0..100, whole number. */
  nilIndex: z.number().int().min(0).max(100),
  nilTier: z.enum(NIL_TIER_NAMES),
  nilRangeLow: z.number(),
  nilRangeHigh: z.number(),
  /** Players in the gender × division pool. */
  poolSize: z.number().int().positive(),
  socialData: z.literal(false),
  method: z.string(),
};

export const NilPredictionRowSchema = z.object({
  ...nilValueFields,
  playerId: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  conferenceId: z.number().int().nonnegative().nullable(),
  height: z.number().nullable(),
  /** The inputs behind the percentiles. */
  bpm: z.number(),
  mins: z.number(),
  gp: z.number().int().nonnegative(),
  programPrestige: z.number(),
  teamNetRtgAdj: z.number(),
  isTransfer: z.boolean(),
});
export type NilPredictionRow = z.infer<typeof NilPredictionRowSchema>;

export const RawNilRowSchema = z.object(nilValueFields);
export type RawNilRow = z.infer<typeof RawNilRowSchema>;

/** How one set of predictions fared on held-out deals (see `nil-model`). */
const heldOutFigures = {
  deals: z.number().int().nonnegative(),
  /** RMSE of ln(annual value): the index's calibration, then everyone-gets-the-median. */
  rmseLog: z.number().nonnegative(),
  baselineRmseLog: z.number().nonnegative(),
  /** Median of |predicted − actual| / actual. */
  medianApe: z.number().nonnegative(),
  baselineMedianApe: z.number().nonnegative(),
  /** Share of deals within a factor of two of the prediction. */
  withinFactorTwo: share,
  baselineWithinFactorTwo: share,
  /** Spearman's rank correlation of index and deal value; null without two distinct values. */
  spearman: z.number().min(-1).max(1).nullable(),
};

export const NilHeldOutSeasonSchema = z.object({
  competitionId: z.number().int().positive(),
  season: z.string(),
  /** Deals of the other seasons the season's calibration was fitted on. */
  trainingDeals: z.number().int().nonnegative(),
  ...heldOutFigures,
});

export const NilHeldOutPooledSchema = z.object(heldOutFigures);

/** Disclosed deals of one season of the pool (annual values in US dollars). */
export const NilDealSeasonSchema = z.object({
  competitionId: z.number().int().positive(),
  season: z.string(),
  /** Players with an index in the gender × division pool. */
  ratedPlayers: z.number().int().nonnegative(),
  /** Of them, players with disclosed deals. */
  deals: z.number().int().nonnegative(),
  medianValue: z.number().nonnegative().nullable(),
  topValue: z.number().nonnegative().nullable(),
});

/** A tier's index band through the calibration: the typical deal at its low and high end. */
export const NilValueBandSchema = z.object({
  tier: z.enum(NIL_TIER_NAMES),
  indexLow: z.number(),
  indexHigh: z.number(),
  valueLow: z.number().nonnegative(),
  valueHigh: z.number().nonnegative(),
});

/**
 * `nil-model`: how well the index predicts disclosed deal values, held out one season at a time,
 * for the competition's gender and one division; `available: false` with the reason when the
 * warehouse holds no deal values (every NCAA source) or too few to test on.
 */
export const NilModelRowSchema = z.object({
  ...StoredRowFields,
  competitionId: z.number().int().positive(),
  gender: z.enum(['MALE', 'FEMALE']),
  divisionId: z.number().int().min(1).max(3),
  available: z.boolean(),
  reason: z.string().nullable(),
  /** Every season of the gender × division pool with deal values in the warehouse. */
  seasons: z.array(NilDealSeasonSchema),
  /** ln(value) = intercept + slope · index, fitted on every season's deals; null when unavailable. */
  intercept: z.number().nullable(),
  slope: z.number().nullable(),
  residualSd: z.number().nonnegative().nullable(),
  trainingDeals: z.number().int().nonnegative(),
  /** Typical deal per tier (two significant digits), best tier first; empty when unavailable. */
  valueBands: z.array(NilValueBandSchema),
  backtest: z.array(NilHeldOutSeasonSchema),
  pooled: NilHeldOutPooledSchema.nullable(),
  method: z.string(),
});
export type NilModelRow = z.infer<typeof NilModelRowSchema>;
