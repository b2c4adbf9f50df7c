/**
 * `competition-team-players` (query style): a team's roster in one competition with each
 * player's season games and minutes, most minutes first (the basis of trial players, §7).
 */
import type { CompetitionTeamPlayerRow } from '@courtside/contract/schemas';
import { CompetitionTeamPlayerRowSchema } from '@courtside/contract/schemas';
import { rosterWithMinutes } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertIdsExist, idsOf, requiredCompetitionIds, updatedOf } from './config-values';
import { toPlayerRow } from './player-rows';

const NAME = 'competition-team-players';

export const competitionTeamPlayersEndpoint: DataEndpoint<CompetitionTeamPlayerRow> = {
  name: NAME,
  access: 'public',
  summary: "A team's roster in a competition with season games and minutes.",
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'teamId', 'teamIds'],
  row: CompetitionTeamPlayerRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  playerLevel: true,
  notes: [
    'Needs `competitionId` (or `competitionIds`); `teamId`/`teamIds` narrow it to teams.',
    'Minutes come from play-by-play games; players without any have null gp, gs and mins.',
  ],
  async handle(request) {
    const { config, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, config);
    const teamIds = idsOf(config, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', config);
    const updated = await updatedOf(request);
    const rows = await rosterWithMinutes(db, { competitionIds, teamIds });
    return rows.map((row) => ({
      ...toPlayerRow(row, updated),
      gp: row.gp,
      gs: row.gs,
      mins: row.mins,
      rosterGp: row.rosterGp,
    }));
  },
};
