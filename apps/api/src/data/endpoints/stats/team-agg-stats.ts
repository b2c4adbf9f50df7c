/**
 * `team-agg-stats` (path style): team aggregates per scope × isOffense (response-fields.md).
 * `/competition/{c}/team/{t}/` answers every named scope of the team; `/competition/{c}/division/{d}/
 * scope/season/` every team of the division. `start`/`end` ask for a date range computed at
 * query time with the build's own sums (its scope reads `yyyy-mm-dd..yyyy-mm-dd`).
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { TEAM_AGG_SCOPES, TeamAggStatsRowSchema } from '@courtside/contract/schemas';
import {
  teamAggRows,
  teamDateRangeAggregates,
  teamScopeAggregates,
  teamSeasonDocsJson,
} from '@courtside/warehouse';
import type { DataConfig } from '@courtside/contract';
import type { DataEndpoint, DataRequest } from '../../endpoint';
import { askedScopes, dateRangeOf, scopesOf, statsContext } from './support/config';

const NAME = 'team-agg-stats';

/** The teams a request names (teamIds and teamId together), without repeats. */
const teamIdsOf = (config: DataConfig): number[] => [
  ...new Set([...(config.teamIds ?? []), ...(config.teamId === undefined ? [] : [config.teamId])]),
];

/** The scopes a scope request answers: every named one for teams, else the season. */
const scopesFor = (config: DataConfig, teamIds: readonly number[]) =>
  scopesOf(NAME, config, teamIds.length > 0 ? TEAM_AGG_SCOPES : ['season']);

/** Whether a request wants the season scope alone and no date range (checks nothing else). */
function asksSeasonOnly(config: DataConfig): boolean {
  if (config.start !== undefined || config.end !== undefined) return false;
  const asked = askedScopes(config);
  return asked.length === 0 ? teamIdsOf(config).length === 0 : asked.every((s) => s === 'season');
}

async function filterOf(request: DataRequest) {
  const context = await statsContext(NAME, request);
  const teamIds = teamIdsOf(request.config);
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

export const teamAggStatsEndpoint: DataEndpoint<TeamAggStatsRow> = {
  name: NAME,
  access: 'public',
  summary:
    'Team aggregates per scope and side of the ball (isOffense twins): four factors, ratings, records, differentials.',
  requires: ['competitionId'],
  accepts: [
    'divisionId',
    'conferenceId',
    'teamId',
    'teamIds',
    'scope',
    'scopes',
    'isOffense',
    'start',
    'end',
  ],
  row: TeamAggStatsRowSchema,
  example: { competitionId: 38409, divisionId: 1, scope: 'season' },
  notes: [
    `With a team (or teams) and no scope: every named scope (${TEAM_AGG_SCOPES.join(', ')}); otherwise the season.`,
    'isOffense false rows show the opponents\u2019 line in the plain fields and the team\u2019s in …Agst; ratings, records and …Diff are the team\u2019s on both rows.',
    'Box-score games have no steals, fouls or play-by-play extras: those fields are null unless every game of the scope has them; gpPbp counts play-by-play games.',
    'start/end (yyyymmdd) give one date-range row per team instead of scopes.',
    'Non-integer values carry 8 significant digits (rates, per-game values, ratings, possessions).',
  ],
  // Season-only answers come from the rows the build serialized (team_season_docs): the same
  // function wrote them, so the text is the one `handle` would send.
  async serialized(request) {
    const { config, db } = request;
    if (!asksSeasonOnly(config)) return null;
    const { context, filter } = await filterOf(request);
    return teamSeasonDocsJson(db, {
      ...filter,
      isOffense: config.isOffense,
      updated: context.updated,
    });
  },
  async handle(request) {
    const { config, db } = request;
    const { context, teamIds, filter } = await filterOf(request);
    const range = dateRangeOf(NAME, config);
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
        config.isOffense,
      );
    }
    const scopes = scopesFor(config, teamIds);
    const rows = await teamScopeAggregates(db, { ...filter, scopes });
    return teamAggRows(rows, context.updated, config.isOffense);
  },
};
