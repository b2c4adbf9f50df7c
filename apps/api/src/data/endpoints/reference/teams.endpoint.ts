/**
 * `teams` (§7 start-up read, asked with no params: every team of every competition): teams with
 * their division and conference. Team ids belong to one season; `teamKey` links seasons.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamListFilter } from '@courtside/warehouse';
import { teamList, teamListJson } from '@courtside/warehouse';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import {
  asGender,
  checkedTeamListFilter,
  competitionIdsOf,
  genderOf,
  updatedOf,
} from './config-values';

const NAME = 'teams';

/** The request's checked filter over the competitions it names (all of them when none). */
const filterOf = (request: DataRequest): Promise<TeamListFilter> =>
  checkedTeamListFilter(NAME, request, competitionIdsOf(NAME, request.params));

export const teamsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  // The rows `handle` makes, written as JSON by DuckDB (every team of every season is ~9,000
  // rows); null, and `handle` answers, when the text could differ from JSON.stringify's.
  async serializedWhole(request) {
    const filter = await filterOf(request);
    return teamListJson(request.db, {
      ...filter,
      gender: genderOf(NAME, request.params),
      updated: await updatedOf(request),
    });
  },
  async handle(request) {
    const filter = await filterOf(request);
    const gender = genderOf(NAME, request.params);
    const updated = await updatedOf(request);
    const rows = await teamList(request.db, filter);
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
