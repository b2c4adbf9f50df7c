/**
 * Calendar arithmetic of the scoreboard. A game day is a calendar date of the schedule, not an
 * instant: it travels as yyyymmdd in the address and as yyyy-mm-dd in the API's rows and date
 * bounds. Days are counted on the UTC calendar so that no viewer's daylight-saving change can
 * move a date; only "today" depends on a time zone, and that is the schedule's (US Eastern, as
 * the API's live lists read it), so a viewer in Honolulu at 23:00 and one in Paris at 05:00 the
 * next morning open the same scoreboard day.
 */
import { parseGameDate } from '@courtside/contract';

const DAY_MS = 86_400_000;

/** "20250222" → "2025-02-22"; null unless it names a real day. */
export function isoOfGameDate(gameDate: string): string | null {
  const parts = parseGameDate(gameDate);
  if (parts === null) return null;
  return isoOf(parts.year, parts.month, parts.day);
}

/** "2025-02-22" → "20250222" (the address's form). */
export function gameDateOfIso(iso: string): string {
  return iso.replaceAll('-', '');
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function utcOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function isoOfUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  return isoOfUtc(new Date(utcOf(iso).getTime() + days * DAY_MS));
}

/**
 * Whether a day belongs to a season that starts in `yearStart`: July to June, so the summer
 * after the final still reads as that season's (its scoreboard offers the last game day).
 */
export function seasonHoldsDay(yearStart: number, iso: string): boolean {
  return iso >= `${yearStart}-07-01` && iso <= `${yearStart + 1}-06-30`;
}

/** A calendar month: year and month 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export function monthOf(iso: string): CalendarMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/** First and last day of the month, inclusive, as the API's `start` and `end`. */
export function monthRange({ year, month }: CalendarMonth): { start: string; end: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: isoOf(year, month, 1), end: isoOf(year, month, last) };
}

/** "February 2025" */
export function monthLabel({ year, month }: CalendarMonth): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "Saturday, February 22, 2025" */
export function dayLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(utcOf(iso));
}

/** "Sat, Feb 22" */
export function shortDayLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(utcOf(iso));
}

/**
 * The month as calendar weeks, Sunday first: each week seven yyyy-mm-dd days or null for the
 * cells before the 1st and after the last day.
 */
export function calendarWeeks(month: CalendarMonth): (string | null)[][] {
  const { start, end } = monthRange(month);
  const lead = utcOf(start).getUTCDay();
  const days = Number(end.slice(8, 10));
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => addDays(start, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** How many games each day holds, from game rows (rows without a date are left out). */
export function gamesPerDay(rows: readonly { gameDate: string | null }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.gameDate === null) continue;
    counts.set(row.gameDate, (counts.get(row.gameDate) ?? 0) + 1);
  }
  return counts;
}

/** The latest day with games before `iso`, or null. */
export function previousGameDay(days: Iterable<string>, iso: string): string | null {
  let best: string | null = null;
  for (const day of days) if (day < iso && (best === null || day > best)) best = day;
  return best;
}

/** The earliest day with games after `iso`, or null. */
export function nextGameDay(days: Iterable<string>, iso: string): string | null {
  let best: string | null = null;
  for (const day of days) if (day > iso && (best === null || day < best)) best = day;
  return best;
}
