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
  teamSeasonDocsJson,
} from '@courtside/warehouse';
import type { DataConfig } from '@courtside/contract';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import type { DataRequest } from '../../endpoint';
import { idsOf } from '../reference/config-values';
import { askedScopes, dateRangeOf, scopesOf } from './support/config';

const NAME = 'team-agg-stats';

/** The teams a request names (teamId and teamIds together, the common list rule). */
const teamIdsOf = (params: DataConfig): number[] => idsOf(params, 'teamId', 'teamIds') ?? [];

/** The scopes a scope request answers: every named one for teams, else the season. */
const scopesFor = (params: DataConfig, teamIds: readonly number[]) =>
  scopesOf(NAME, params, teamIds.length > 0 ? TEAM_AGG_SCOPES : ['season']);

/** Whether a request wants the season scope alone and no date range (checks nothing else). */
function asksSeasonOnly(params: DataConfig): boolean {
  if (params.start !== undefined || params.end !== undefined) return false;
  const asked = askedScopes(params);
  return asked.length === 0 ? teamIdsOf(params).length === 0 : asked.every((s) => s === 'season');
}

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
  // Season-only answers come from the rows the build serialized (team_season_docs): the same
  // function wrote them, so the text is the one `handle` would send.
  async serialized(request) {
    const { params, db } = request;
    if (!asksSeasonOnly(params)) return null;
    const { context, filter } = await filterOf(request);
    return teamSeasonDocsJson(db, {
      ...filter,
      isOffense: params.isOffense,
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
