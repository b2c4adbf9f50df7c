/**
 * team-game-pbp-stats: the zone vocabulary per play-by-play game, two rows per team and game
 * (isOffense: its attempts; false: its opponent's). Box-only games give no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamGamePbpRow } from '@courtside/contract/schemas';
import { teamGamePbpStats } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'team-game-pbp-stats';

export const teamGamePbpStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    requireOneOf(NAME, params, ['teamId', 'gameId']);
    const context = await requestContext(NAME, request);
    const rows = await teamGamePbpStats(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      gameId: context.gameId,
    });
    return rows
      .filter((row) => params.isOffense === undefined || row.isOffense === params.isOffense)
      .map((row): TeamGamePbpRow =>
        zoneValues(row.zones, {
          _id: `${row.gameId}-${row.teamId}-${row.isOffense}`,
          updated: context.updated,
          competitionId: context.competitionId,
          gameId: row.gameId,
          gameDate: row.gameDate,
          teamId: row.teamId,
          teamMarket: row.teamMarket,
          teamIdAgst: row.teamIdAgst,
          teamMarketAgst: row.teamMarketAgst,
          isHome: row.isHome,
          isNeutral: row.isNeutral,
          isWin: row.isWin,
          isOffense: row.isOffense,
          ptsScored: row.ptsScored,
          ptsAgst: row.ptsAgst,
          poss: row.poss,
        }),
      );
  },
});
