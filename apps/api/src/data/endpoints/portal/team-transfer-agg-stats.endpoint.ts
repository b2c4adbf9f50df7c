/**
 * `team-transfer-agg-stats` (query style): per team of a competition, its transfers in and out
 * of the off-season before it, and the METHODS §10 analysis of its incoming transfers: each
 * one's opponent-adjusted ORtg change from his last season at the old school to his first at
 * this one, minus the mean change of non-transfers of the same class and role (engine
 * `transferImpacts`), and the minutes-weighted mean of those effects. The competition-wide part
 * is support/transfer-summary.ts; a request picks its teams from it.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamTransferAggRow } from '@courtside/contract/schemas';
import { transferTeams } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { transferSummary } from './support/transfer-summary';

const NAME = 'team-transfer-agg-stats';

export const teamTransferAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const { db } = request;
    const [teams, summary] = await Promise.all([
      transferTeams(db, {
        competitionId: context.competitionId,
        teamId: context.teamId,
        conferenceId: context.conferenceId,
        divisionId: context.divisionId,
      }),
      transferSummary(db, context.competitionId),
    ]);
    return teams.map((team): TeamTransferAggRow => {
      const key = team.teamKey;
      const minsIn = summary.minsIn.get(team.teamId) ?? 0;
      const moves = summary.moves.get(key);
      const detail = summary.impacts.get(team.teamId) ?? [];
      const rated = detail.filter((d) => d.transferEffect !== null && d.minsTo > 0);
      const weight = rated.reduce((sum, d) => sum + d.minsTo, 0);
      return {
        _id: `${context.competitionId}-${team.teamId}-transfers`,
        updated: context.updated,
        competitionId: context.competitionId,
        competitionIdFrom: summary.fromCompetitionId,
        source: summary.source,
        teamId: team.teamId,
        teamMarket: team.teamMarket,
        conferenceId: team.conferenceId,
        divisionId: team.divisionId,
        transfersIn: moves?.transfersIn ?? 0,
        transfersOut: moves?.transfersOut ?? 0,
        withdrawn: moves?.withdrawn ?? 0,
        unsigned: moves?.unsigned ?? 0,
        minsIn,
        minsInPct: team.pbpPlayerMinutes > 0 ? minsIn / team.pbpPlayerMinutes : null,
        minsOutLastSeason: summary.minsOut.get(key) ?? 0,
        transferEffectIn:
          weight > 0
            ? rated.reduce((sum, d) => sum + (d.transferEffect ?? 0) * d.minsTo, 0) / weight
            : null,
        transferEffectInPlayers: rated.length,
        transfersInDetail: detail,
      };
    });
  },
});
