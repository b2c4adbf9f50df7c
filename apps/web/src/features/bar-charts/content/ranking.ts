/**
 * Ranking for the bar chart: the rows with a value, best first by the stat's direction (lower is
 * better for turnovers, fouls, defensive ratings…; a stat without a better end ranks from the
 * largest), cut to the top or bottom N. "Top" is the best N, best first; "bottom" the worst N,
 * worst first. Ranks count from the best whichever end is shown, ties share the better rank, and
 * tied values are listed by name. Grouped by conference, each conference is ranked on its own.
 */
import type { StatDirection } from '@/lib/stats/dictionary';
import type { BarChartEnd } from './bar-chart-filters';

export interface RankableRow {
  /** Unique among the rows (team id, player key). */
  id: string;
  name: string;
  /** The page of the team or player; null when it has none. */
  href: string | null;
  /** The player's team (null for team rows). */
  teamName: string | null;
  teamId: number | null;
  conferenceId: number | null;
  /** The value in the chosen mode; null or not finite when the row has none. */
  value: number | null;
}

export interface RankedBar extends RankableRow {
  value: number;
  /** 1 = best of the rows ranked together. */
  rank: number;
}

export interface RankedSection {
  /** 'all', or the conference id of a grouped section. */
  key: string;
  /** The conference's name when grouped; null for the one section of an ungrouped chart. */
  title: string | null;
  bars: RankedBar[];
}

export interface RankOptions {
  direction: StatDirection;
  end: BarChartEnd;
  count: number;
}

const hasValue = (row: RankableRow): row is RankableRow & { value: number } =>
  typeof row.value === 'number' && Number.isFinite(row.value);

/** The best N (top) or the worst N (bottom) of the rows with a value, in the order shown. */
export function rankBars(rows: readonly RankableRow[], options: RankOptions): RankedBar[] {
  const lowerIsBetter = options.direction === 'lower';
  const better = (a: number, b: number) => (lowerIsBetter ? a - b : b - a);
  const bestFirst = rows
    .filter(hasValue)
    .sort((a, b) => better(a.value, b.value) || a.name.localeCompare(b.name));
  const ranked: RankedBar[] = [];
  for (const [index, row] of bestFirst.entries()) {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && previous.value === row.value ? previous.rank : index + 1;
    ranked.push({ ...row, rank });
  }
  if (options.end === 'top') return ranked.slice(0, options.count);
  // Worst first; tied values still by name.
  const worstFirst = [...ranked].sort(
    (a, b) => better(b.value, a.value) || a.name.localeCompare(b.name),
  );
  return worstFirst.slice(0, options.count);
}

export interface SectionOptions extends RankOptions {
  groupByConference: boolean;
  /** Conference names by id (ids without a name show as "Conference <id>"). */
  conferenceNames: ReadonlyMap<number, string>;
}

const NO_CONFERENCE = 'Independents';

/** One section of all rows, or one per conference (A→Z) each ranked within itself. */
export function rankSections(
  rows: readonly RankableRow[],
  options: SectionOptions,
): RankedSection[] {
  if (!options.groupByConference) {
    return [{ key: 'all', title: null, bars: rankBars(rows, options) }];
  }
  const byConference = new Map<number | null, RankableRow[]>();
  for (const row of rows) {
    byConference.set(row.conferenceId, [...(byConference.get(row.conferenceId) ?? []), row]);
  }
  const titleOf = (conferenceId: number | null) =>
    conferenceId === null
      ? NO_CONFERENCE
      : (options.conferenceNames.get(conferenceId) ?? `Conference ${conferenceId}`);
  return [...byConference.entries()]
    .map(([conferenceId, members]) => ({
      key: String(conferenceId ?? 'none'),
      title: titleOf(conferenceId),
      bars: rankBars(members, options),
    }))
    .filter((section) => section.bars.length > 0)
    .sort((a, b) => a.title.localeCompare(b.title));
}
