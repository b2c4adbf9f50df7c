/**
 * Event-log analytics for a date range. The range lives in the address (?start=&end=) so a view
 * can be shared; without it the last 30 days are shown.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventLogAnalyticsRow } from '@courtside/contract';
import { useEndpoint } from '@/lib/api/use-endpoint';
import { rangeFromParams, totalsByDay, type DateRange } from '../content/analytics';
import { formatIsoDay } from '../content/dates';

const TYPE_LABELS: Record<EventLogAnalyticsRow['type'], string> = {
  pagechange: 'Page view',
  error: 'Error',
};

function DailyTotals({ rows }: { rows: readonly EventLogAnalyticsRow[] }) {
  const days = totalsByDay(rows);
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  return (
    <div className="table-responsive mb-3">
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">Totals per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="text-end">
              Page views
            </th>
            <th scope="col" className="text-end">
              Errors
            </th>
            <th scope="col" className="text-end">
              Users (at least)
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="fw-normal">
                {formatIsoDay(day.day)}
              </th>
              <td className="text-end">{day.pageViews}</td>
              <td className="text-end">{day.errors}</td>
              <td className="text-end">{day.usersAtLeast}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">Total</th>
            <td className="text-end">{sum((day) => day.pageViews)}</td>
            <td className="text-end">{sum((day) => day.errors)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function RowsByPath({ rows }: { rows: readonly EventLogAnalyticsRow[] }) {
  const sorted = [...rows].sort((a, b) => b.day.localeCompare(a.day) || b.events - a.events);
  return (
    <details>
      <summary>All rows by path ({rows.length})</summary>
      <div className="table-responsive mt-2">
        <table className="table table-sm table-striped mb-0">
          <caption className="visually-hidden">Events by day, type and path</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Type</th>
              <th scope="col">Path</th>
              <th scope="col" className="text-end">
                Events
              </th>
              <th scope="col" className="text-end">
                Users
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={`${row.day}|${row.type}|${row.shortPath}`}>
                <td>{formatIsoDay(row.day)}</td>
                <td>{TYPE_LABELS[row.type]}</td>
                <td className="text-break">{row.shortPath}</td>
                <td className="text-end">{row.events}</td>
                <td className="text-end">{row.users}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function EventLogAnalytics() {
  const [params, setParams] = useSearchParams();
  // Read once per address change; "today" only matters for the default range.
  const range = useMemo(() => rangeFromParams(params, new Date()), [params]);
  const validRange = range.start <= range.end;
  const analytics = useEndpoint(
    'event-log-analytics',
    validRange ? { start: range.start, end: range.end } : null,
  );

  const setRange = (key: keyof DateRange, value: string) => {
    if (value === '') return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('start', range.start);
        next.set('end', range.end);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const rows = analytics.data ?? [];

  return (
    <section className="card mb-4" aria-labelledby="analytics-title">
      <div className="card-body">
        <h2 id="analytics-title" className="h5 card-title">
          Event-log analytics
        </h2>
        <div className="row g-2 mb-3">
          {(['start', 'end'] as const).map((key) => (
            <div className="col-6 col-md-3" key={key}>
              <label htmlFor={`analytics-${key}`} className="form-label">
                {key === 'start' ? 'From' : 'To'}
              </label>
              <input
                id={`analytics-${key}`}
                type="date"
                className="form-control"
                value={range[key]}
                onChange={(event) => setRange(key, event.target.value)}
              />
            </div>
          ))}
        </div>
        {!validRange && (
          <div className="alert alert-warning" role="alert">
            The start day must be on or before the end day.
          </div>
        )}
        {analytics.isLoading && <p className="text-body-secondary">Loading analytics…</p>}
        {analytics.status === 'error' && (
          <div className="alert alert-danger" role="alert">
            {analytics.error?.message}
          </div>
        )}
        {validRange &&
          analytics.status === 'success' &&
          (rows.length === 0 ? (
            <p className="text-body-secondary mb-0">
              No events were logged from {formatIsoDay(range.start)} to {formatIsoDay(range.end)}.
            </p>
          ) : (
            <>
              <DailyTotals rows={rows} />
              <p className="small text-body-secondary">
                Users are counted per path, so a day&apos;s distinct users are at least its busiest
                path&apos;s count.
              </p>
              <RowsByPath rows={rows} />
            </>
          ))}
      </div>
    </section>
  );
}
