/**
 * game-flow-lineups: a play-by-play game's lineups in order, one row per stint and team, with
 * the score when the stint began and what each side scored during it. Box-only games (and
 * unknown play-by-play) give no rows.
 */
import type { GameFlowLineupRow } from '@courtside/contract/schemas';
import { GameFlowLineupRowSchema } from '@courtside/contract/schemas';
import { gameFlowLineups } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext } from './support/context';
import { clockAt, labelOf, unitNames } from './support/values';

const NAME = 'game-flow-lineups';

export const gameFlowLineupsEndpoint: DataEndpoint<GameFlowLineupRow> = {
  name: NAME,
  access: 'public',
  summary:
    "A game's lineups in order: one row per stint and team (the five on the floor, start/end clock, points for and against, possessions, the score when it began). Play-by-play games only: a box-only game gives no rows.",
  requires: ['gameId'],
  accepts: ['gameId', 'competitionId', 'teamId'],
  row: GameFlowLineupRowSchema,
  example: { gameId: 5728709 },
  notes: ['Home team first, then the away team, each in stint order.'],
  async handle(request) {
    const context = await pbpContext(NAME, request);
    const stints = await gameFlowLineups(request.db, {
      competitionId: context.competitionId,
      gameId: context.gameId ?? 0,
      teamId: context.teamId,
    });
    return stints.map((s): GameFlowLineupRow => ({
      _id: `${context.gameId}-${s.teamId}-${s.idx}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: context.gameId ?? 0,
      teamId: s.teamId,
      isHome: s.isHome,
      stint: s.idx,
      period: s.period,
      periodLabel: labelOf(context.format, s.period),
      startSecond: s.startSecond,
      endSecond: s.endSecond,
      startClock: clockAt(context.format, s.period, s.startSecond),
      endClock: clockAt(context.format, s.period, s.endSecond),
      players: s.players,
      ...unitNames(s.players),
      ptsScored: s.pts,
      ptsAgst: s.ptsAgst,
      plusMinus: s.pts - s.ptsAgst,
      poss: s.poss,
      possAgst: s.possAgst,
      teamScoreStart: s.teamScoreStart,
      oppScoreStart: s.oppScoreStart,
    }));
  },
};
