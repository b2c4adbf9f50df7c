/**
 * `conference-agg-stats` (path style): a conference's teams summed per scope × isOffense, in
 * the team-agg-stats vocabulary. Sums include the conference's games against itself on both
 * sides (it is the teams' combined line); records are the teams' combined records (so
 * `confWins` equals `confLosses`). Adjusted ratings are the means of the teams' and
 * `netRanking` ranks the conferences of the division by that mean.
 */
import type { ConferenceAggStatsRow } from '@courtside/contract/schemas';
import { ConferenceAggStatsRowSchema } from '@courtside/contract/schemas';
import { conferenceScopeAggregates, sidesOf, withTeamLine } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { scopesOf, statsContext } from './support/config';

const NAME = 'conference-agg-stats';

export const conferenceAggStatsEndpoint: DataEndpoint<ConferenceAggStatsRow> = {
  name: NAME,
  access: 'free',
  summary:
    'Conference aggregates (its teams summed) per scope and side of the ball, with mean adjusted ratings and a conference ranking.',
  requires: ['competitionId'],
  accepts: ['divisionId', 'conferenceId', 'scope', 'scopes', 'isOffense'],
  row: ConferenceAggStatsRowSchema,
  example: { competitionId: 38409, divisionId: 1, scope: 'season' },
  notes: [
    'Without a scope: the season. Conference games count on both sides of the sums.',
    'ortgAdj, drtgAdj, netRtgAdj, paceAdj and sos are means over the teams; netRanking ranks conferences of the division by mean netRtgAdj.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const scopes = scopesOf(NAME, config, ['season']);
    const rows = await conferenceScopeAggregates(db, {
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      scopes,
    });
    return rows.flatMap((row) =>
      sidesOf(config.isOffense).map((side) =>
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
};
