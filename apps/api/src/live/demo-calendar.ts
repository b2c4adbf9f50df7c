/**
 * The demo league's current season laid on real dates, so that whenever someone looks, some
 * games are scheduled, some in progress and some final.
 *
 * Days: the season's busy days (game days with at least a quarter of the average game day's
 * games, so a Christmas lull or a tournament Sunday with a handful of games never becomes
 * "today") make slates, each busy day its own in a real-size league and consecutive ones joined
 * in a small one (a slate has at least MIN_SLATE_GAMES games). The slates repeat in order, one a
 * day, from the season's first busy day: the real day D shows slate (D − first) mod count.
 * Consecutive real days show consecutive slates, so tomorrow's list is the next one, and each
 * slate returns once every `count` days; a game therefore belongs to exactly one of yesterday,
 * today and tomorrow.
 *
 * Tip times (US Eastern): the day's games in a fixed shuffled order (by a hash of the game id)
 * spread over the half-hour slots from 11:00 to 23:30, so a game in progress can be found from
 * late morning in the East to late evening in the West.
 *
 * Pace: a game takes about as long as a real one. Each second of game clock takes
 * WALL_PER_GAME_SECOND seconds (timeouts, free throws and reviews spread evenly), halftime
 * HALFTIME_SECONDS, the breaks between quarters QUARTER_BREAK_SECONDS and before each overtime
 * OVERTIME_BREAK_SECONDS: about two hours for a men's game. `speed` divides all of it (LIVE_SPEED
 * for demos and tests).
 */
import type { PeriodFormat } from '@courtside/contract';
import { periodStartSecond } from '@courtside/contract';

export const WALL_PER_GAME_SECOND = 2.5;
export const HALFTIME_SECONDS = 20 * 60;
export const QUARTER_BREAK_SECONDS = 2 * 60;
export const OVERTIME_BREAK_SECONDS = 3 * 60;
/** Tip slots, minutes after midnight US Eastern: 11:00, 11:30 … 23:30. */
export const TIP_SLOTS_ET: readonly number[] = Array.from({ length: 26 }, (_, i) => 660 + 30 * i);
/** A busy day has at least this share of the average game day's games. */
export const BUSY_DAY_SHARE = 0.25;
/** Games a live day shows at least (busy days are joined until a slate has them). */
export const MIN_SLATE_GAMES = 20;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-mm-dd or yyyymmdd date (a calendar date, no zone). */
export function dayNumber(date: string): number {
  const digits = date.replaceAll('-', '');
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(digits);
  if (match === null) throw new RangeError(`Not a date: "${date}"`);
  const [, year, month, day] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / DAY_MS;
}

/** yyyymmdd of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The busy days of a season, ascending, from its games' dates (yyyy-mm-dd or yyyymmdd). */
export function busyDays(gameDates: readonly string[]): number[] {
  const perDay = new Map<number, number>();
  for (const date of gameDates) {
    const day = dayNumber(date);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  if (perDay.size === 0) return [];
  const mean = gameDates.length / perDay.size;
  return [...perDay]
    .filter(([, games]) => games >= BUSY_DAY_SHARE * mean)
    .map(([day]) => day)
    .sort((a, b) => a - b);
}

/**
 * The slates a season's busy days make: consecutive busy days joined until a slate has at least
 * MIN_SLATE_GAMES games (the last takes what is left), so a small league still fills a day's
 * tip slots; a real-size league's busy days are a slate each.
 */
export function slatesOf(gameDates: readonly string[]): number[][] {
  const perDay = new Map<number, number>();
  for (const date of gameDates) {
    const day = dayNumber(date);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const slates: number[][] = [];
  let current: number[] = [];
  let games = 0;
  for (const day of busyDays(gameDates)) {
    current.push(day);
    games += perDay.get(day) ?? 0;
    if (games >= MIN_SLATE_GAMES) {
      slates.push(current);
      current = [];
      games = 0;
    }
  }
  if (current.length > 0) {
    const last = slates.at(-1);
    // A short remainder joins the slate before it rather than making a thin day of its own.
    if (last !== undefined && games < MIN_SLATE_GAMES / 2) last.push(...current);
    else slates.push(current);
  }
  return slates;
}

/** The index of the slate a real live day (yyyymmdd) shows; null without slates. */
export function slateIndexOf(
  liveDate: string,
  slates: readonly (readonly number[])[],
): number | null {
  const first = slates[0]?.[0];
  if (first === undefined) return null;
  const offset = dayNumber(liveDate) - first;
  return ((offset % slates.length) + slates.length) % slates.length;
}

/** The real live days (yyyymmdd) among `candidates` that show slate `index`. */
export function liveDatesShowing(
  index: number,
  slates: readonly (readonly number[])[],
  candidates: readonly string[],
): string[] {
  return candidates.filter((date) => slateIndexOf(date, slates) === index);
}

/** 32-bit FNV-1a of a game id: a fixed shuffle that does not depend on the list's order. */
function hashOf(gameId: number): number {
  let hash = 0x811c9dc5;
  for (const char of String(gameId)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Minutes after midnight US Eastern of each game's tip, for the games of one day: a slate no
 * larger than the slots spreads over the whole day (every other slot or so); a larger one takes
 * the slots in turn, so no slot has two games more than another.
 */
export function tipMinutes(gameIds: readonly number[]): Map<number, number> {
  const order = [...gameIds].sort((a, b) => hashOf(a) - hashOf(b) || a - b);
  const slots = TIP_SLOTS_ET.length;
  const slotOf = (i: number): number =>
    order.length <= slots ? Math.floor((i * slots) / order.length) : i % slots;
  return new Map(order.map((gameId, i) => [gameId, TIP_SLOTS_ET[slotOf(i)] as number]));
}

/** UTC milliseconds of a wall time in US Eastern on a day (yyyymmdd), daylight saving included. */
export function easternTime(liveDate: string, minutes: number): number {
  const naiveUtc = dayNumber(liveDate) * DAY_MS + minutes * 60_000;
  // Eastern is UTC−5 or UTC−4: take the offset the zone has at that moment.
  const offsetMinutes = easternOffsetMinutes(naiveUtc + 5 * 3_600_000);
  return naiveUtc - offsetMinutes * 60_000;
}

/** US Eastern's offset from UTC in minutes (−300 or −240) at a UTC instant. */
export function easternOffsetMinutes(utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'shortOffset',
  }).formatToParts(new Date(utcMs));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-5';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (match === null) return -300;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** Wall seconds of breaks before a period starts (halftime, quarter and overtime breaks). */
function breaksBefore(format: PeriodFormat, period: number): number {
  let seconds = 0;
  for (let p = 1; p < period; p += 1) {
    if (p >= format.regulationPeriods) seconds += OVERTIME_BREAK_SECONDS;
    else if (format.regulationPeriods === 2 || p === 2) seconds += HALFTIME_SECONDS;
    else seconds += QUARTER_BREAK_SECONDS;
  }
  return seconds;
}

/** Wall seconds after the tip at which a moment of the game happens, at speed 1. */
export function wallSecondsAt(format: PeriodFormat, period: number, gameSecond: number): number {
  const intoPeriod = gameSecond - periodStartSecond(format, period);
  return (
    (periodStartSecond(format, period) + Math.max(0, intoPeriod)) * WALL_PER_GAME_SECOND +
    breaksBefore(format, period)
  );
}

/** How many of a game's events (in order) have happened `elapsedMs` after its tip. */
export function eventsPlayed(
  format: PeriodFormat,
  events: readonly { readonly period: number; readonly gameSecond: number }[],
  elapsedMs: number,
  speed: number,
): number {
  if (elapsedMs < 0) return 0;
  const elapsedWall = (elapsedMs / 1000) * speed;
  // Wall times rise with seq, so the played events are a prefix: binary search its end.
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const event = events[mid] as { period: number; gameSecond: number };
    if (wallSecondsAt(format, event.period, event.gameSecond) <= elapsedWall) low = mid + 1;
    else high = mid;
  }
  return low;
}
