/**
 * Materializes team_season_docs for one competition: every team's season rows of
 * team-agg-stats (both sides of the ball), serialized once by the API's own row function. A
 * division's season list is the heaviest common read (~700 rows × ~160 fields); served from
 * these rows it costs a string join instead of rates, row objects and JSON per request.
 * Runs after the team aggregates and ratings it reads.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import {
  TEAM_AGG_ROWS_FINGERPRINT,
  teamAggRows,
  rowTail,
  teamScopeAggregates,
} from '@courtside/warehouse';

export async function buildTeamSeasonDocs(db: WarehouseDb, competitionId: number): Promise<void> {
  const aggregates = await teamScopeAggregates(db, { competitionId, scopes: ['season'] });
  const appender = await db.appender('team_season_docs');
  // teamScopeAggregates sorts by market, then team id: the answer order, kept as `position`.
  const positions = new Map(aggregates.map((row, index) => [row.teamId, index]));
  const nullable = (value: number | null) =>
    value === null ? appender.appendNull() : appender.appendInteger(value);
  for (const row of teamAggRows(aggregates, '', undefined)) {
    appender.appendInteger(row.competitionId);
    appender.appendInteger(row.teamId);
    appender.appendBoolean(row.isOffense);
    nullable(row.divisionId);
    nullable(row.conferenceId);
    appender.appendInteger(positions.get(row.teamId) ?? 0);
    appender.appendVarchar(TEAM_AGG_ROWS_FINGERPRINT);
    appender.appendVarchar(rowTail(row));
    appender.endRow();
  }
  appender.closeSync();
}
