/**
 * `pctile-cutoffs` (path style): for each stat and pool, the value an entity must reach to be
 * at the 10th, 25th, 50th, 75th and 90th percentile (in the stat's better direction), by linear
 * interpolation between the stored values: teams over the division's ranked teams, players over
 * the stored percentile pools (qualified players). Lets a client place any value on the scale.
 */
import type { PctileCutoffRow } from '@courtside/contract/schemas';
import { PctileCutoffRowSchema } from '@courtside/contract/schemas';
import { percentileCutoffs } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';
import { statsContext } from './support/config';

const NAME = 'pctile-cutoffs';

export const pctileCutoffsEndpoint: DataEndpoint<PctileCutoffRow> = {
  name: NAME,
  access: 'public',
  summary: 'Values at the 10/25/50/75/90th percentiles of each team and player stat.',
  requires: ['competitionId'],
  accepts: ['ptgc', 'metricType'],
  row: PctileCutoffRowSchema,
  example: { competitionId: 38409, ptgc: 'team' },
  notes: ['ptgc team | player (absent: both); metricType keeps one stat.'],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const ptgc = config.ptgc;
    if (ptgc !== undefined && ptgc !== 'team' && ptgc !== 'player') {
      const name = segmentName(NAME, 'ptgc');
      throw new DataInputError(`"${name}" must be "team" or "player" here, got "${ptgc}"`, name);
    }
    const rows = await percentileCutoffs(db, {
      competitionId: context.competitionId,
      entity: ptgc ?? null,
    });
    return rows
      .filter((row) => config.metricType === undefined || row.stat === config.metricType)
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
};
