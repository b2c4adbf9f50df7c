/**
 * The teams the chart draws: those with enough games in both compared splits, by difference
 * (A − B) from the largest down. A long list keeps its two ends — the largest differences each
 * way — so the chart stays readable for a whole division; the table lists every team.
 */
import type { ComparisonRow } from './comparison';

/** Above this many teams the chart shows only the ends. */
export const CHART_ALL_TEAMS_UP_TO = 30;
/** Teams kept at each end of a long list. */
export const CHART_TEAMS_PER_END = 12;

export interface ChartTeam {
  row: ComparisonRow;
  a: number;
  b: number;
  difference: number;
}

export interface ChartRows {
  top: ChartTeam[];
  /** Empty unless the list was cut: the largest differences the other way. */
  bottom: ChartTeam[];
  /** Teams counted (enough games in both splits). */
  counted: number;
}

export function chartRowsOf(rows: readonly ComparisonRow[], aId: string, bId: string): ChartRows {
  const teams: ChartTeam[] = [];
  for (const row of rows) {
    const a = row.cells.get(aId);
    const b = row.cells.get(bId);
    if (row.difference === null || row.differenceIsThin || !a || !b) continue;
    if (a.value === null || b.value === null) continue;
    teams.push({ row, a: a.value, b: b.value, difference: row.difference });
  }
  teams.sort(
    (x, y) => y.difference - x.difference || x.row.teamMarket.localeCompare(y.row.teamMarket),
  );
  if (teams.length <= CHART_ALL_TEAMS_UP_TO) {
    return { top: teams, bottom: [], counted: teams.length };
  }
  return {
    top: teams.slice(0, CHART_TEAMS_PER_END),
    bottom: teams.slice(-CHART_TEAMS_PER_END),
    counted: teams.length,
  };
}
