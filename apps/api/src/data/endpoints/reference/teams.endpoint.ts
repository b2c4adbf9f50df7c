/**
 * `teams` (§7 start-up read, asked with no params: every team of every competition): teams with
 * their division and conference. Team ids belong to one season; `teamKey` links seasons.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import {
  asGender,
  assertIdsExist,
  competitionIdsOf,
  divisionOf,
  genderOf,
  idsOf,
  updatedOf,
} from './config-values';

const NAME = 'teams';

export const teamsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = competitionIdsOf(NAME, params);
    const teamIds = idsOf(params, 'teamId', 'teamIds');
    const gender = genderOf(NAME, params);
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', params);
    if (params.conferenceId !== undefined) {
      await assertIdsExist(db, NAME, 'conference', [params.conferenceId], null, 'conferenceId');
    }
    const updated = await updatedOf(request);
    const rows = await teamList(db, {
      competitionIds,
      teamIds,
      divisionId: divisionOf(NAME, params),
      conferenceId: params.conferenceId ?? null,
    });
    return rows
      .filter((row) => gender === null || row.gender === gender)
      .map((row) => ({
        _id: `${row.competitionId}-${row.teamId}`,
        updated,
        competitionId: row.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamName: row.teamName,
        gender: asGender(row.gender),
        divisionId: row.divisionId,
        conferenceId: row.conferenceId,
        conferenceShortName: row.conferenceShortName,
        teamKey: row.teamKey,
        games: row.games,
      }));
  },
});
