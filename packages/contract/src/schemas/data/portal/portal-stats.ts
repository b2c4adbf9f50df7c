/**
 * Stats of portal entrants and of teams' transfers:
 * - `portal-agg-stats`: each entrant's season aggregates at the school he left, in the
 *   player-agg-stats vocabulary, plus his move;
 * - `portal-agg-pbp-stats`: the same in the player-agg-pbp-stats vocabulary (zones, assists);
 * - `team-transfer-agg-stats`: per team, transfers in and out and the METHODS §10 analysis
 *   (opponent-adjusted ORtg change of its incoming transfers net of non-transfers' change).
 */
import { z } from 'zod';
import { StoredRowFields } from '../reference/common';
import { PlayerAggPbpRowSchema } from '../pbp/zones';
import { PlayerAggStatsRowSchema } from '../stats/players';
import { PortalMoveFields } from './transfer-portal';

const nullableNumber = z.number().nullable();

/** The move fields a stats row adds, without the ids the stats row already has. */
const moveFields = {
  ...PortalMoveFields,
  /** The season the stats are from (the one he left). */
  statsCompetitionId: z.number().int().positive(),
};

export const PortalAggStatsRowSchema = PlayerAggStatsRowSchema.extend(moveFields);
export type PortalAggStatsRow = z.infer<typeof PortalAggStatsRowSchema>;

export const PortalAggPbpRowSchema = PlayerAggPbpRowSchema.extend(moveFields);
export type PortalAggPbpRow = z.infer<typeof PortalAggPbpRowSchema>;

export const TRANSFER_ROLES = ['starter', 'rotation', 'bench'] as const;

/** One transfer's METHODS §10 analysis inside team-transfer-agg-stats' `transfersIn`. */
export const TransferImpactSchema = z.object({
  personId: z.number().int().nonnegative(),
  playerId: z.number().int().nonnegative(),
  fullName: z.string(),
  classYr: z.string().nullable(),
  role: z.enum(TRANSFER_ROLES).nullable(),
  teamIdFrom: z.number().int().nonnegative(),
  teamMarketFrom: z.string(),
  minsFrom: z.number(),
  minsTo: z.number(),
  ortgFrom: nullableNumber,
  ortgTo: nullableNumber,
  ortgAdjFrom: nullableNumber,
  ortgAdjTo: nullableNumber,
  ortgAdjChange: nullableNumber,
  /** Mean change of non-transfers of the same class and role. */
  baselineChange: nullableNumber,
  baselinePlayers: z.number().int().nonnegative(),
  transferEffect: nullableNumber,
});
export type TransferImpactValues = z.infer<typeof TransferImpactSchema>;

export const TeamTransferAggRowSchema = z.object({
  ...StoredRowFields,
  competitionId: z.number().int().positive(),
  competitionIdFrom: z.number().int().positive().nullable(),
  source: z.enum(['transfers', 'person-links']),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  conferenceId: z.number().int().nonnegative().nullable(),
  divisionId: z.number().int().min(1).max(3),
  /** Committed transfers who joined / left the school. */
  transfersIn: z.number().int().nonnegative(),
  transfersOut: z.number().int().nonnegative(),
  /** Entrants from the school who withdrew (back on the team) or went unsigned. */
  withdrawn: z.number().int().nonnegative(),
  unsigned: z.number().int().nonnegative(),
  /** Play-by-play minutes this season of incoming transfers, and their share of team minutes. */
  minsIn: z.number(),
  minsInPct: nullableNumber,
  /** Play-by-play minutes last season of players who transferred out. */
  minsOutLastSeason: z.number(),
  /** Minutes-weighted mean transfer effect of incoming transfers with one (METHODS §10). */
  transferEffectIn: nullableNumber,
  transferEffectInPlayers: z.number().int().nonnegative(),
  /** Each incoming transfer rated on both sides. */
  transfersInDetail: z.array(TransferImpactSchema),
});
export type TeamTransferAggRow = z.infer<typeof TeamTransferAggRowSchema>;

/** Levels of a move, highest first: Division I's six high-major conferences, the rest of I, II, III. */
export const TRANSFER_LEVELS = ['d1-high-major', 'd1-other', 'd2', 'd3'] as const;
export const TRANSFER_DIRECTIONS = ['up', 'same', 'down'] as const;

const nullableConference = z.number().int().nonnegative().nullable();
const nullableLevel = z.enum(TRANSFER_LEVELS).nullable();

/**
 * One transfer of `transfer-history`: his last season at the school left and his first at the
 * new one (play-by-play games), the direction of the move, and the METHODS §10 analysis.
 * `playerId`, `teamIdTo` are this competition's ids; `playerIdFrom`, `teamIdFrom` the season
 * left's (`competitionIdFrom`).
 */
export const TransferHistoryRowSchema = TransferImpactSchema.extend({
  ...StoredRowFields,
  competitionId: z.number().int().positive(),
  competitionIdFrom: z.number().int().positive(),
  playerIdFrom: z.number().int().nonnegative(),
  /** Listed position this season (else the season left's): G, F or C. */
  position: z.string().nullable(),
  conferenceIdFrom: nullableConference,
  conferenceShortNameFrom: z.string().nullable(),
  divisionIdFrom: z.number().int().min(1).max(3),
  teamIdTo: z.number().int().positive(),
  teamMarketTo: z.string(),
  conferenceIdTo: nullableConference,
  conferenceShortNameTo: z.string().nullable(),
  divisionIdTo: z.number().int().min(1).max(3),
  levelFrom: nullableLevel,
  levelTo: nullableLevel,
  moveDirection: z.enum(TRANSFER_DIRECTIONS).nullable(),
  /** Games, points and per-game values of each season (play-by-play games). */
  gpFrom: z.number().int().nonnegative(),
  gpTo: z.number().int().nonnegative(),
  ptsFrom: z.number(),
  ptsTo: z.number(),
  ptsPgFrom: nullableNumber,
  ptsPgTo: nullableNumber,
  minsPgFrom: nullableNumber,
  minsPgTo: nullableNumber,
});
export type TransferHistoryRow = z.infer<typeof TransferHistoryRowSchema>;
