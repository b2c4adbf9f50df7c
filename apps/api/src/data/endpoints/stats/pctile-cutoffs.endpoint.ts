/**
 * `pctile-cutoffs` (path style): for each stat and pool, the value an entity must reach to be
 * at the 10th, 25th, 50th, 75th and 90th percentile (in the stat's better direction), by linear
 * interpolation between the stored values: teams over the division's ranked teams, players over
 * the stored percentile pools (qualified players). Lets a client place any value on the scale.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { percentileCutoffs } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';

const NAME = 'pctile-cutoffs';

export const pctileCutoffsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const ptgc = params.ptgc;
    if (ptgc !== undefined && ptgc !== 'team' && ptgc !== 'player') {
      const name = segmentName(NAME, 'ptgc');
      throw new DataInputError(`"${name}" must be "team" or "player" here, got "${ptgc}"`, name);
    }
    const rows = await percentileCutoffs(db, {
      competitionId: context.competitionId,
      entity: ptgc ?? null,
    });
    return rows
      .filter((row) => params.metricType === undefined || row.stat === params.metricType)
      .map((row) => ({
        _id: `${context.competitionId}-${row.entity}-${row.pool}-${row.stat}`,
        updated: context.updated,
        competitionId: context.competitionId,
        entity: row.entity,
        pool: row.pool,
        stat: row.stat,
        higherIsBetter: row.higherIsBetter,
        poolSize: row.poolSize,
        pctile10: row.cutoffs[10],
        pctile25: row.cutoffs[25],
        pctile50: row.cutoffs[50],
        pctile75: row.cutoffs[75],
        pctile90: row.cutoffs[90],
      }));
  },
});
