/**
 * team-period-summaries: a team's play-by-play games by period (halves for men, quarters for
 * women, each overtime): points for and against, possessions, ratings, shooting, and how many
 * periods it won, lost and tied; over the season or for one game.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamPeriodSummaryRow } from '@courtside/contract/schemas';
import { teamPeriodSummaries } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { difference, efg, labelOf, per100, ratio } from './support/values';

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
        fgm: row.own.fgm,
        fga: row.own.fga,
        fgm3: row.own.fgm3,
        fga3: row.own.fga3,
        ftm: row.own.ftm,
        fta: row.own.fta,
        orb: row.own.orb,
        drb: row.own.drb,
        ast: row.own.ast,
        tov: row.own.tov,
        fgmAgst: row.opp.fgm,
        fgaAgst: row.opp.fga,
        fgm3Agst: row.opp.fgm3,
        fga3Agst: row.opp.fga3,
        ftmAgst: row.opp.ftm,
        ftaAgst: row.opp.fta,
        orbAgst: row.opp.orb,
        drbAgst: row.opp.drb,
        astAgst: row.opp.ast,
        tovAgst: row.opp.tov,
        periodsWon: row.periodsWon,
        periodsLost: row.periodsLost,
        periodsTied: row.periodsTied,
        ptsScoredPg: ratio(row.own.pts, row.gp),
        ptsAgstPg: ratio(row.opp.pts, row.gp),
        marginPg: ratio(row.own.pts - row.opp.pts, row.gp),
        ortg,
        drtg,
        netRtg: difference(ortg, drtg),
        efgPct: efg(row.own.fgm, row.own.fgm3, row.own.fga),
        efgPctAgst: efg(row.opp.fgm, row.opp.fgm3, row.opp.fga),
      };
    });
  },
});
