/**
 * Draft prospect rows (METHODS §10 "Draft indicators"): `draft-prospects` lists every rated
 * player of a competition with the indicators the draft model reads, his age-adjusted production
 * and the model's projection; `draft-model` describes the fitted model (standardised weights)
 * and how well it predicted each past draft it did not see (leave-one-season-out backtest).
 *
 * A projection exists only where the warehouse holds past drafts to fit on (the demo league
 * simulates one after every season; the real NCAA sources carry none), so the model fields are
 * null otherwise and `draft-model` says why.
 */
import { z } from 'zod';
import { StoredRowFields } from '../reference/common';

/** Projected tiers, best first. Men: picks 1-14, 15-30, 31-60; women: 1-12, 13-24, 25-36. */
export const DRAFT_TIER_NAMES = [
  'Lottery',
  'First round',
  'Second round',
  'Third round',
  'Undrafted',
] as const;
export type DraftTierName = (typeof DRAFT_TIER_NAMES)[number];

const share = z.number().min(0).max(1);
const nullableShare = share.nullable();

export const DraftProspectRowSchema = z.object({
  ...StoredRowFields,
  competitionId: z.number().int().positive(),
  divisionId: z.number().int().min(1).max(3),
  playerId: z.number().int().nonnegative(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  conferenceId: z.number().int().nonnegative().nullable(),
  position: z.string().nullable(),
  classYr: z.string().nullable(),
  /** Inches. */
  height: z.number().nullable(),
  /** Age on draft day estimated from the class (Fr. 19 … Gr. 23); no source has birth dates. */
  ageEst: z.number().nullable(),
  gp: z.number().int().nonnegative(),
  mins: z.number().nonnegative(),
  minsPg: z.number().nonnegative(),
  /** Box rating per 100 possessions (the player-ratings BPM). */
  bpm: z.number(),
  /** BPM minus the mean BPM of rated players of the same class in the pool (age adjustment). */
  ageAdjBpm: z.number(),
  usagePct: nullableShare,
  tsPct: nullableShare,
  astPct: nullableShare,
  stlPct: nullableShare,
  blkPct: nullableShare,
  orbPct: nullableShare,
  drbPct: nullableShare,
  /** 3PA / FGA. */
  threePaRate: nullableShare,
  ftPct: nullableShare,
  /** The team's strength of schedule (mean opponent adjusted margin, points per 100). */
  sos: z.number().nullable(),
  /** Probability of being drafted after this season, from the model; null without a model. */
  draftProb: nullableShare,
  /** 0..100: percentile of draftProb among the gender's pool of the competition. */
  prospectScore: z.number().int().min(0).max(100).nullable(),
  /** Rank by draftProb within the gender's pool (1 = most likely); null without a model. */
  projectedRank: z.number().int().positive().nullable(),
  projectedTier: z.enum(DRAFT_TIER_NAMES).nullable(),
  /** Whether the warehouse holds the draft that followed this season. */
  draftKnown: z.boolean(),
  /** The pick he went at (1-based) in that draft; null when undrafted or unknown. */
  draftPick: z.number().int().positive().nullable(),
  draftRound: z.number().int().positive().nullable(),
  /** Players in the gender's pool of the competition (the base of prospectScore). */
  poolSize: z.number().int().positive(),
});
export type DraftProspectRow = z.infer<typeof DraftProspectRowSchema>;

/** One indicator of the model with its weight on standardised inputs. */
export const DraftModelWeightSchema = z.object({
  /** A DraftProspectRow field name (bpm, ageEst, usagePct…), or `usageTimesTs`. */
  indicator: z.string(),
  label: z.string(),
  /** Logistic-regression weight per standard deviation of the indicator. */
  weight: z.number(),
});

/** How the model fitted without one season predicted that season's draft. */
export const DraftBacktestSeasonSchema = z.object({
  competitionId: z.number().int().positive(),
  season: z.string(),
  players: z.number().int().nonnegative(),
  drafted: z.number().int().nonnegative(),
  /** Area under the ROC curve of draftProb for drafted versus not. */
  auc: share,
  /** Mean log loss and Brier score of draftProb. */
  logLoss: z.number().nonnegative(),
  brier: share,
  /** Of the players the model ranked in the top N (N = picks in that draft), how many went. */
  topNHits: z.number().int().nonnegative(),
});

export const DraftModelRowSchema = z.object({
  ...StoredRowFields,
  competitionId: z.number().int().positive(),
  gender: z.enum(['MALE', 'FEMALE']),
  /** False when the warehouse holds no past drafts of this gender to fit on. */
  available: z.boolean(),
  /** Why the model is unavailable; null when available. */
  reason: z.string().nullable(),
  /** Picks per draft (60 men, 36 women). */
  picksPerDraft: z.number().int().positive(),
  /** Competitions whose drafts the published model was fitted on. */
  trainedOn: z.array(z.number().int().positive()),
  trainingRows: z.number().int().nonnegative(),
  iterations: z.number().int().nonnegative(),
  intercept: z.number(),
  weights: z.array(DraftModelWeightSchema),
  backtest: z.array(DraftBacktestSeasonSchema),
  /** Pooled over the backtest seasons (null without a backtest). */
  backtestAuc: nullableShare,
  backtestLogLoss: z.number().nonnegative().nullable(),
  method: z.string(),
});
export type DraftModelRow = z.infer<typeof DraftModelRowSchema>;
