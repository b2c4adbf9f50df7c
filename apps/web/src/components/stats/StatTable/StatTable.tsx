/**
 * The stats table every stats page uses. Columns are stat-dictionary keys, so a column's header,
 * tooltip, format, sort direction and colouring are defined once (lib/stats/dictionary.ts).
 * On top of TanStack Table v9: sorting (best first on the first click), a text filter on the
 * names, a column picker, a pinned first column, virtualized long lists, a per-game / totals /
 * per-40 / per-100 switch where the columns and rows allow it, percentile colouring, qualifier
 * marking, and a CSV download of exactly the rows and columns shown.
 *
 * The sort is the table's own unless the page keeps it (`sort` and `onSortChange`), e.g. when
 * the rows are the first of a longer list the server sorted: a header click then asks the page
 * for the sort, which can fetch the rows that sort puts first and hand back the sort to show.
 *
 * Keep `columns` and `label` stable (module scope or useMemo): they define the table's columns.
 */
import {
  functionalUpdate,
  sortFn_basic,
  sortFn_text,
  useTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { STAT_MODE_LABELS, STAT_MODES, type StatKey, type StatMode } from '@/lib/stats/dictionary';
import { csvFileName, downloadCsv } from '@/lib/stats/csv';
import { isNumericFormat } from '@/lib/stats/format';
import {
  aggregateDenominators,
  availableModes,
  readField,
  type RowDenominators,
} from '@/lib/stats/per-mode';
import { cellPercentiles, type PercentileSource } from './cell-percentiles';
import { ColumnPicker } from './ColumnPicker';
import {
  LABEL_COLUMN_ID,
  resolveColumns,
  sortValue,
  sortsDescendingFirst,
  tableCsv,
  type LabelColumn,
  type ModeContext,
  type ResolvedColumn,
  type StatColumnSpec,
} from './stat-columns';
import { StatTableGrid, type GridColumn } from './StatTableGrid';
import { statTableFeatures, type StatTableFeatures } from './table-features';
import '../stats-actions.css';
import './stat-table.css';

export interface StatTableQualifier<TRow> {
  isQualified: (row: TRow) => boolean;
  /** Why some rows are greyed, e.g. "Under 40% of team minutes: no percentiles." */
  note: string;
}

/** A sort by one column: a stat or the label column, largest (or Z) first when `desc`. */
export interface StatTableSort {
  key: StatKey | typeof LABEL_COLUMN_ID;
  desc: boolean;
}

export interface StatTableProps<TRow extends object> {
  /** Names the table for screen readers and the CSV file. */
  caption: string;
  rows: readonly TRow[];
  rowId: (row: TRow) => string;
  /** The pinned first column. */
  label: LabelColumn<TRow>;
  columns: readonly StatColumnSpec<TRow>[];
  /** Columns the picker starts with unticked. */
  initiallyHidden?: readonly StatKey[];
  /** First sort; the column's best-first direction unless `desc` says otherwise. */
  initialSort?: { key: StatKey | typeof LABEL_COLUMN_ID; desc?: boolean };
  /**
   * The sort, when the page keeps it (with `onSortChange`): the table shows it and still orders
   * the rows by it, so rows the page sorted the same way keep their order (ties included).
   */
  sort?: StatTableSort;
  /**
   * Makes the sort the page's: a header click reports the sort it asks for (the column's
   * best-first direction on the first click, then the other way on each click) and the table
   * shows `sort`, changed or not. One column at a time.
   */
  onSortChange?: (sort: StatTableSort) => void;
  /** Modes the switch may offer (those the columns and rows allow); false hides it. */
  modes?: readonly StatMode[] | false;
  /** The mode, when the page keeps it (e.g. in the URL); else the table does. */
  mode?: StatMode;
  onModeChange?: (mode: StatMode) => void;
  initialMode?: StatMode;
  /** Games, minutes and possessions of a row; aggregate rows' gp/mins/poss by default. */
  denominators?: (row: TRow) => RowDenominators;
  /** Cell colors: percentiles the page has, computed within the table, or none. */
  percentiles?: PercentileSource<TRow>;
  qualifier?: StatTableQualifier<TRow>;
  /** The rows are the opponents' (defence rows): better is the other way for every stat. */
  opponentView?: boolean;
  /** Height of the scroll box in px. */
  maxHeightPx?: number;
  filterLabel?: string;
}

/** Reads the `isQualified` field of API rows; rows without it count as qualified. */
export const isQualifiedField = (row: object): boolean => readField(row, 'isQualified') !== false;

const everyRowQualified = () => true;

export function StatTable<TRow extends object>({
  caption,
  rows,
  rowId,
  label,
  columns: specs,
  initiallyHidden = [],
  initialSort,
  sort,
  onSortChange,
  modes: offeredModes = STAT_MODES,
  mode: controlledMode,
  onModeChange,
  initialMode = 'totals',
  denominators = aggregateDenominators,
  percentiles = 'table',
  qualifier,
  opponentView = false,
  maxHeightPx = 560,
  filterLabel = 'Filter by name',
}: StatTableProps<TRow>) {
  const resolved = useMemo(() => resolveColumns(specs), [specs]);
  const isQualified = qualifier?.isQualified ?? everyRowQualified;

  const modeOptions = useMemo(() => {
    if (offeredModes === false) return ['totals'] as StatMode[];
    const allowed = availableModes(
      resolved.map((column) => column.definition),
      rows.map(denominators),
    );
    return STAT_MODES.filter((mode) => allowed.includes(mode) && offeredModes.includes(mode));
  }, [offeredModes, resolved, rows, denominators]);
  const [ownMode, setOwnMode] = useState<StatMode>(initialMode);
  const requestedMode = controlledMode ?? ownMode;
  const mode = modeOptions.includes(requestedMode) ? requestedMode : (modeOptions[0] ?? 'totals');
  const context: ModeContext<TRow> = useMemo(() => ({ mode, denominators }), [mode, denominators]);

  const columnDefs = useMemo<ColumnDef<StatTableFeatures, TRow, unknown>[]>(
    () => [
      {
        id: LABEL_COLUMN_ID,
        header: label.header,
        accessorFn: (row) => label.text(row),
        enableHiding: false,
        sortDescFirst: false,
        sortFn: sortFn_text,
      },
      ...resolved.map((column): ColumnDef<StatTableFeatures, TRow, unknown> => ({
        id: column.key,
        header: column.definition.shortLabel,
        accessorFn: (row) => sortValue(column, row, context),
        // The text filter searches names and text columns, not numbers.
        enableGlobalFilter: !isNumericFormat(column.definition.format),
        sortDescFirst: sortsDescendingFirst(column, opponentView),
        sortUndefined: 'last',
        sortFn: isNumericFormat(column.definition.format) ? sortFn_basic : sortFn_text,
      })),
    ],
    [label, resolved, context, opponentView],
  );

  const initialVisibility = useMemo(
    () => Object.fromEntries(initiallyHidden.map((key) => [key, false])),
    [initiallyHidden],
  );
  const sortKey = sort?.key;
  const sortDesc = sort?.desc;
  const pageSorting = useMemo<SortingState>(
    () => (sortKey === undefined ? [] : [{ id: sortKey, desc: sortDesc ?? false }]),
    [sortKey, sortDesc],
  );
  // Only a page that takes the sort replaces the table's own sorting state: handing TanStack an
  // `onSortingChange` at all stops it keeping the state itself.
  const pageSortOptions =
    onSortChange === undefined
      ? {}
      : {
          state: { sorting: pageSorting },
          enableMultiSort: false,
          onSortingChange: (updater: Updater<SortingState>) => {
            const next = functionalUpdate(updater, pageSorting)[0];
            const key = next === undefined ? undefined : sortKeyOf(next.id, resolved);
            if (next !== undefined && key !== undefined) onSortChange({ key, desc: next.desc });
          },
        };
  const table = useTable({
    features: statTableFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowId(row),
    globalFilterFn: 'includesString',
    enableSortingRemoval: false,
    ...pageSortOptions,
    initialState: {
      columnVisibility: initialVisibility,
      sorting: initialSort ? [initialSortState(initialSort, resolved, opponentView)] : [],
      globalFilter: '',
    },
  });

  const byKey = new Map(resolved.map((column) => [column.key as string, column]));
  const visible: GridColumn<TRow>[] = table.getVisibleLeafColumns().flatMap((column) => {
    const stat = byKey.get(column.id);
    return stat ? [{ column, stat }] : [];
  });
  const all: GridColumn<TRow>[] = table.getAllLeafColumns().flatMap((column) => {
    const stat = byKey.get(column.id);
    return stat ? [{ column, stat }] : [];
  });
  const labelColumn = table.getColumn(LABEL_COLUMN_ID);
  const shownRows = table.getRowModel().rows;

  const percentileOf = useMemo(
    () =>
      cellPercentiles({
        source: percentiles,
        rows,
        columns: resolved,
        context,
        isQualified,
        opponentView,
      }),
    [percentiles, rows, resolved, context, isQualified, opponentView],
  );

  const filterId = useId();
  const modeId = useId();
  const filterText = String(table.state.globalFilter ?? '');
  const hasUnqualified = qualifier !== undefined && rows.some((row) => !isQualified(row));

  const changeMode = (next: StatMode) => {
    setOwnMode(next);
    onModeChange?.(next);
  };
  const exportCsv = () => {
    const csv = tableCsv(
      label,
      visible.map(({ stat }) => stat),
      shownRows.map((row) => row.original),
      context,
    );
    const suffix = modeOptions.length > 1 ? ` ${STAT_MODE_LABELS[mode]}` : '';
    downloadCsv(csvFileName(`${caption}${suffix}`), csv);
  };

  if (!labelColumn) return null;
  return (
    <div className="stat-table">
      <div className="stat-table__toolbar">
        <label htmlFor={filterId} className="visually-hidden">
          {filterLabel}
        </label>
        <input
          id={filterId}
          type="search"
          className="form-control form-control-sm stat-table__filter"
          placeholder={filterLabel}
          value={filterText}
          onChange={(event) => table.setGlobalFilter(event.target.value)}
        />
        {modeOptions.length > 1 && (
          <div className="d-flex align-items-center gap-1">
            <label htmlFor={modeId} className="small text-nowrap">
              Show
            </label>
            <select
              id={modeId}
              className="form-select form-select-sm"
              value={mode}
              onChange={(event) => changeMode(event.target.value as StatMode)}
            >
              {modeOptions.map((option) => (
                <option key={option} value={option}>
                  {STAT_MODE_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        )}
        <ColumnPicker columns={all} onReset={() => table.setColumnVisibility(initialVisibility)} />
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm stats-action"
          onClick={exportCsv}
        >
          Download CSV
        </button>
      </div>
      <p className="stat-table__count" aria-live="polite">
        {shownRows.length === rows.length
          ? `${rows.length} rows`
          : `${shownRows.length} of ${rows.length} rows`}
      </p>
      <StatTableGrid
        caption={caption}
        label={label}
        labelColumn={labelColumn}
        columns={visible}
        rows={shownRows}
        context={context}
        percentileOf={percentileOf}
        isQualified={isQualified}
        maxHeightPx={maxHeightPx}
        emptyMessage={filterText === '' ? 'No rows.' : `No rows match “${filterText}”.`}
      />
      {(hasUnqualified || percentiles !== false) && (
        <p className="stat-table__notes">
          {percentiles !== false && (
            <span>
              Cell colors: {percentiles === 'table' ? 'percentile within this table' : 'percentile'}
              , <span className="stat-table__swatch stat-table__swatch--good" /> better to{' '}
              <span className="stat-table__swatch stat-table__swatch--bad" /> worse.{' '}
            </span>
          )}
          {hasUnqualified && <span>* Not qualified: {qualifier.note}</span>}
        </p>
      )}
    </div>
  );
}

/** The table sort key of a TanStack column id. */
function sortKeyOf<TRow>(
  id: string,
  resolved: readonly ResolvedColumn<TRow>[],
): StatTableSort['key'] | undefined {
  if (id === LABEL_COLUMN_ID) return LABEL_COLUMN_ID;
  return resolved.find((column) => column.key === id)?.key;
}

/** The first sort: the column's best-first direction unless the page names one. */
function initialSortState<TRow>(
  sort: NonNullable<StatTableProps<object>['initialSort']>,
  resolved: readonly ResolvedColumn<TRow>[],
  opponentView: boolean,
) {
  if (sort.desc !== undefined) return { id: sort.key, desc: sort.desc };
  const column = resolved.find((entry) => entry.key === sort.key);
  return { id: sort.key, desc: column ? sortsDescendingFirst(column, opponentView) : false };
}
