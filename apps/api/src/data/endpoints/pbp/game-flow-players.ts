/**
 * game-flow-players: each player's stretches on the floor in a play-by-play game (never across
 * a period break), with what his team scored and allowed meanwhile; a player's stretches add up
 * to his minutes and plus-minus. Box-only games give no rows.
 */
import type { GameFlowPlayerRow } from '@courtside/contract/schemas';
import { GameFlowPlayerRowSchema } from '@courtside/contract/schemas';
import { gameFlowPlayers } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { clockAt, labelOf } from './support/values';

const NAME = 'game-flow-players';

export const gameFlowPlayersEndpoint: DataEndpoint<GameFlowPlayerRow> = {
  name: NAME,
  access: 'public',
  summary:
    "Each player's stretches on the floor in a game (start/end clock, minutes, points for and against, plus-minus, possessions). Play-by-play games only: a box-only game gives no rows.",
  requires: ['gameId'],
  accepts: ['gameId', 'competitionId', 'teamId', 'playerId'],
  row: GameFlowPlayerRowSchema,
  example: { gameId: 5728709 },
  notes: ['Home team first, then away; each in order of the stretch start.'],
  async handle(request) {
    const context = await pbpContext(NAME, request);
    const stretches = await gameFlowPlayers(request.db, {
      competitionId: context.competitionId,
      gameId: context.gameId ?? 0,
      teamId: context.teamId,
    });
    return stretches
      .filter((s) => context.playerId === null || s.playerId === context.playerId)
      .map((s): GameFlowPlayerRow => ({
        _id: `${context.gameId}-${s.teamId}-${s.playerId ?? s.fullName}-${s.stretch}`,
        updated: context.updated,
        competitionId: context.competitionId,
        gameId: context.gameId ?? 0,
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
};
