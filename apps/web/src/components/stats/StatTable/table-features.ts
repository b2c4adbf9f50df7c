/**
 * The TanStack Table (v9) features a StatTable registers: only these are bundled. Sorting and
 * the text filter run on the client; virtualization is TanStack Virtual, outside the table.
 */
import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type Row,
} from '@tanstack/react-table';

export const statTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
});

export type StatTableFeatures = typeof statTableFeatures;
export type StatTableColumn<TRow extends object> = Column<StatTableFeatures, TRow, unknown>;
export type StatTableRow<TRow extends object> = Row<StatTableFeatures, TRow>;
