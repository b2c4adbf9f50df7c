/**
 * `team-colors`: each team's primary and secondary colors. The NCAA datasets carry none (the
 * values are null there); the demo league's teams have theirs.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { assertIdsExist, competitionIdsOf, idsOf, updatedOf } from './config-values';

const NAME = 'team-colors';

export const teamColorsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = competitionIdsOf(NAME, params);
    const teamIds = idsOf(params, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', params);
    const updated = await updatedOf(request);
    const rows = await teamList(db, { competitionIds, teamIds });
    return rows.map((row) => ({
      _id: `${row.competitionId}-${row.teamId}`,
      updated,
      competitionId: row.competitionId,
      teamId: row.teamId,
      teamMarket: row.teamMarket,
      teamKey: row.teamKey,
      colorPrimary: row.colorPrimary,
      colorSecondary: row.colorSecondary,
    }));
  },
});
