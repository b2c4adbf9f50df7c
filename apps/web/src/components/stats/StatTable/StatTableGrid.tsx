/**
 * The table itself: a real <table> (caption, column and row headers, aria-sort) in a scroll
 * box that keyboard users can focus and scroll. The header row and the first column stay in
 * place while the box scrolls, which keeps wide tables readable on a 375 px phone.
 *
 * Long tables are virtualized with TanStack Virtual: only the rows in and near the visible part
 * of the box are in the DOM, between two spacer rows that keep the scroll height; aria-rowcount
 * and aria-rowindex tell assistive technology where the rendered rows sit.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { percentileCellColor } from '@/lib/charts/color-scales';
import { isNumericFormat } from '@/lib/stats/format';
import type { CellPercentile } from './cell-percentiles';
import { cellText, type LabelColumn, type ModeContext, type ResolvedColumn } from './stat-columns';
import { StatTableHeaderCell } from './StatTableHeaderCell';
import type { StatTableColumn, StatTableRow } from './table-features';

/** Rows are one line high (cells do not wrap), so positions need no measuring. */
export const ROW_HEIGHT_PX = 33;
/** Tables up to this long render every row; longer ones only the visible part. */
export const VIRTUALIZE_ABOVE_ROWS = 100;
const OVERSCAN_ROWS = 12;

export interface GridColumn<TRow extends object> {
  column: StatTableColumn<TRow>;
  stat: ResolvedColumn<TRow>;
}

export interface StatTableGridProps<TRow extends object> {
  caption: string;
  label: LabelColumn<TRow>;
  labelColumn: StatTableColumn<TRow>;
  columns: readonly GridColumn<TRow>[];
  rows: readonly StatTableRow<TRow>[];
  context: ModeContext<TRow>;
  percentileOf: CellPercentile;
  isQualified: (row: TRow) => boolean;
  maxHeightPx: number;
  emptyMessage: string;
}

export function StatTableGrid<TRow extends object>({
  caption,
  label,
  labelColumn,
  columns,
  rows,
  context,
  percentileOf,
  isQualified,
  maxHeightPx,
  emptyMessage,
}: StatTableGridProps<TRow>) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE_ROWS;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items
    ? items.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rows.map((row, index) => ({ row, index }));
  const lastItem = items?.at(-1);
  const paddingTop = items?.[0]?.start ?? 0;
  const paddingBottom = lastItem ? virtualizer.getTotalSize() - lastItem.end : 0;
  const columnCount = columns.length + 1;

  return (
    <div
      ref={setScrollElement}
      className="stat-table__scroll"
      style={{ maxHeight: maxHeightPx }}
      role="region"
      aria-label={caption}
      // Focusable so keyboard users can scroll the box both ways.
      tabIndex={0}
    >
      <table className="table table-sm stat-table__table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <StatTableHeaderCell column={labelColumn} text={label.header} numeric={false} pinned />
            {columns.map(({ column, stat }) => (
              <StatTableHeaderCell
                key={stat.key}
                column={column}
                text={stat.definition.shortLabel}
                tooltip={{ title: stat.definition.label, description: stat.definition.description }}
                numeric={isNumericFormat(stat.definition.format)}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columnCount} />}
          {shown.map(({ row, index }) => {
            const qualified = isQualified(row.original);
            return (
              <tr
                key={row.id}
                aria-rowindex={index + 2}
                className={qualified ? undefined : 'stat-table__row--unqualified'}
              >
                <th scope="row" className="stat-table__pinned stat-table__label">
                  {label.render ? label.render(row.original) : label.text(row.original)}
                  {!qualified && (
                    <>
                      <span aria-hidden="true">*</span>
                      <span className="visually-hidden"> (not qualified)</span>
                    </>
                  )}
                </th>
                {columns.map(({ stat }) => {
                  const percentile = qualified ? percentileOf(row.index, stat.key) : null;
                  return (
                    <td
                      key={stat.key}
                      className={isNumericFormat(stat.definition.format) ? 'text-end' : undefined}
                      style={
                        percentile === null
                          ? undefined
                          : { backgroundColor: percentileCellColor(percentile) }
                      }
                    >
                      {cellText(stat, row.original, context)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} columnCount={columnCount} />}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="text-center text-body-secondary py-3">
                {emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className="stat-table__spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
