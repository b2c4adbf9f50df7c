/**
 * enh-lineup-game-summaries: each five-player unit's line in each play-by-play game of a team
 * (or of one game): minutes, possessions, points, attempts and ratings. A team's units in a game
 * add up to the game: their plus-minus sums to the final margin, their minutes to its length.
 */
import type { LineupGameRow } from '@courtside/contract/schemas';
import { LineupGameRowSchema } from '@courtside/contract/schemas';
import { lineupGameTotals } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf } from './support/context';
import { lineupFields } from './support/lineup-rows';

const NAME = 'enh-lineup-game-summaries';

export const enhLineupGameSummariesEndpoint: DataEndpoint<LineupGameRow> = {
  name: NAME,
  access: 'free',
  // Not player-level: a row is a five-man unit's team numbers (the team's points, possessions
  // and shots while those five played), team data tier 1 may see for every team; the trial
  // rule cuts players' own lines, and a unit is no player's own line.
  summary:
    'Lineups per game: each unit of a team (or of both teams of a game) with minutes, possessions, points, plus-minus, attempts and ratings. Needs teamId or gameId; box-only games give no rows.',
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'gameId'],
  row: LineupGameRowSchema,
  example: { competitionId: 38529, gameId: 5728709 },
  async handle(request) {
    requireOneOf(NAME, request.config, ['teamId', 'gameId']);
    const context = await pbpContext(NAME, request);
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
};
