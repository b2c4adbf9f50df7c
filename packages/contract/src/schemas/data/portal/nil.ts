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
