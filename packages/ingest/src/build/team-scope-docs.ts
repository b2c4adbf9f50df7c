/**
 * Materializes team_scope_docs for one competition: every team's rows of team-agg-stats for
 * every named scope (both sides of the ball), made once by the API's own row function and stored
 * one column per member (stored-members.ts). A division's list is the heaviest common read
 * (~700 rows × ~170 fields a scope; the split comparisons ask for all 14 scopes at once): served
 * from these rows it costs a string concatenation of the columns asked for instead of rates,
 * row objects and JSON per request. Runs after the team aggregates and ratings it reads.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import {
  TEAM_AGG_ROWS_FINGERPRINT,
  TEAM_AGG_ROWS_LAYOUT,
  appendMemberTexts,
  memberFieldsOf,
  memberTexts,
  tableDef,
  teamAggRows,
  teamScopeAggregates,
  wholeRowText,
} from '@courtside/warehouse';
import { TEAM_AGG_SCOPES } from '@courtside/contract/schemas';

/** Writes the competition's team_scope_docs; returns how many rows it wrote. */
export async function buildTeamScopeDocs(db: WarehouseDb, competitionId: number): Promise<number> {
  const aggregates = await teamScopeAggregates(db, { competitionId, scopes: TEAM_AGG_SCOPES });
  const columns = memberFieldsOf(tableDef('team_scope_docs'));
  const appender = await db.appender('team_scope_docs');
  // teamScopeAggregates sorts by market, then team id: the answer order, kept as `position`.
  const positions = new Map<number, number>();
  for (const row of aggregates)
    if (!positions.has(row.teamId)) positions.set(row.teamId, positions.size);
  const nullable = (value: number | null) =>
    value === null ? appender.appendNull() : appender.appendInteger(value);
  let written = 0;
  for (const row of teamAggRows(aggregates, '', undefined)) {
    appender.appendInteger(row.competitionId);
    appender.appendInteger(row.teamId);
    appender.appendVarchar(row.scope);
    appender.appendBoolean(row.isOffense);
    nullable(row.divisionId);
    nullable(row.conferenceId);
    appender.appendInteger(positions.get(row.teamId) ?? 0);
    appender.appendVarchar(TEAM_AGG_ROWS_FINGERPRINT);
    appender.appendVarchar(wholeRowText(row, TEAM_AGG_ROWS_LAYOUT));
    appendMemberTexts(appender, memberTexts(row, TEAM_AGG_ROWS_LAYOUT, columns));
    appender.endRow();
    written += 1;
  }
  appender.closeSync();
  return written;
}
