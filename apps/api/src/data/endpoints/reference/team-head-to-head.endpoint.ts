/**
 * `team-head-to-head` (path style, public): every game two schools played against each other in
 * every season held, told from the first team's side. Each id is one season's team, turned into
 * its school by the query; the checks here are what a client can get wrong: not exactly two
 * teams, an id no season has (404), an id two seasons share without `competition` to pick one,
 * teams of different genders, two teams of the same school.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamSchool } from '@courtside/warehouse/query/reference/head-to-head';
import { headToHeadGames, teamSchools } from '@courtside/warehouse/query/reference/head-to-head';
import { DataInputError } from '../../endpoint';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { UnknownIdError } from '../../unknown-id';
import { segmentName, updatedOf } from './config-values';

const NAME = 'team-head-to-head';
const TEAMS = segmentName(NAME, 'teamIds');

async function schoolOf(
  request: DataRequest<{ readonly competitionId?: number }>,
  teamId: number,
): Promise<TeamSchool> {
  const seasons = await teamSchools(request.db, {
    teamId,
    competitionId: request.params.competitionId ?? null,
  });
  const [school] = seasons;
  if (school === undefined) throw new UnknownIdError(`Unknown team ${teamId} ("${TEAMS}")`, TEAMS);
  if (seasons.some((other) => other.teamKey !== school.teamKey)) {
    const competitions = seasons.map((season) => season.competitionId).join(', ');
    throw new DataInputError(
      `Team ${teamId} is a team of several seasons (competitions ${competitions}): add "${segmentName(NAME, 'competitionId')}" to say which`,
      TEAMS,
    );
  }
  return school;
}

export const teamHeadToHeadEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { teamIds } = request.params;
    const [firstId, secondId] = teamIds;
    if (teamIds.length !== 2 || firstId === undefined || secondId === undefined) {
      throw new DataInputError(`"${TEAMS}" names exactly two teams (got ${teamIds.length})`, TEAMS);
    }
    const first = await schoolOf(request, firstId);
    const second = await schoolOf(request, secondId);
    if (first.gender !== second.gender) {
      throw new DataInputError(
        `Teams ${firstId} and ${secondId} play in different genders' competitions`,
        TEAMS,
      );
    }
    if (first.teamKey === second.teamKey) {
      throw new DataInputError(
        `Teams ${firstId} and ${secondId} are the same school (${first.teamMarket})`,
        TEAMS,
      );
    }
    const games = await headToHeadGames(request.db, {
      teamKey: first.teamKey,
      teamKeyAgst: second.teamKey,
      gender: first.gender,
    });
    const updated = await updatedOf(request);
    return games.map((game) => ({
      _id: `${game.competitionId}-${game.gameId}-${game.teamId}`,
      updated,
      ...game,
    }));
  },
});
