/**
 * `competition-teams` (query style): the teams of a competition with conference names, season
 * record and Courtside's net ranking: what division and conference pages list.
 */
import type { CompetitionTeamRow } from '@courtside/contract/schemas';
import { CompetitionTeamRowSchema } from '@courtside/contract/schemas';
import { teamsWithRecords } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import {
  asGender,
  assertIdsExist,
  divisionOf,
  idsOf,
  requiredCompetitionIds,
  updatedOf,
} from './config-values';

const NAME = 'competition-teams';

export const competitionTeamsEndpoint: DataEndpoint<CompetitionTeamRow> = {
  name: NAME,
  access: 'public',
  summary: 'Teams of a competition with conference, season record and net ranking.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'divisionId', 'conferenceId', 'teamId', 'teamIds'],
  row: CompetitionTeamRowSchema,
  example: { competitionId: 38409, divisionId: 1 },
  notes: ['Needs `competitionId` or `competitionIds`. Records count every game, box or not.'],
  async handle(request) {
    const { config, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, config);
    const teamIds = idsOf(config, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', config);
    if (config.conferenceId !== undefined) {
      await assertIdsExist(db, NAME, 'conference', [config.conferenceId], null, 'conferenceId');
    }
    const updated = await updatedOf(request);
    const rows = await teamsWithRecords(db, {
      competitionIds,
      teamIds,
      divisionId: divisionOf(NAME, config),
      conferenceId: config.conferenceId ?? null,
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
};
