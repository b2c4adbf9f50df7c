/**
 * `competition-teams` (query style): the teams of a competition with conference names, season
 * record and Courtside's net ranking: what division and conference pages list.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamsWithRecords } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import {
  asGender,
  assertIdsExist,
  divisionOf,
  idsOf,
  requiredCompetitionIds,
  updatedOf,
} from './config-values';

const NAME = 'competition-teams';

export const competitionTeamsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, params);
    const teamIds = idsOf(params, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', params);
    if (params.conferenceId !== undefined) {
      await assertIdsExist(db, NAME, 'conference', [params.conferenceId], null, 'conferenceId');
    }
    const updated = await updatedOf(request);
    const rows = await teamsWithRecords(db, {
      competitionIds,
      teamIds,
      divisionId: divisionOf(NAME, params),
      conferenceId: params.conferenceId ?? null,
    });
    return rows.map((row) => ({
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
      conferenceLongName: row.conferenceLongName,
      teamKey: row.teamKey,
      games: row.games,
      overallWins: row.wins,
      overallLosses: row.losses,
      confWins: row.confWins,
      confLosses: row.confLosses,
      netRanking: row.netRanking,
    }));
  },
});
