/**
 * `players`: roster players of some competitions (or teams, or ids), with their team's context.
 * `skinny` answers only what labels and links a player need.
 */
import type { PlayerDataRow } from '@courtside/contract/schemas';
import { PlayerDataRowSchema } from '@courtside/contract/schemas';
import { playerList } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
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

type PlayerAnswerRow = PlayerDataRow | Pick<PlayerDataRow, SkinnyKey>;
type SkinnyKey =
  '_id' | 'updated' | 'competitionId' | 'playerId' | 'personId' | 'teamId' | 'fullName';

export const playersEndpoint: DataEndpoint<PlayerAnswerRow> = {
  name: NAME,
  access: 'public',
  summary: 'Roster players with team, class, position, height and hometown.',
  requires: [],
  accepts: [
    'competitionId',
    'competitionIds',
    'teamId',
    'teamIds',
    'playerId',
    'playerIds',
    'personId',
    'divisionId',
    'conferenceId',
    'skinny',
  ],
  row: PlayerDataRowSchema,
  example: { competitionId: 38409, teamId: 590616 },
  playerLevel: true,
  notes: [
    "Needs `competition`/`competitions`, `player`/`players` or `person` (one person's seasons across competitions and teams, oldest first).",
    '`skinny` keeps _id, updated, competitionId, playerId, personId, teamId and fullName.',
  ],
  async handle(request) {
    const { config, db } = request;
    const competitionIds = competitionIdsOf(NAME, config);
    const playerIds = idsOf(config, 'playerId', 'playerIds');
    const teamIds = idsOf(config, 'teamId', 'teamIds');
    const personId = config.personId ?? null;
    if (competitionIds === null && playerIds === null && personId === null) {
      const name = segmentName(NAME, 'competitionId');
      throw new DataInputError(
        `Endpoint "${NAME}" needs "${name}", "competitions", "player", "players" or "person"`,
        name,
      );
    }
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', config);
    await assertIdsExist(db, NAME, 'player', playerIds, competitionIds, 'playerId', config);
    const updated = await updatedOf(request);
    const rows = await playerList(db, {
      competitionIds,
      teamIds,
      playerIds,
      personId,
      divisionId: divisionOf(NAME, config),
      conferenceId: config.conferenceId ?? null,
    });
    return rows.map((row) => {
      const full = toPlayerRow(row, updated);
      if (config.skinny !== true) return full;
      const { _id, competitionId, playerId, personId, teamId, fullName } = full;
      return { _id, updated, competitionId, playerId, personId, teamId, fullName };
    });
  },
};
