/**
 * Loading placeholders shaped like what is coming (a table, a chart), so the page does not
 * jump when the data arrives. Each is a status region announced once as "Loading …".
 */
import './states.css';

export interface TableSkeletonProps {
  /** What is loading, for screen readers: "Loading player stats". */
  label?: string;
  rows?: number;
  columns?: number;
}

export function TableSkeleton({
  label = 'Loading table',
  rows = 8,
  columns = 6,
}: TableSkeletonProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className="stats-skeleton stats-skeleton--table placeholder-glow"
    >
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        {Array.from({ length: rows + 1 }, (_, row) => (
          <div
            key={row}
            className={`stats-skeleton__row ${row === 0 ? 'stats-skeleton__row--head' : ''}`}
          >
            {Array.from({ length: columns }, (_, column) => (
              <span
                key={column}
                className={`placeholder ${column === 0 ? 'stats-skeleton__cell--label' : 'stats-skeleton__cell'}`}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

export interface ChartSkeletonProps {
  label?: string;
  /** Width / height of the chart that will replace it (the court is about 50 / 54). */
  aspectRatio?: number;
}

export function ChartSkeleton({
  label = 'Loading chart',
  aspectRatio = 16 / 9,
}: ChartSkeletonProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className="stats-skeleton stats-skeleton--chart placeholder-glow"
    >
      <span className="visually-hidden">{label}</span>
      <span className="placeholder stats-skeleton__title" aria-hidden="true" />
      <span
        className="placeholder stats-skeleton__plot"
        style={{ aspectRatio }}
        aria-hidden="true"
      />
    </div>
  );
}
