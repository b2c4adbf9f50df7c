/**
 * game-flow-lineups: a play-by-play game's lineups in order, one row per stint and team, with
 * the score when the stint began and what each side scored during it. Box-only games (and
 * unknown play-by-play) give no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { GameFlowLineupRow } from '@courtside/contract/schemas';
import { gameFlowLineups } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { clockAt, labelOf, unitNames } from './support/values';

const NAME = 'game-flow-lineups';

export const gameFlowLineupsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const stints = await gameFlowLineups(request.db, {
      competitionId: context.competitionId,
      gameId: request.params.gameId,
      teamId: context.teamId,
    });
    return stints.map((s): GameFlowLineupRow => ({
      _id: `${context.gameId}-${s.teamId}-${s.idx}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: request.params.gameId,
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
});
