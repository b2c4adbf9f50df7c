/**
 * `pctiles` (query style): stored percentiles (METHODS §8) of qualified players (40% of team
 * minutes), one row per player × stat × pool. `qualifierType` picks the pool: 'overall', or
 * 'byPosition' (the player's position group, or overall where the group is under 30 players,
 * which the build already folded in); absent: both.
 */
import type { PctileRow } from '@courtside/contract/schemas';
import { PctileRowSchema } from '@courtside/contract/schemas';
import { playerPercentiles } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';
import { statsContext } from './support/config';

const NAME = 'pctiles';
const POOLS: Readonly<Record<string, readonly string[]>> = {
  overall: ['overall'],
  byPosition: ['G', 'F', 'C'],
};

export const pctilesEndpoint: DataEndpoint<PctileRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary: 'Percentiles of qualified players by stat, overall and by position group.',
  requires: ['competitionId'],
  accepts: ['teamId', 'playerId', 'qualifierType', 'metricType'],
  row: PctileRowSchema,
  example: { competitionId: 38529, playerId: 8725659 },
  notes: [
    'qualifierType: overall | byPosition (the user setting playerPctilesType). metricType keeps one stat.',
    'Stats: tsPct, efgPct, usagePct, astPct, tovPct (lower is better), orbPct, drbPct, stlPct, blkPct, fg3Pct, ftPct, ptsPer40, per, bpm.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    let pools: readonly string[] | null = null;
    if (config.qualifierType !== undefined) {
      const chosen = POOLS[config.qualifierType];
      if (chosen === undefined) {
        const name = segmentName(NAME, 'qualifierType');
        throw new DataInputError(
          `"${name}" must be "overall" or "byPosition", got "${config.qualifierType}"`,
          name,
        );
      }
      pools = chosen;
    }
    const rows = await playerPercentiles(db, {
      competitionId: context.competitionId,
      playerId: context.playerId,
      teamId: context.teamId,
      pools,
      stats: config.metricType === undefined ? null : [config.metricType],
    });
    return rows.map((row) => ({
      _id: `${context.competitionId}-${row.playerId}-${row.stat}-${row.pool}`,
      updated: context.updated,
      competitionId: context.competitionId,
      playerId: row.playerId,
      teamId: row.teamId,
      fullName: row.fullName,
      teamMarket: row.teamMarket,
      position: row.position,
      pool: row.pool,
      stat: row.stat,
      value: row.value,
      pctile: row.percentile,
      poolSize: row.poolSize,
    }));
  },
};
