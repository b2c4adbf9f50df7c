/**
 * `raw-games`: the scoreboard's list (§2: /tools/scoreboard/:competitionId/:division/:gameDate),
 * one row per game as the schedule has it, with the final score once known.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { GameDataRowSchema } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { updatedOf } from './config-values';
import { GAME_LIST_ACCEPTS } from './games';
import { gameFilterOf, toGameRow } from './game-rows';

const NAME = 'raw-games';

export const rawGamesEndpoint: DataEndpoint<GameDataRow> = {
  name: NAME,
  access: 'public',
  summary: "The scoreboard's games of a day (or range) in a competition and division.",
  requires: [],
  accepts: GAME_LIST_ACCEPTS,
  row: GameDataRowSchema,
  example: { competitionId: 38409, divisionId: 1, gameDate: '20250222' },
  notes: ['As `games`; the scoreboard sends `competition`, `division` and `gamedate` (yyyymmdd).'],
  async handle(request) {
    const filter = await gameFilterOf(request.db, NAME, request.config, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toGameRow(row, updated));
  },
};
