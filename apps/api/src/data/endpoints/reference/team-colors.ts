/**
 * `team-colors`: each team's primary and secondary colors. The NCAA datasets carry none (the
 * values are null there); the demo league's teams have theirs.
 */
import type { TeamColorRow } from '@courtside/contract/schemas';
import { TeamColorRowSchema } from '@courtside/contract/schemas';
import { teamList } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertIdsExist, competitionIdsOf, idsOf, updatedOf } from './config-values';

const NAME = 'team-colors';

export const teamColorsEndpoint: DataEndpoint<TeamColorRow> = {
  name: NAME,
  access: 'public',
  summary: 'Primary and secondary colors of each team (null where the source has none).',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'teamId', 'teamIds'],
  row: TeamColorRowSchema,
  example: { competitionId: 38409 },
  async handle(request) {
    const { config, db } = request;
    const competitionIds = competitionIdsOf(NAME, config);
    const teamIds = idsOf(config, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', config);
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
};
