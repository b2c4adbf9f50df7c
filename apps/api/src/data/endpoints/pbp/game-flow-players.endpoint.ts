/**
 * game-flow-players: each player's stretches on the floor in a play-by-play game (never across
 * a period break), with what his team scored and allowed meanwhile; a player's stretches add up
 * to his minutes and plus-minus. Box-only games give no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { GameFlowPlayerRow } from '@courtside/contract/schemas';
import { gameFlowPlayers } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { clockAt, labelOf } from './support/values';

const NAME = 'game-flow-players';

export const gameFlowPlayersEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const stretches = await gameFlowPlayers(request.db, {
      competitionId: context.competitionId,
      gameId: request.params.gameId,
      teamId: context.teamId,
    });
    return stretches
      .filter((s) => context.playerId === null || s.playerId === context.playerId)
      .map((s): GameFlowPlayerRow => ({
        _id: `${context.gameId}-${s.teamId}-${s.playerId ?? s.fullName}-${s.stretch}`,
        updated: context.updated,
        competitionId: context.competitionId,
        gameId: request.params.gameId,
        teamId: s.teamId,
        isHome: s.isHome,
        playerId: s.playerId,
        fullName: s.fullName,
        stretch: s.stretch,
        period: s.period,
        periodLabel: labelOf(context.format, s.period),
        startSecond: s.startSecond,
        endSecond: s.endSecond,
        startClock: clockAt(context.format, s.period, s.startSecond),
        endClock: clockAt(context.format, s.period, s.endSecond),
        mins: (s.endSecond - s.startSecond) / 60,
        ptsScored: s.pts,
        ptsAgst: s.ptsAgst,
        plusMinus: s.pts - s.ptsAgst,
        poss: s.poss,
        possAgst: s.possAgst,
      }));
  },
});
