/**
 * The season calendar (all dates UTC calendar days, yyyy-mm-dd), modelled on the real one:
 * openers on the first Monday of November, non-conference play until Christmas, conference play
 * from the last days of December into early March, conference tournaments in the week before
 * Selection Sunday (mid-March), then the national tournament: First Four
 * Tuesday-Wednesday, first and second rounds Thursday-Sunday, regionals the next weekend, the
 * Final Four two weeks after that (men Saturday/Monday, women Friday/Sunday) in early April.
 */
import type { Gender } from '@courtside/contract';

const DAY_MS = 86_400_000;

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number): string =>
  isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** The n-th (1-based) given weekday (0 = Sunday) of a month (1-12). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = Date.UTC(year, month - 1, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return isoDate(first + (offset + 7 * (n - 1)) * DAY_MS);
}

export interface SeasonCalendar {
  readonly openingDay: string;
  readonly nonConferenceEnd: string;
  readonly conferenceStart: string;
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
    nonConferenceEnd: `${seasonStartYear}-12-23`,
    conferenceStart: `${seasonStartYear}-12-29`,
    conferenceEnd: day(-11),
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

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `count` dates spread evenly from `from` to `to` (both included when count > 1). */
export function spreadDates(from: string, to: string, count: number): string[] {
  const span = daysBetween(from, to);
  if (count <= 1) return [from];
  return Array.from({ length: count }, (_, i) =>
    addDays(from, Math.round((i * span) / (count - 1))),
  );
}
