/**
 * player-game-pbp-stats: a player's attempts by zone in each play-by-play game he played.
 * Box-only games give no rows.
 */
import type { PlayerGamePbpRow } from '@courtside/contract/schemas';
import { PlayerGamePbpRowSchema } from '@courtside/contract/schemas';
import { playerGamePbpStats } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'player-game-pbp-stats';

export const playerGamePbpStatsEndpoint: DataEndpoint<PlayerGamePbpRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary:
    'Per player and play-by-play game: minutes, points and the zone vocabulary of his attempts. Needs teamId, playerId or gameId; box-only games give no rows.',
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
  row: PlayerGamePbpRowSchema,
  example: { competitionId: 38529, gameId: 5728709 },
  async handle(request) {
    const { config, db } = request;
    requireOneOf(NAME, config, ['teamId', 'playerId', 'gameId']);
    const context = await pbpContext(NAME, request);
    const rows = await playerGamePbpStats(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return rows.map((row): PlayerGamePbpRow => ({
      _id: `${row.gameId}-${row.playerId}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: row.gameId,
      gameDate: row.gameDate,
      playerId: row.playerId,
      fullName: row.fullName,
      teamId: row.teamId,
      teamIdAgst: row.teamIdAgst,
      isHome: row.isHome,
      isWin: row.isWin,
      isStarter: row.isStarter,
      mins: row.mins,
      ptsScored: row.ptsScored,
      ...zoneValues(row.zones),
    }));
  },
};
