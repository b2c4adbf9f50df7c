/**
 * Lineup rows (lineup-agg-stats-top, enh-lineup-game-summaries), on/off rows and the game-flow
 * rows. Units are keyed by roster player ids, the same five in home and away games. Ratings are
 * per 100 possessions (METHODS §4), null without possessions; possessions always come along.
 */
import { z } from 'zod';
import {
  FIELD_GOAL_COUNTS,
  LINEUP_RATES,
  NET_RATINGS,
  ON_OFF_SHOOTING,
  agstKey,
  attemptsFirst,
} from '../../../stats';
import {
  PbpRowIdentityFields,
  PbpUnitPlayerSchema,
  pbpNullableNumbers,
  pbpNumbers,
} from './common';

const unitNames = {
  pName1: z.string(),
  pName2: z.string(),
  pName3: z.string(),
  pName4: z.string(),
  pName5: z.string(),
  pId1: z.number().nullable(),
  pId2: z.number().nullable(),
  pId3: z.number().nullable(),
  pId4: z.number().nullable(),
  pId5: z.number().nullable(),
};

/** The registry's shooting counts a lineup row carries, the unit's and (`…Agst`) its opponents'. */
export const LINEUP_SHOT_COUNTS = FIELD_GOAL_COUNTS;

/** The field-goal counts of an on/off row's side, attempts first. */
export const ON_OFF_SHOT_COUNTS = attemptsFirst(FIELD_GOAL_COUNTS);

/**
 * The rates of an on/off row: `rtg` (points per 100 possessions of the row's side), the side's
 * shooting, and the team's ratings with the player on or off.
 */
export const ON_OFF_RATES = ['rtg', ...ON_OFF_SHOOTING, ...NET_RATINGS] as const;

const LINEUP_COUNTS = [
  'gpPbp',
  'stints',
  'minsPbp',
  'mins',
  'poss',
  'possAgst',
  'ptsScored',
  'ptsAgst',
  'plusMinus',
  ...LINEUP_SHOT_COUNTS,
  ...LINEUP_SHOT_COUNTS.map(agstKey),
] as const;

const lineupFields = {
  ...unitNames,
  lineupId: z.string(),
  teamId: z.number(),
  teamMarket: z.string(),
  conferenceId: z.number().nullable(),
  ...pbpNumbers(LINEUP_COUNTS),
  ...pbpNullableNumbers(LINEUP_RATES),
  /** At least 50 possessions (METHODS §4 hides smaller units by default). */
  isQualified: z.boolean(),
};

export const LineupAggRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  scope: z.literal('season'),
  ...lineupFields,
});
export type LineupAggRow = z.infer<typeof LineupAggRowSchema>;

export const LineupGameRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  teamIdAgst: z.number().nullable(),
  teamMarketAgst: z.string(),
  isHome: z.boolean(),
  isWin: z.boolean(),
  ...lineupFields,
});
export type LineupGameRow = z.infer<typeof LineupGameRowSchema>;

export const OnOffRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  teamId: z.number(),
  teamMarket: z.string(),
  scope: z.literal('seasonAll'),
  onOffDiff: z.enum(['on', 'off', 'diff']),
  /** true: the team's offense while on/off; false: its defense (the opponents' numbers). */
  isOffense: z.boolean(),
  playerId: z.number(),
  fullName: z.string(),
  gpPbp: z.number(),
  minsOn: z.number(),
  minsOff: z.number(),
  /** minsOn / (minsOn + minsOff): the share of the games he played. */
  minsPct: z.number().nullable(),
  /** minsOn over all the team's play-by-play minutes ≥ 10% (METHODS §8). */
  isQualified: z.boolean(),
  /** Possessions, points, attempts of the side the row is about (diff: on − off). */
  poss: z.number(),
  pts: z.number(),
  ...pbpNumbers(ON_OFF_SHOT_COUNTS),
  ...pbpNullableNumbers(ON_OFF_RATES),
  plusMinus: z.number(),
});
export type OnOffRow = z.infer<typeof OnOffRowSchema>;

export const GameFlowLineupRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  teamId: z.number(),
  isHome: z.boolean(),
  /** Stint number in the game (both teams share the numbering). */
  stint: z.number(),
  period: z.number(),
  periodLabel: z.string(),
  startSecond: z.number(),
  endSecond: z.number(),
  /** Seconds left in the period at the start and end. */
  startClock: z.number(),
  endClock: z.number(),
  players: z.array(PbpUnitPlayerSchema),
  ...unitNames,
  ptsScored: z.number(),
  ptsAgst: z.number(),
  plusMinus: z.number(),
  poss: z.number(),
  possAgst: z.number(),
  teamScoreStart: z.number(),
  oppScoreStart: z.number(),
});
export type GameFlowLineupRow = z.infer<typeof GameFlowLineupRowSchema>;

export const GameFlowPlayerRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  teamId: z.number(),
  isHome: z.boolean(),
  playerId: z.number().nullable(),
  fullName: z.string(),
  /** 1 for the player's first stretch on the floor, 2 for the next… */
  stretch: z.number(),
  period: z.number(),
  periodLabel: z.string(),
  startSecond: z.number(),
  endSecond: z.number(),
  startClock: z.number(),
  endClock: z.number(),
  mins: z.number(),
  ptsScored: z.number(),
  ptsAgst: z.number(),
  plusMinus: z.number(),
  poss: z.number(),
  possAgst: z.number(),
});
export type GameFlowPlayerRow = z.infer<typeof GameFlowPlayerRowSchema>;
