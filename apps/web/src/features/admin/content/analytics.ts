/** Day totals of the event-log analytics rows, and the date range the section reads. */
import type { EventLogAnalyticsRow } from '@courtside/contract';
import { addDays, parseIsoDay, toIsoDay } from './dates';

export const DEFAULT_RANGE_DAYS = 30;

export interface DateRange {
  start: string;
  end: string;
}

/** The last 30 days, today included. */
export function defaultRange(today: Date): DateRange {
  return { start: toIsoDay(addDays(today, 1 - DEFAULT_RANGE_DAYS)), end: toIsoDay(today) };
}

/** The range in the address, each end falling back to the default when missing or not a day. */
export function rangeFromParams(params: URLSearchParams, today: Date): DateRange {
  const fallback = defaultRange(today);
  const day = (key: keyof DateRange) => {
    const value = params.get(key) ?? '';
    return parseIsoDay(value) === null ? fallback[key] : value;
  };
  return { start: day('start'), end: day('end') };
}

export interface DayTotals {
  day: string;
  pageViews: number;
  errors: number;
  /**
   * Rows count distinct users per day, type and path, so a user who opened several paths is in
   * several rows: the busiest row of the day is the most that can be said about the day's
   * distinct users without counting anyone twice (a lower bound).
   */
  usersAtLeast: number;
}

/** One line per day, newest first. */
export function totalsByDay(rows: readonly EventLogAnalyticsRow[]): DayTotals[] {
  const byDay = new Map<string, DayTotals>();
  for (const row of rows) {
    const totals = byDay.get(row.day) ?? { day: row.day, pageViews: 0, errors: 0, usersAtLeast: 0 };
    if (row.type === 'pagechange') totals.pageViews += row.events;
    else totals.errors += row.events;
    totals.usersAtLeast = Math.max(totals.usersAtLeast, row.users);
    byDay.set(row.day, totals);
  }
  return [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day));
}
