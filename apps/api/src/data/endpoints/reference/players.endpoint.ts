/**
 * `players`: roster players of some competitions (or teams, or ids), with their team's context.
 * `skinny` answers only what labels and links a player need.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { playerList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { DataInputError } from '../../endpoint';
import {
  assertIdsExist,
  competitionIdsOf,
  divisionOf,
  idsOf,
  segmentName,
  updatedOf,
} from './config-values';
import { toPlayerRow } from './player-rows';

const NAME = 'players';

export const playersEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = competitionIdsOf(NAME, params);
    const playerIds = idsOf(params, 'playerId', 'playerIds');
    const teamIds = idsOf(params, 'teamId', 'teamIds');
    const personId = params.personId ?? null;
    if (competitionIds === null && playerIds === null && personId === null) {
      const name = segmentName(NAME, 'competitionId');
      throw new DataInputError(
        `Endpoint "${NAME}" needs "${name}", "competitions", "player", "players" or "person"`,
        name,
      );
    }
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', params);
    await assertIdsExist(db, NAME, 'player', playerIds, competitionIds, 'playerId', params);
    const updated = await updatedOf(request);
    const rows = await playerList(db, {
      competitionIds,
      teamIds,
      playerIds,
      personId,
      divisionId: divisionOf(NAME, params),
      conferenceId: params.conferenceId ?? null,
    });
    return rows.map((row) => {
      const full = toPlayerRow(row, updated);
      if (params.skinny !== true) return full;
      const { _id, competitionId, playerId, personId, teamId, fullName } = full;
      return { _id, updated, competitionId, playerId, personId, teamId, fullName };
    });
  },
});
