/**
 * `player-period-stats` (query style): a player's line per period summed over his play-by-play
 * games (one game with `gameId`), with rates against the team's lines of the same periods.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { periodLabel } from '@courtside/contract';
import { playerLineValues, playerPeriodTotals, sumsOver } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { assertSubject, periodFilterOf } from './support/config';

const NAME = 'player-period-stats';

export const playerPeriodStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'playerId', 'gameId']);
    const period = periodFilterOf(NAME, params);
    if (period === 'game') return [];
    const totals = await playerPeriodTotals(db, {
      competitionId: context.competitionId,
      period,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return totals.map((total) => {
      const head = {
        _id: `${total.competitionId}-${total.teamId}-${total.playerId ?? total.playerKey}-${context.gameId ?? 'season'}-p${total.period}`,
        updated: context.updated,
        competitionId: total.competitionId,
        playerId: total.playerId,
        playerKey: total.playerKey,
        fullName: total.fullName,
        teamId: total.teamId,
        teamMarket: total.teamMarket,
        jerseyNum: total.jerseyNum,
        position: total.position,
        gameId: context.gameId,
        period: total.period,
        periodLabel: periodLabel(context.format, total.period),
        gp: total.gp,
      };
      return playerLineValues(sumsOver(total, total.gp), undefined, head);
    });
  },
});
