/**
 * player-game-pbp-stats: a player's attempts by zone in each play-by-play game he played.
 * Box-only games give no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PlayerGamePbpRow } from '@courtside/contract/schemas';
import { playerGamePbpStats } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'player-game-pbp-stats';

export const playerGamePbpStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    requireOneOf(NAME, params, ['teamId', 'playerId', 'gameId']);
    const context = await requestContext(NAME, request);
    const rows = await playerGamePbpStats(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return rows.map((row): PlayerGamePbpRow =>
      zoneValues(row.zones, {
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
      }),
    );
  },
});
