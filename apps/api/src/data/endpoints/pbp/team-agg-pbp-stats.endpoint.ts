/**
 * team-agg-pbp-stats: a team's attempts by zone over a scope, in the vocabulary of
 * response-fields.md, twice (isOffense: its own attempts; false: its opponents'). Play-by-play
 * games only: teams without any in the scope have no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamAggPbpRow } from '@courtside/contract/schemas';
import { teamPbpAggregates } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { scopeOf } from './support/context';
import { zoneValues } from './support/values';

const NAME = 'team-agg-pbp-stats';

export const teamAggPbpStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const { scope, clutchOnly, label } = scopeOf(NAME, params, { allowClutch: true });
    const rows = await teamPbpAggregates(db, {
      competitionId: context.competitionId,
      constants: context.constants,
      teamId: context.teamId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      scope,
      clutchOnly,
    });
    return rows
      .filter((row) => params.isOffense === undefined || row.isOffense === params.isOffense)
      .map((row): TeamAggPbpRow =>
        zoneValues(row.zones, {
          _id: `${context.competitionId}-${row.teamId}-${label}-${row.isOffense}`,
          updated: context.updated,
          competitionId: context.competitionId,
          teamId: row.teamId,
          teamMarket: row.teamMarket,
          teamName: row.teamName,
          conferenceId: row.conferenceId,
          divisionId: row.divisionId,
          scope: label,
          isOffense: row.isOffense,
          gpPbp: row.gpPbp,
        }),
      );
  },
});
