/**
 * `ranks` (query style): stored ranks (METHODS §8) of teams or players, one row per entity ×
 * stat, with a team's rank within its conference. A `playerId`, or `ptgc=player`, asks for
 * player ranks (qualified players: 10% of team minutes); otherwise team ranks.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { statRanks } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';

const NAME = 'ranks';

export const ranksEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const ptgc = params.ptgc ?? (context.playerId === null ? 'team' : 'player');
    if (ptgc !== 'team' && ptgc !== 'player') {
      const name = segmentName(NAME, 'ptgc');
      throw new DataInputError(`"${name}" must be "team" or "player" here, got "${ptgc}"`, name);
    }
    if (ptgc === 'team' && context.playerId !== null) {
      const name = segmentName(NAME, 'ptgc');
      throw new DataInputError(`"${name}" "team" does not go with a playerId`, name);
    }
    const rows = await statRanks(db, {
      competitionId: context.competitionId,
      entity: ptgc,
      entityId: ptgc === 'team' ? context.teamId : context.playerId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      divisionId: context.divisionId,
      stats: params.metricType === undefined ? null : [params.metricType],
    });
    return rows.map((row) => ({
      _id: `${context.competitionId}-${row.entity}-${row.playerId ?? row.teamId}-${row.scope}-${row.stat}`,
      updated: context.updated,
      competitionId: context.competitionId,
      entity: row.entity,
      teamId: row.teamId,
      ...(row.playerId === null ? {} : { playerId: row.playerId }),
      fullName: row.fullName,
      teamMarket: row.teamMarket,
      conferenceId: row.conferenceId,
      divisionId: row.divisionId,
      scope: row.scope,
      stat: row.stat,
      value: row.value,
      rank: row.rank,
      rankLabel: row.rankLabel,
      poolSize: row.poolSize,
      confRank: row.confRank,
      confPoolSize: row.confPoolSize,
    }));
  },
});
