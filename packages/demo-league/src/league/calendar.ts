/**
 * The season calendar (all dates UTC calendar days, yyyy-mm-dd), modelled on the real one:
 * openers on the first Monday of November, non-conference play until 22 December (early-season
 * events the week of Thanksgiving and the two before it), no games 23-27 December, conference
 * play into early March (the bigger schedules start before Christmas), conference tournaments in
 * the week before Selection Sunday (mid-March), then the national tournament: First Four
 * Tuesday-Wednesday, first and second rounds Thursday-Sunday, regionals the next weekend, the
 * Final Four two weeks after that (men Saturday/Monday, women Friday/Sunday) in early April.
 *
 * Regular-season games fall on a grid of two dates a week, three and four days apart: Monday and
 * Friday in non-conference play, a conference's own two weekdays (Tuesday and Saturday, Thursday
 * and Sunday…) in conference play, each game on its grid date or the day after. A team plays at
 * most one game per grid date, so it never plays four games in seven days (four grid dates span
 * at least ten days) and always has a day off between games.
 */
import type { Gender } from '@courtside/contract';

const DAY_MS = 86_400_000;

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number): string =>
  isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The n-th (1-based) given weekday (0 = Sunday) of a month (1-12). */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  const first = Date.UTC(year, month - 1, 1);
  const offset = (day - new Date(first).getUTCDay() + 7) % 7;
  return isoDate(first + (offset + 7 * (n - 1)) * DAY_MS);
}

export interface SeasonCalendar {
  readonly openingDay: string;
  /** Thanksgiving Day (the fourth Thursday of November): the big early-season events' week. */
  readonly thanksgiving: string;
  /** The last day of non-conference play. */
  readonly nonConferenceEnd: string;
  /** First and last day of the Christmas break (no games). */
  readonly christmasBreak: readonly [string, string];
  /** The last day of the conference regular season: the Sunday a week before Selection Sunday. */
  readonly conferenceEnd: string;
  readonly selectionSunday: string;
  /** National tournament days per round (0 = First Four … 6 = final), one or two each. */
  readonly nationalRounds: readonly (readonly string[])[];
}

export function seasonCalendar(seasonStartYear: number, gender: Gender): SeasonCalendar {
  const end = seasonStartYear + 1;
  // Selection Sunday falls between 11 and 17 March (2025: the 16th).
  const selectionSunday =
    nthWeekday(end, 3, 0, 2) < `${end}-03-11` ? nthWeekday(end, 3, 0, 3) : nthWeekday(end, 3, 0, 2);
  const day = (offset: number): string => addDays(selectionSunday, offset);
  const finalFour = gender === 'MALE' ? [day(20)] : [day(19)];
  const final = gender === 'MALE' ? [day(22)] : [day(21)];
  return {
    openingDay: nthWeekday(seasonStartYear, 11, 1, 1),
    thanksgiving: nthWeekday(seasonStartYear, 11, 4, 4),
    nonConferenceEnd: `${seasonStartYear}-12-22`,
    christmasBreak: [`${seasonStartYear}-12-23`, `${seasonStartYear}-12-27`],
    conferenceEnd: day(-7),
    selectionSunday,
    nationalRounds: [
      [day(2), day(3)],
      [day(4), day(5)],
      [day(6), day(7)],
      [day(11), day(12)],
      [day(13), day(14)],
      finalFour,
      final,
    ],
  };
}

/**
 * Non-conference grid dates: Monday and Friday of every week from opening day, while a game on
 * the day after still falls before the end of non-conference play. Index 2w is week w's Monday,
 * 2w + 1 its Friday.
 */
export function nonConferenceDates(calendar: SeasonCalendar): string[] {
  const dates: string[] = [];
  for (let week = 0; ; week += 1) {
    for (const offset of [0, 4]) {
      const date = addDays(calendar.openingDay, 7 * week + offset);
      if (addDays(date, 1) > calendar.nonConferenceEnd) return dates;
      dates.push(date);
    }
  }
}

/** Week (from opening day's Monday) of a date. */
export const weekOf = (calendar: SeasonCalendar, date: string): number =>
  Math.floor(daysBetween(calendar.openingDay, date) / 7);

/** Conference play's two weekdays: men mostly midweek and Saturday, women Thursday and Sunday. */
const CONFERENCE_WEEKDAYS: Readonly<Record<Gender, readonly (readonly [number, number])[]>> = {
  MALE: [
    [2, 6],
    [3, 6],
    [3, 0],
    [2, 5],
    [4, 0],
  ],
  FEMALE: [
    [4, 0],
    [3, 0],
    [4, 1],
    [3, 6],
  ],
};

export const conferenceWeekdays = (gender: Gender, index: number): readonly [number, number] => {
  const list = CONFERENCE_WEEKDAYS[gender];
  return list[index % list.length] ?? [2, 6];
};

/**
 * The last `count` dates on the given weekdays up to the end of the conference season, oldest
 * first, skipping the Christmas break: a conference that needs more rounds starts earlier.
 */
export function conferenceDates(
  calendar: SeasonCalendar,
  weekdays: readonly [number, number],
  count: number,
): string[] {
  const dates: string[] = [];
  const [breakStart, breakEnd] = calendar.christmasBreak;
  for (let date = calendar.conferenceEnd; dates.length < count; date = addDays(date, -1)) {
    if (date < calendar.openingDay) {
      throw new Error(`${count} conference rounds do not fit in the season`);
    }
    if (!weekdays.includes(weekday(date)) || (date >= breakStart && date <= breakEnd)) continue;
    dates.push(date);
  }
  return dates.reverse();
}
