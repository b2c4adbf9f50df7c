/**
 * A column header: a sort button (a real button, so Tab and Enter/Space work) inside a th that
 * carries aria-sort, and the stat's definition as a tooltip that shows on hover and on focus,
 * is read as the button's description, and closes with Escape.
 */
import { useId, useState } from 'react';
import type { StatTableColumn } from './table-features';

export interface StatTableHeaderCellProps<TRow extends object> {
  column: StatTableColumn<TRow>;
  text: string;
  /** Full name and definition; no tooltip when absent. */
  tooltip?: { title: string; description: string };
  numeric: boolean;
  pinned?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function StatTableHeaderCell<TRow extends object>({
  column,
  text,
  tooltip,
  numeric,
  pinned = false,
}: StatTableHeaderCellProps<TRow>) {
  const tipId = useId();
  const [tipDismissed, setTipDismissed] = useState(false);
  const sorted = column.getIsSorted();
  const classes = [
    'stat-table__th',
    numeric ? 'stat-table__th--numeric' : '',
    pinned ? 'stat-table__pinned' : '',
  ];
  return (
    <th
      scope="col"
      aria-sort={sorted === false ? 'none' : ARIA_SORT[sorted]}
      className={classes.filter(Boolean).join(' ')}
      onMouseLeave={() => setTipDismissed(false)}
    >
      <button
        type="button"
        className="stat-table__sort"
        onClick={column.getToggleSortingHandler()}
        aria-describedby={tooltip ? tipId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTipDismissed(true);
        }}
        onBlur={() => setTipDismissed(false)}
      >
        <span>{text}</span>
        <span className="stat-table__sort-mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
      {tooltip && (
        <span
          role="tooltip"
          id={tipId}
          className="stat-table__tip"
          data-dismissed={tipDismissed || undefined}
        >
          <strong>{tooltip.title}.</strong> {tooltip.description}
        </span>
      )}
    </th>
  );
}
