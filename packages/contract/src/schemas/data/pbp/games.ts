/**
 * Game event rows (enh-pbp, match-actions) and period summaries of teams and players.
 */
import { z } from 'zod';
import { OFFICIAL_BOX_COUNTS, agstKey, keysWithout } from '../../../stats';
import {
  PbpRowIdentityFields,
  PbpUnitPlayerSchema,
  pbpNullableNumbers,
  pbpNumbers,
} from './common';

const actionFields = {
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  /** Event sequence number within the game. */
  seq: z.number(),
  period: z.number(),
  periodLabel: z.string(),
  /** Seconds left in the period, and as "MM:SS". */
  clock: z.number(),
  clockLabel: z.string(),
  gameSecond: z.number(),
  /** shot, freeThrow, rebound, turnover, steal, block, foul, substitution, timeout, jumpBall, other… */
  actionType: z.string(),
  /** Shot type, turnover or foul kind, in/out, rebound kind… */
  subType: z.string().nullable(),
  isHome: z.boolean().nullable(),
  teamId: z.number().nullable(),
  playerId: z.number().nullable(),
  fullName: z.string().nullable(),
  /** Assister, blocker or fouled player. */
  otherPlayerId: z.number().nullable(),
  otherFullName: z.string().nullable(),
  isMade: z.boolean().nullable(),
  /** Points of a make, the attempted value of a miss. */
  points: z.number().nullable(),
  homeScore: z.number(),
  awayScore: z.number(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  description: z.string(),
};

export const MatchActionRowSchema = z.object(actionFields);
export type MatchActionRow = z.infer<typeof MatchActionRowSchema>;

export const EnhPbpRowSchema = z.object({
  ...actionFields,
  /** Home score minus away score after the event. */
  margin: z.number(),
  isClutch: z.boolean(),
  /** Win probability after the event (METHODS §7); 0 or 1 at the final horn. */
  wpHome: z.number().nullable(),
  wpAway: z.number().nullable(),
  distance: z.number().nullable(),
  shotZone: z.string().nullable(),
  homeLineup: z.array(PbpUnitPlayerSchema),
  awayLineup: z.array(PbpUnitPlayerSchema),
});
export type EnhPbpRow = z.infer<typeof EnhPbpRowSchema>;

/**
 * The official box counts a team period row carries for itself and (`…Agst`) its opponents:
 * points come first as ptsScored/ptsAgst; total rebounds, steals, blocks and fouls are left out.
 */
export const TEAM_PERIOD_BOX_COUNTS = keysWithout(OFFICIAL_BOX_COUNTS, [
  'ptsScored',
  'reb',
  'stl',
  'blk',
  'pf',
]);

const PERIOD_COUNTS = [
  'gpPbp',
  'mins',
  'poss',
  'possAgst',
  'ptsScored',
  'ptsAgst',
  ...TEAM_PERIOD_BOX_COUNTS,
  ...TEAM_PERIOD_BOX_COUNTS.map(agstKey),
  'periodsWon',
  'periodsLost',
  'periodsTied',
] as const;
const PERIOD_RATES = [
  'ptsScoredPg',
  'ptsAgstPg',
  'marginPg',
  'ortg',
  'drtg',
  'netRtg',
  'efgPct',
  'efgPctAgst',
] as const;

export const TeamPeriodSummaryRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  /** Null for season rows; the game of a one-game summary. */
  gameId: z.number().nullable(),
  teamId: z.number(),
  teamMarket: z.string(),
  period: z.number(),
  periodLabel: z.string(),
  ...pbpNumbers(PERIOD_COUNTS),
  ...pbpNullableNumbers(PERIOD_RATES),
});
export type TeamPeriodSummaryRow = z.infer<typeof TeamPeriodSummaryRowSchema>;

/** A player period row carries the whole official box line. */
const PLAYER_PERIOD_COUNTS = ['gpPbp', 'mins', ...OFFICIAL_BOX_COUNTS, 'plusMinus'] as const;
const PLAYER_PERIOD_RATES = [
  'minsPg',
  'ptsScoredPg',
  'fgPct',
  'fg3Pct',
  'ftPct',
  'efgPct',
] as const;

export const PlayerPeriodSummaryRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number().nullable(),
  playerId: z.number(),
  fullName: z.string(),
  teamId: z.number(),
  period: z.number(),
  periodLabel: z.string(),
  ...pbpNumbers(PLAYER_PERIOD_COUNTS),
  ...pbpNullableNumbers(PLAYER_PERIOD_RATES),
});
export type PlayerPeriodSummaryRow = z.infer<typeof PlayerPeriodSummaryRowSchema>;
