/**
 * Values of `<input type="datetime-local">` ("YYYY-MM-DDTHH:mm", a wall-clock time in the
 * viewer's time zone) to and from the ISO instants the API stores.
 */

const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The input value showing an ISO time in local time, to the minute; '' for none. */
export function toDateTimeLocal(isoTime: string | null): string {
  if (isoTime === null) return '';
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * The ISO instant of an input value read as local time; null for an empty (cleared) input. The
 * browser only hands over complete, valid values, so anything unreadable also reads as empty.
 */
export function fromDateTimeLocal(value: string): string | null {
  const match = DATETIME_LOCAL.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '0'] = match;
  // setFullYear, not the Date(y, m, d) constructor, which reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setFullYear(Number(year), Number(month) - 1, Number(day));
  date.setHours(Number(hours), Number(minutes), Number(seconds), 0);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The viewer's IANA time zone (e.g. "America/Chicago"), for saying which clock the inputs use. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
