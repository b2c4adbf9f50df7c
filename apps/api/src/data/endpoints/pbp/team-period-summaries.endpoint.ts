/**
 * team-period-summaries: a team's play-by-play games by period (halves for men, quarters for
 * women, each overtime): points for and against, possessions, ratings, shooting, and how many
 * periods it won, lost and tied; over the season or for one game.
 */
import { ENDPOINT_DEFINITIONS, TEAM_PERIOD_BOX_COUNTS } from '@courtside/contract/schemas';
import type { TeamPeriodSummaryRow } from '@courtside/contract/schemas';
import { effectiveFgPct } from '@courtside/engine';
import { teamPeriodSummaries } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { agstValuesByKey, difference, labelOf, per100, ratio, valuesByKey } from './support/values';

const NAME = 'team-period-summaries';

export const teamPeriodSummariesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    requireOneOf(NAME, request.params, ['teamId', 'gameId']);
    const context = await requestContext(NAME, request);
    const rows = await teamPeriodSummaries(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      gameId: context.gameId,
    });
    return rows.map((row): TeamPeriodSummaryRow => {
      const ortg = per100(row.own.pts, row.poss);
      const drtg = per100(row.opp.pts, row.possAgst);
      return {
        _id: `${context.competitionId}-${context.gameId ?? 'season'}-${row.teamId}-${row.period}`,
        updated: context.updated,
        competitionId: context.competitionId,
        gameId: context.gameId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        period: row.period,
        periodLabel: labelOf(context.format, row.period),
        gpPbp: row.gp,
        mins: row.seconds / 60,
        poss: row.poss,
        possAgst: row.possAgst,
        ptsScored: row.own.pts,
        ptsAgst: row.opp.pts,
        ...valuesByKey(TEAM_PERIOD_BOX_COUNTS, (key) => row.own[key]),
        ...agstValuesByKey(TEAM_PERIOD_BOX_COUNTS, (key) => row.opp[key]),
        periodsWon: row.periodsWon,
        periodsLost: row.periodsLost,
        periodsTied: row.periodsTied,
        ptsScoredPg: ratio(row.own.pts, row.gp),
        ptsAgstPg: ratio(row.opp.pts, row.gp),
        marginPg: ratio(row.own.pts - row.opp.pts, row.gp),
        ortg,
        drtg,
        netRtg: difference(ortg, drtg),
        efgPct: effectiveFgPct(row.own.fgm, row.own.fgm3, row.own.fga),
        efgPctAgst: effectiveFgPct(row.opp.fgm, row.opp.fgm3, row.opp.fga),
      };
    });
  },
});
