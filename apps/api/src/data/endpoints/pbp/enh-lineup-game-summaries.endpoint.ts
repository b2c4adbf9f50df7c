/**
 * enh-lineup-game-summaries: each five-player unit's line in each play-by-play game of a team
 * (or of one game): minutes, possessions, points, attempts and ratings. A team's units in a game
 * add up to the game: their plus-minus sums to the final margin, their minutes to its length.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { LineupGameRow } from '@courtside/contract/schemas';
import { lineupGameTotals } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { lineupFields } from './support/lineup-rows';

const NAME = 'enh-lineup-game-summaries';

export const enhLineupGameSummariesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    requireOneOf(NAME, request.params, ['teamId', 'gameId']);
    const context = await requestContext(NAME, request);
    const units = await lineupGameTotals(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      gameId: context.gameId,
    });
    return units.map((unit): LineupGameRow => ({
      _id: `${unit.gameId}-${unit.teamId}-${unit.unitKey}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: unit.gameId,
      gameDate: unit.gameDate,
      teamIdAgst: unit.teamIdAgst,
      teamMarketAgst: unit.teamMarketAgst,
      isHome: unit.isHome,
      isWin: unit.isWin,
      ...lineupFields(unit),
    }));
  },
});
