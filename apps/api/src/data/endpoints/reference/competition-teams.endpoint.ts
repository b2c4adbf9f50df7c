/**
 * `competition-teams` (query style): the teams of a competition with conference names, season
 * record, Courtside's net ranking and home court: what division and conference pages and the
 * scoreboard list.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamsWithRecords } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import {
  asGender,
  checkedTeamListFilter,
  requiredCompetitionIds,
  updatedOf,
} from './config-values';

const NAME = 'competition-teams';

export const competitionTeamsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const filter = await checkedTeamListFilter(
      NAME,
      request,
      requiredCompetitionIds(NAME, request.params),
    );
    const updated = await updatedOf(request);
    const rows = await teamsWithRecords(request.db, filter);
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
      venue: row.venue,
    }));
  },
});
