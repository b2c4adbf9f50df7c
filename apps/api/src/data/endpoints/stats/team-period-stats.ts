/**
 * `team-period-stats` (query style): a team's line per period (halves or quarters, then
 * overtimes), isOffense twins, summed over its play-by-play games — or for one game with
 * `gameId`. Only play-by-play games have periods; a team without any has no rows.
 */
import type { TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { TeamPeriodStatsRowSchema } from '@courtside/contract/schemas';
import { periodLabel } from '@courtside/contract';
import { teamSplitTotals, sidesOf, teamLineValues } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { periodFilterOf, statsContext } from './support/config';

const NAME = 'team-period-stats';

export const teamPeriodStatsEndpoint: DataEndpoint<TeamPeriodStatsRow> = {
  name: NAME,
  access: 'public',
  summary: "A team's line per period (summed over its play-by-play games, or one game).",
  requires: ['competitionId'],
  accepts: ['teamId', 'conferenceId', 'gameId', 'isOffense', 'halfOrQuarter'],
  row: TeamPeriodStatsRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'Periods come from play-by-play only: gpPbp counts the games summed. halfOrQuarter picks one period (1, 2…).',
    'periodsWon/periodsLost: periods in which the team outscored (was outscored by) its opponent.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const period = periodFilterOf(NAME, config);
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
      return sidesOf(config.isOffense).map((side) => ({
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
        ...teamLineValues(total.sums, total.rates, side),
      }));
    });
  },
};
