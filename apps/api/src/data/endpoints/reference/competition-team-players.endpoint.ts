/**
 * `competition-team-players` (query style): a team's roster in one competition with each
 * player's season games and minutes, most minutes first (the basis of trial players, §7).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { rosterWithMinutes } from '@courtside/warehouse';
import { merged } from '@courtside/contract';
import { serveEndpoint } from '../../serve-endpoint';
import { assertIdsExist, idsOf, requiredCompetitionIds, updatedOf } from './config-values';
import { toPlayerRow } from './player-rows';

const NAME = 'competition-team-players';

export const competitionTeamPlayersEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, params);
    const teamIds = idsOf(params, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', params);
    const updated = await updatedOf(request);
    const rows = await rosterWithMinutes(db, { competitionIds, teamIds });
    return rows.map((row) =>
      merged(toPlayerRow(row, updated), {
        gp: row.gp,
        gs: row.gs,
        mins: row.mins,
        rosterGp: row.rosterGp,
      }),
    );
  },
});
