/**
 * `team-agg-stats` (path style): team aggregates per scope × isOffense (response-fields.md).
 * `/competition/{c}/team/{t}/` answers every named scope of the team; `/competition/{c}/division/{d}/
 * scope/season/` every team of the division. `start`/`end` ask for a date range computed at
 * query time with the build's own sums (its scope reads `yyyy-mm-dd..yyyy-mm-dd`).
 */
import { ENDPOINT_DEFINITIONS, TEAM_AGG_SCOPES } from '@courtside/contract/schemas';
import {
  teamAggRows,
  teamDateRangeAggregates,
  teamScopeAggregates,
  teamScopeDocsJson,
} from '@courtside/warehouse';
import type { DataConfig } from '@courtside/contract';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import type { DataRequest } from '../../endpoint';
import { idsOf } from '../reference/config-values';
import { dateRangeOf, scopesOf } from './support/config';

const NAME = 'team-agg-stats';

/** The teams a request names (teamId and teamIds together, the common list rule). */
const teamIdsOf = (params: DataConfig): number[] => idsOf(params, 'teamId', 'teamIds') ?? [];

/** The scopes a scope request answers: every named one for teams, else the season. */
const scopesFor = (params: DataConfig, teamIds: readonly number[]) =>
  scopesOf(NAME, params, teamIds.length > 0 ? TEAM_AGG_SCOPES : ['season']);

/** Scopes the build stores rows for (team_scope_docs); months are computed per request. */
const STORED_SCOPES: ReadonlySet<string> = new Set(TEAM_AGG_SCOPES);

async function filterOf(request: DataRequest) {
  const context = await requestContext(NAME, request);
  const teamIds = teamIdsOf(request.params);
  return {
    context,
    teamIds,
    filter: {
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      teamIds: teamIds.length > 0 ? teamIds : null,
    },
  };
}

export const teamAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  // Answers over the named scopes come from the rows the build stored (team_scope_docs): the
  // same function made them, so the text is the one `handle` and the selection would send.
  async serialized(request) {
    const { params, db } = request;
    if (params.start !== undefined || params.end !== undefined) return null;
    const { context, teamIds, filter } = await filterOf(request);
    const scopes = scopesFor(params, teamIds);
    if (!scopes.every((scope) => STORED_SCOPES.has(scope))) return null;
    return teamScopeDocsJson(db, {
      competitionId: filter.competitionId,
      divisionId: filter.divisionId,
      conferenceId: filter.conferenceId,
      teamIds: filter.teamIds,
      scopes,
      isOffense: params.isOffense,
      fields: params.fields,
      updated: context.updated,
    });
  },
  async handle(request) {
    const { params, db } = request;
    const { context, teamIds, filter } = await filterOf(request);
    const range = dateRangeOf(NAME, params);
    if (range !== null) {
      const rows = await teamDateRangeAggregates(db, {
        ...filter,
        teamId: teamIds.length === 1 ? teamIds[0] : null,
        ...range,
      });
      const wanted = new Set(teamIds);
      return teamAggRows(
        rows.filter((row) => wanted.size === 0 || wanted.has(row.teamId)),
        context.updated,
        params.isOffense,
      );
    }
    const scopes = scopesFor(params, teamIds);
    const rows = await teamScopeAggregates(db, { ...filter, scopes });
    return teamAggRows(rows, context.updated, params.isOffense);
  },
});
