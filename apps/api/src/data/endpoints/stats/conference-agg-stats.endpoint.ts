/**
 * `conference-agg-stats` (path style): a conference's teams summed per scope × isOffense, in
 * the team-agg-stats vocabulary. Sums include the conference's games against itself on both
 * sides (it is the teams' combined line); records are the teams' combined records (so
 * `confWins` equals `confLosses`). Adjusted ratings are the means of the teams' and
 * `netRanking` ranks the conferences of the division by that mean.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { conferenceScopeAggregates, sidesOf, withTeamLine } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { scopesOf } from './support/config';

const NAME = 'conference-agg-stats';

export const conferenceAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const scopes = scopesOf(NAME, params, ['season']);
    const rows = await conferenceScopeAggregates(db, {
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      scopes,
    });
    return rows.flatMap((row) =>
      sidesOf(params.isOffense).map((side) =>
        withTeamLine(
          {
            _id: `${row.competitionId}-${row.conferenceId}-${row.scope}-${side ? 'o' : 'd'}`,
            updated: context.updated,
            competitionId: row.competitionId,
            conferenceId: row.conferenceId,
            conferenceShortName: row.conferenceShortName,
            conferenceLongName: row.conferenceLongName,
            divisionId: row.divisionId,
            scope: row.scope,
            isOffense: side,
            teams: row.teams,
            gp: row.sums.gp,
            gpStats: row.sums.gpStats,
            gpPbp: row.sums.gpPbp,
            poss: row.sums.poss,
            mins: row.sums.minutes,
            ortgAdj: row.ortgAdj,
            drtgAdj: row.drtgAdj,
            netRtgAdj: row.netRtgAdj,
            paceAdj: row.paceAdj,
            sos: row.sos,
            netRanking: row.netRanking,
            overallWins: row.sums.wins,
            overallLosses: row.sums.losses,
            confWins: row.sums.confWins,
            confLosses: row.sums.confLosses,
          },
          row.sums,
          row.rates,
          side,
        ),
      ),
    );
  },
});
