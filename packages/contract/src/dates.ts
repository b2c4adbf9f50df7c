/** Scoreboard dates travel as yyyymmdd (§2, §9). */

const GAME_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

/** The calendar date of `date` in the viewer's time zone, as yyyymmdd. */
export function formatGameDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}${month}${day}`;
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
