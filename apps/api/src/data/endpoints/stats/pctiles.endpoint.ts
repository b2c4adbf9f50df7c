/**
 * `pctiles` (query style): stored percentiles (METHODS §8) of qualified players (40% of team
 * minutes), one row per player × stat × pool. `qualifierType` picks the pool: 'overall', or
 * 'byPosition' (the player's position group, or overall where the group is under 30 players,
 * which the build already folded in); absent: both.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { playerPercentiles } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';

const NAME = 'pctiles';
const POOLS: Readonly<Record<string, readonly string[]>> = {
  overall: ['overall'],
  byPosition: ['G', 'F', 'C'],
};

export const pctilesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    let pools: readonly string[] | null = null;
    if (params.qualifierType !== undefined) {
      const chosen = POOLS[params.qualifierType];
      if (chosen === undefined) {
        const name = segmentName(NAME, 'qualifierType');
        throw new DataInputError(
          `"${name}" must be "overall" or "byPosition", got "${params.qualifierType}"`,
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
      stats: params.metricType === undefined ? null : [params.metricType],
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
});
