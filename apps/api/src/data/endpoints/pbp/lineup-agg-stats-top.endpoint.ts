/**
 * lineup-agg-stats-top: the season's five-player units of a team, or the top units of a
 * conference or division (METHODS §4), from stints of play-by-play games; units are keyed by
 * roster ids so home and away games add up. Most-played first; teams without play-by-play have
 * no units.
 */
import { ENDPOINT_DEFINITIONS, LINEUP_TOP_UNITS } from '@courtside/contract/schemas';
import type { LineupAggRow } from '@courtside/contract/schemas';
import { lineupSeasonTotals } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { inputError } from './support/context';
import { LINEUP_MIN_POSS, lineupFields } from './support/lineup-rows';

const NAME = 'lineup-agg-stats-top';

export const lineupAggStatsTopEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const context = await requestContext(NAME, request);
    if (params.scope !== undefined && params.scope !== 'season') {
      throw inputError(NAME, 'scope', `{name} must be season, got "${params.scope}"`);
    }
    const units = await lineupSeasonTotals(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      // The top units are qualified ones only: the rest are left in the warehouse.
      ...(context.teamId === null ? { minPoss: LINEUP_MIN_POSS } : {}),
    });
    const rows = units.map((unit): LineupAggRow => ({
      _id: `${context.competitionId}-${unit.teamId}-${unit.unitKey}`,
      updated: context.updated,
      competitionId: context.competitionId,
      scope: 'season',
      ...lineupFields(unit),
    }));
    if (context.teamId !== null) return rows;
    return rows
      .filter((row) => row.isQualified)
      .sort((a, b) => (b.netRtg ?? -Infinity) - (a.netRtg ?? -Infinity) || b.poss - a.poss)
      .slice(0, LINEUP_TOP_UNITS);
  },
});
