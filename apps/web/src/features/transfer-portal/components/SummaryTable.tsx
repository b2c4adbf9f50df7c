/**
 * A short table of the portal's summaries (counts per group, the biggest names, the teams
 * gaining and losing value, one team's arrivals and departures): a caption, a name column and
 * dictionary columns whose headers, definitions and formats are the stat dictionary's. Long
 * lists with sorting and a CSV go to StatTable instead.
 */
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/stats/ScrollRegion';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue, isNumericFormat } from '@/lib/stats/format';

export interface SummaryColumn<TRow> {
  key: StatKey;
  value: (row: TRow) => unknown;
}

export interface SummaryTableProps<TRow> {
  caption: string;
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  /** The first column: its header and each row's name (a header cell of the row). */
  label: { header: string; render: (row: TRow) => ReactNode };
  columns: readonly SummaryColumn<TRow>[];
  /** Shown instead of an empty table. */
  emptyMessage: string;
}

export function SummaryTable<TRow>({
  caption,
  rows,
  rowKey,
  label,
  columns,
  emptyMessage,
}: SummaryTableProps<TRow>) {
  if (rows.length === 0) {
    return (
      <p className="small text-body-secondary">
        <span className="fw-semibold">{caption}:</span> {emptyMessage}
      </p>
    );
  }
  const resolved = columns.map((column) => ({ ...column, definition: statDefinition(column.key) }));
  return (
    <ScrollRegion label={caption}>
      <table className="table table-sm caption-top transfer-portal__table">
        <caption className="fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{label.header}</th>
            {resolved.map(({ key, definition }) => (
              <th
                key={key}
                scope="col"
                title={definition.description}
                className={isNumericFormat(definition.format) ? 'numeric' : undefined}
              >
                <abbr title={definition.label}>{definition.shortLabel}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className="fw-normal">
                {label.render(row)}
              </th>
              {resolved.map(({ key, definition, value }) => (
                <td
                  key={key}
                  className={isNumericFormat(definition.format) ? 'numeric' : undefined}
                >
                  {formatValue(definition.format, value(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
