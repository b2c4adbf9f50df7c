/**
 * `team-period-stats` (query style): a team's line per period (halves or quarters, then
 * overtimes), isOffense twins, summed over its play-by-play games — or for one game with
 * `gameId`. Only play-by-play games have periods; a team without any has no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { periodLabel } from '@courtside/contract';
import { teamSplitTotals, sidesOf, teamLineValues } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { periodFilterOf } from './support/config';

const NAME = 'team-period-stats';

export const teamPeriodStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const period = periodFilterOf(NAME, params);
    const filter = {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      gameId: context.gameId,
      split: 'period' as const,
    };
    // 'game' is not a period: the full game is team-game-stats.
    if (period === 'game') return [];
    const keep = (p: number | null): p is number => p !== null && (period === null || p === period);
    const totals = await teamSplitTotals(db, filter);
    return totals.flatMap((total) => {
      if (!keep(total.period)) return [];
      const periodNumber = total.period;
      return sidesOf(params.isOffense).map((side) =>
        teamLineValues(total.sums, total.rates, side, {
          _id: `${context.competitionId}-${total.teamId}-${context.gameId ?? 'season'}-p${periodNumber}-${side ? 'o' : 'd'}`,
          updated: context.updated,
          competitionId: context.competitionId,
          teamId: total.teamId,
          teamMarket: total.teamMarket,
          conferenceId: total.conferenceId,
          gameId: context.gameId,
          period: periodNumber,
          periodLabel: periodLabel(context.format, periodNumber),
          isOffense: side,
          gpPbp: total.gpPbp,
          mins: total.sums.minutes,
          poss: total.sums.poss,
          periodsWon: total.sums.wins,
          periodsLost: total.sums.losses,
        }),
      );
    });
  },
});
