/**
 * The table's rows: one per team of the division (or of one conference), the stat's value and
 * games in every split, and the difference of the two compared splits (A − B). A value from
 * fewer games than the page's minimum is "thin": shown greyed, left out of the colours and the
 * chart, and sorted after the others. Per game divides the split's total by the games it sums:
 * box-score games for a scope (`gpStats`), play-by-play games for a period (`gpPbp`).
 */
import type { StatDefinition } from '@/lib/stats/dictionary';
import type { StatFormat } from '@/lib/stats/format';
import { readField, valueInMode } from '@/lib/stats/per-mode';
import type { SplitPeriodRow } from '../api/split-period-stats';
import type { SplitTeamRow } from '../api/split-team-stats';
import type { SplitMode } from './split-stats';
import type { SplitOption } from './splits';

export interface SplitCell {
  /** The value shown (per game or as sent); null when the team has none. */
  value: number | null;
  /** Games the value sums. */
  games: number;
  /** Fewer games than the minimum. */
  isThin: boolean;
}

export interface ComparisonRow {
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
  /** By split id. */
  cells: ReadonlyMap<string, SplitCell>;
  /** A − B; null when either is missing. */
  difference: number | null;
  /** Either compared value is thin. */
  differenceIsThin: boolean;
}

export interface ComparisonInput {
  teamRows: readonly SplitTeamRow[];
  periodRows: readonly SplitPeriodRow[];
  splits: readonly SplitOption[];
  definition: StatDefinition;
  mode: SplitMode;
  minGames: number;
  a: SplitOption;
  b: SplitOption;
  /** null: every team. */
  conferenceId: number | null;
}

interface SourceRow {
  raw: unknown;
  games: number;
}

/** A split the team has no games in. */
const MISSING_CELL: SplitCell = { value: null, games: 0, isThin: true };

function cellOf(
  source: SourceRow | undefined,
  { definition, mode, minGames }: ComparisonInput,
): SplitCell {
  if (source === undefined) return MISSING_CELL;
  const { raw, games } = source;
  const shown = valueInMode(definition, raw, mode, {
    games: games > 0 ? games : null,
    minutes: null,
    possessions: null,
  });
  return {
    value: typeof shown === 'number' && Number.isFinite(shown) ? shown : null,
    games,
    isThin: games < minGames,
  };
}

/** The source rows of every team, keyed `teamId:splitId`. */
function sourcesOf(input: ComparisonInput): Map<string, SourceRow> {
  const key = input.definition.key;
  const sources = new Map<string, SourceRow>();
  for (const row of input.teamRows) {
    sources.set(`${row.teamId}:${row.scope}`, { raw: readField(row, key), games: row.gpStats });
  }
  const periodSplits = new Map<number, string>();
  for (const split of input.splits) {
    if (split.source.kind === 'period') periodSplits.set(split.source.period, split.id);
  }
  for (const row of input.periodRows) {
    const splitId = periodSplits.get(row.period);
    if (splitId === undefined) continue;
    sources.set(`${row.teamId}:${splitId}`, { raw: readField(row, key), games: row.gpPbp });
  }
  return sources;
}

export function comparisonRows(input: ComparisonInput): ComparisonRow[] {
  const sources = sourcesOf(input);
  const teams = new Map<number, SplitTeamRow>();
  for (const row of input.teamRows) {
    if (input.conferenceId !== null && row.conferenceId !== input.conferenceId) continue;
    if (!teams.has(row.teamId) || row.scope === 'season') teams.set(row.teamId, row);
  }
  return [...teams.values()].map((team) => {
    const cells = new Map(
      input.splits.map((split) => [
        split.id,
        cellOf(sources.get(`${team.teamId}:${split.id}`), input),
      ]),
    );
    const a = cells.get(input.a.id);
    const b = cells.get(input.b.id);
    const difference =
      a === undefined || b === undefined || a.value === null || b.value === null
        ? null
        : a.value - b.value;
    return {
      teamId: team.teamId,
      teamMarket: team.teamMarket,
      conferenceId: team.conferenceId,
      cells,
      difference,
      differenceIsThin: (a?.isThin ?? true) || (b?.isThin ?? true),
    };
  });
}

/** How a difference reads: percentages as signed percentage points, counts as signed numbers. */
export interface DifferenceFormat {
  format: StatFormat;
  /** Multiplies the difference before formatting (100 for percentages). */
  scale: number;
  /** Said in the header, e.g. "percentage points". */
  unit: string | null;
}

export function differenceFormatOf(shownFormat: StatFormat): DifferenceFormat {
  switch (shownFormat) {
    case 'pct':
      return { format: 'signedDecimal1', scale: 100, unit: 'percentage points' };
    case 'integer':
    case 'signedInteger':
      return { format: 'signedInteger', scale: 1, unit: null };
    default:
      return { format: 'signedDecimal1', scale: 1, unit: null };
  }
}

/** The largest counted difference either way: the ends of the colour scale. */
export function differenceExtent(rows: readonly ComparisonRow[]): number {
  let extent = 0;
  for (const row of rows) {
    if (row.difference !== null && !row.differenceIsThin) {
      extent = Math.max(extent, Math.abs(row.difference));
    }
  }
  return extent;
}

/**
 * How much better the team is in A than in B, from −1 (much worse) to 1 (much better), by the
 * stat's direction; null for a stat without a better end, a thin or missing difference.
 */
export function differenceGoodness(
  row: ComparisonRow,
  extent: number,
  direction: StatDefinition['direction'],
): number | null {
  if (row.difference === null || row.differenceIsThin || direction === 'neutral') return null;
  if (extent === 0) return 0;
  const share = Math.max(-1, Math.min(1, row.difference / extent));
  return direction === 'higher' ? share : -share;
}
