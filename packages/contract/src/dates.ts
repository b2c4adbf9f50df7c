/** Scoreboard dates travel as yyyymmdd (§2, §9). */

const GAME_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * Where college basketball is scheduled: a game day is a date of the US Eastern calendar, so a
 * viewer in Honolulu at 23:00 and one in Paris at 05:00 the next morning open the same day.
 */
export const SCHEDULE_TIME_ZONE = 'America/New_York';

/** Today's date on the schedule at the instant `now`, as yyyy-mm-dd. */
export function scheduleToday(now: Date, timeZone = SCHEDULE_TIME_ZONE): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The schedule's date at the instant `date`, as yyyymmdd (the scoreboard address's form). */
export function formatGameDate(date: Date): string {
  return scheduleToday(date).replaceAll('-', '');
}

/** Parses yyyymmdd; null unless it names a real calendar day. */
export function parseGameDate(text: string): { year: number; month: number; day: number } | null {
  const match = GAME_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function isGameDate(text: string): boolean {
  return parseGameDate(text) !== null;
}
