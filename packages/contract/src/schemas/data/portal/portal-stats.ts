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
