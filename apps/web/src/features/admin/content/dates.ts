/** Calendar days as YYYY-MM-DD in the viewer's time zone, and how the admin page shows times. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MEDIUM_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function toIsoDay(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The local midnight of a YYYY-MM-DD day; null unless it names a real day. */
export function parseIsoDay(text: string): Date | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDay(date) === text ? date : null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A tier that ends "on" a day lasts through that whole day, in the admin's time zone. */
export function endOfDayIso(isoDay: string): string | null {
  const day = parseIsoDay(isoDay);
  if (day === null) return null;
  return new Date(addDays(day, 1).getTime() - 1).toISOString();
}

/** The local day of an ISO time, for a date input; '' for none or an unreadable time. */
export function isoDayOf(isoTime: string | null): string {
  if (isoTime === null) return '';
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? '' : toIsoDay(date);
}

export function formatDate(isoTime: string | null, empty = '—'): string {
  if (isoTime === null) return empty;
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : MEDIUM_DATE.format(date);
}

export function formatDateTime(isoTime: string | null, empty = '—'): string {
  if (isoTime === null) return empty;
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : MEDIUM_DATE_TIME.format(date);
}

/** A YYYY-MM-DD day as "Feb 3, 2026" (parsed as a local day, not as UTC midnight). */
export function formatIsoDay(isoDay: string): string {
  const date = parseIsoDay(isoDay);
  return date === null ? isoDay : MEDIUM_DATE.format(date);
}
