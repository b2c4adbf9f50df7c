/**
 * `game-explorer-search` (query style, tier 1: the game explorer tool): games of a competition
 * with margin, total points, possessions, overtime and both teams' net ranking, for filtering
 * and sorting in the explorer.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { updatedOf } from './config-values';
import { gameFilterOf, toExplorerRow } from './game-rows';

const NAME = 'game-explorer-search';

export const gameExplorerSearchEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const filter = await gameFilterOf(request.db, NAME, request.params, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toExplorerRow(row, updated));
  },
});
