/**
 * `team-period-stats` (query style): a team's line per period (halves or quarters, then
 * overtimes), isOffense twins, summed over its play-by-play games — or for one game with
 * `gameId`. Only play-by-play games have periods; a team without any has no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamPeriodDocsJson, teamPeriodRows, teamSplitTotals } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { periodFilterOf } from './support/config';

const NAME = 'team-period-stats';

export const teamPeriodStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  // Season rows (no gameId) come from the rows the build stored (team_period_docs): the same
  // function made them, so the text is the one `handle` and the selection would send.
  async serialized(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const period = periodFilterOf(NAME, params);
    if (context.gameId !== null || period === 'game') return null;
    return teamPeriodDocsJson(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      period,
      isOffense: params.isOffense,
      fields: params.fields,
      updated: context.updated,
    });
  },
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const period = periodFilterOf(NAME, params);
    // 'game' is not a period: the full game is team-game-stats.
    if (period === 'game') return [];
    const totals = await teamSplitTotals(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      gameId: context.gameId,
      split: 'period',
    });
    const wanted = totals.filter((total) => period === null || total.period === period);
    return teamPeriodRows(
      wanted,
      {
        competitionId: context.competitionId,
        gameId: context.gameId,
        updated: context.updated,
        format: context.format,
      },
      params.isOffense,
    );
  },
});
