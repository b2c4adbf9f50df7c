/**
 * Clocks, dates and the period format of NCAA bundles. Clocks are "MM:SS" with the minutes
 * padded ("04:58"); some feeds add tenths ("00:05.3") or hundredths after a third colon
 * ("00:05:30", the form of the publisher's lineup events). Dates are MM/DD/YYYY.
 */
import type { Gender } from '@courtside/contract';

const CLOCK = /^(\d{1,2}):(\d{2})(?:([.:])(\d{1,3}))?$/;

/** Seconds left in the period, or null when the text is not a clock. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (match === null) return null;
  const minutes = Number(match[1]);
  const seconds = Number(match[2]);
  if (seconds >= 60) return null;
  const fraction = match[4];
  const fractionSeconds = fraction === undefined ? 0 : Number(fraction) / 10 ** fraction.length;
  // Round away binary noise so equal clocks compare equal (0.3 + 5 must be 5.3).
  return Math.round((minutes * 60 + seconds + fractionSeconds) * 1000) / 1000;
}

/** MM/DD/YYYY (or already yyyy-mm-dd) → yyyy-mm-dd; null when it is neither. */
export function parseGameDate(text: string | null | undefined): string | null {
  const value = text?.trim() ?? '';
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (us !== null) {
    [year, month, day] = [Number(us[3]), Number(us[1]), Number(us[2])];
  } else if (iso !== null) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

export interface ClockedRow {
  readonly period: number;
  readonly clock: number;
}

export type GenderInference =
  | { readonly gender: Gender; readonly reason: string }
  | { readonly gender: null; readonly reason: string };

/**
 * Men play 20-minute halves, women 10-minute quarters (since 2015-16); overtimes are 5 minutes.
 * A clock above 10:00 in period 1 or 2 can only be a men's half. Without one, a women's game is
 * recognised by clocks above 5:00 in period 3 or 4 (a men's period 3+ is a 5-minute overtime).
 * A game with neither signal (too few events) is ambiguous and the caller must say.
 */
export function inferGender(rows: readonly ClockedRow[]): GenderInference {
  const maxClock = (periods: readonly number[]): number =>
    rows.reduce((max, row) => (periods.includes(row.period) ? Math.max(max, row.clock) : max), 0);
  const halves = maxClock([1, 2]);
  if (halves > 600) {
    return { gender: 'MALE', reason: `a period-1/2 clock of ${halves} s exceeds a quarter` };
  }
  const late = maxClock([3, 4]);
  if (late > 300) {
    return { gender: 'FEMALE', reason: `a period-3/4 clock of ${late} s exceeds an overtime` };
  }
  return { gender: null, reason: 'no clock tells halves from quarters; pass the gender' };
}
