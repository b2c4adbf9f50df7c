/**
 * `game-explorer-search` (query style, tier 1: the game explorer tool): games of a competition
 * with margin, total points, possessions, overtime and both teams' net ranking, for filtering
 * and sorting in the explorer.
 */
import type { GameExplorerRow } from '@courtside/contract/schemas';
import { GameExplorerRowSchema } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { updatedOf } from './config-values';
import { GAME_LIST_ACCEPTS } from './games';
import { gameFilterOf, toExplorerRow } from './game-rows';

const NAME = 'game-explorer-search';

export const gameExplorerSearchEndpoint: DataEndpoint<GameExplorerRow> = {
  name: NAME,
  access: 'free',
  summary: 'Games of a competition with margin, total, possessions, overtime and team ranks.',
  requires: ['competitionId'],
  accepts: GAME_LIST_ACCEPTS,
  row: GameExplorerRowSchema,
  example: { competitionId: 38409, divisionId: 1, start: '2025-03-01', end: '2025-03-09' },
  notes: ['Filters as `games`. `margin` is home minus away.'],
  async handle(request) {
    const filter = await gameFilterOf(request.db, NAME, request.config, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toExplorerRow(row, updated));
  },
};
