/**
 * `raw-games`: the scoreboard's list (§2: /tools/scoreboard/:competitionId/:division/:gameDate),
 * one row per game as the schedule has it, with the final score once known.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { updatedOf } from './config-values';
import { gameFilterOf, toGameRow } from './game-rows';

const NAME = 'raw-games';

export const rawGamesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const filter = await gameFilterOf(request.db, NAME, request.params, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toGameRow(row, updated));
  },
});
