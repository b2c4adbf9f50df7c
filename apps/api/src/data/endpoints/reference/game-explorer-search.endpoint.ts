/**
 * `game-explorer-search` (query style, tier 1: the game explorer tool): games of a competition
 * with margin, total points, possessions, overtimes, both teams' net ranking, the stored score
 * flow of play-by-play games (leads, comeback, runs, lead changes, a win-probability series),
 * the winner's pre-game win probability and the bracket round, for filtering and sorting in the
 * explorer. Everything is stored per game, so a whole season never reads its events.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { gameExplorerExtras, gameList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { updatedOf } from './config-values';
import { gameFilterOf, toExplorerRow } from './game-rows';

const NAME = 'game-explorer-search';

export const gameExplorerSearchEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const filter = await gameFilterOf(request.db, NAME, request.params, { requireScope: true });
    const updated = await updatedOf(request);
    const games = await gameList(request.db, filter);
    const extras = await gameExplorerExtras(request.db, filter);
    return games.map((row) => toExplorerRow(row, updated, extras.get(row.gameId)));
  },
});
