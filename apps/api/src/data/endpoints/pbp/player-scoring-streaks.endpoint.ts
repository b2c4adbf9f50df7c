/**
 * player-scoring-streaks: stretches where one player scored all of his team's points, from 7
 * points up (e.g. "9 straight Notre Dame points"), with what the opponent scored meanwhile.
 * Play-by-play games only.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PlayerScoringStreakRow } from '@courtside/contract/schemas';
import { playerScoringStreaks } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { spanFields } from './support/spans';

const NAME = 'player-scoring-streaks';

export const playerScoringStreaksEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    requireOneOf(NAME, request.params, ['teamId', 'playerId', 'gameId']);
    const context = await requestContext(NAME, request);
    const streaks = await playerScoringStreaks(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return streaks.map((s): PlayerScoringStreakRow => ({
      _id: `${s.gameId}-${s.teamId}-${s.startSeq}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: s.gameId,
      gameDate: s.gameDate,
      playerId: s.playerId,
      fullName: s.fullName,
      teamId: s.teamId,
      teamIdAgst: s.teamIdAgst,
      streakPts: s.points,
      scoringPlays: s.scoringPlays,
      ptsAgstDuring: s.ptsAgstDuring,
      ...spanFields(context.format, s),
      teamScoreStart: s.teamScoreStart,
      oppScoreStart: s.oppScoreStart,
    }));
  },
});
