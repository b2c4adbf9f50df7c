/**
 * Materializes team_period_docs for one competition: every team's season line per period
 * (both sides of the ball) of team-period-stats, made once by the API's own row function and
 * stored one column per member (stored-members.ts). The split comparisons ask for every team's
 * periods at once: computed, that sums every game's period rows of the season per request.
 * Runs after the games' period splits are written.
 */
import { PERIOD_FORMATS } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import {
  TEAM_PERIOD_ROWS_FINGERPRINT,
  TEAM_PERIOD_ROWS_LAYOUT,
  appendMemberTexts,
  memberFieldsOf,
  memberTexts,
  tableDef,
  teamPeriodRows,
  teamSplitTotals,
  wholeRowText,
} from '@courtside/warehouse';

/** Writes the competition's team_period_docs; returns how many rows it wrote. */
export async function buildTeamPeriodDocs(
  db: WarehouseDb,
  competitionId: number,
  gender: Gender,
): Promise<number> {
  const totals = await teamSplitTotals(db, { competitionId, split: 'period' });
  const rows = teamPeriodRows(
    totals,
    { competitionId, gameId: null, updated: '', format: PERIOD_FORMATS[gender] },
    undefined,
  );
  // teamSplitTotals gives the answer order (market, team, period): kept as `position`.
  const positions = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.teamId}:${row.period}`;
    if (!positions.has(key)) positions.set(key, positions.size);
  }
  const columns = memberFieldsOf(tableDef('team_period_docs'));
  const appender = await db.appender('team_period_docs');
  for (const row of rows) {
    appender.appendInteger(competitionId);
    appender.appendInteger(row.teamId);
    appender.appendInteger(row.period);
    appender.appendBoolean(row.isOffense);
    if (row.conferenceId === null) appender.appendNull();
    else appender.appendInteger(row.conferenceId);
    appender.appendInteger(positions.get(`${row.teamId}:${row.period}`) ?? 0);
    appender.appendVarchar(TEAM_PERIOD_ROWS_FINGERPRINT);
    appender.appendVarchar(wholeRowText(row, TEAM_PERIOD_ROWS_LAYOUT));
    appendMemberTexts(appender, memberTexts(row, TEAM_PERIOD_ROWS_LAYOUT, columns));
    appender.endRow();
  }
  appender.closeSync();
  return rows.length;
}
