/**
 * The page's URL filters, declared once with their defaults (lib/stats/url-filters): how much
 * time was left, the score before the shot, tying or go-ahead, made or missed, regulation or
 * overtime, and one team or conference. The seasons and the division are the address's own
 * (content/deciding-route.ts). An unreadable value falls back to its default.
 */
import { defineUrlFilters, enumParam, intItem, type FilterParam } from '@/lib/stats/url-filters';

/** Deciding shots happen with 30 seconds or less left (METHODS §6): the choices narrow it. */
export const SECONDS_LEFT_CHOICES = [30, 20, 10, 5] as const;
export type SecondsLeft = (typeof SECONDS_LEFT_CHOICES)[number];

/** The score before the shot from the shooting team's side. */
export const MARGIN_CHOICES = ['any', 'tied', 'down1', 'down2', 'down3'] as const;
export type MarginChoice = (typeof MARGIN_CHOICES)[number];
export const MARGIN_LABELS: Readonly<Record<MarginChoice, string>> = {
  any: 'Any (tied or down 1-3)',
  tied: 'Tied',
  down1: 'Down 1',
  down2: 'Down 2',
  down3: 'Down 3',
};
/** The deficit before the shot that each margin choice keeps. */
export const MARGIN_DEFICIT: Readonly<Record<Exclude<MarginChoice, 'any'>, number>> = {
  tied: 0,
  down1: 1,
  down2: 2,
  down3: 3,
};

export const KIND_CHOICES = ['any', 'tying', 'goAhead'] as const;
export type KindChoice = (typeof KIND_CHOICES)[number];
export const KIND_LABELS: Readonly<Record<KindChoice, string>> = {
  any: 'Tying and go-ahead',
  tying: 'Tying only',
  goAhead: 'Go-ahead only',
};

export const RESULT_CHOICES = ['any', 'made', 'missed'] as const;
export type ResultChoice = (typeof RESULT_CHOICES)[number];
export const RESULT_LABELS: Readonly<Record<ResultChoice, string>> = {
  any: 'Made and missed',
  made: 'Made',
  missed: 'Missed',
};

export const PERIOD_CHOICES = ['any', 'regulation', 'overtime'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];
export const PERIOD_LABELS: Readonly<Record<PeriodChoice, string>> = {
  any: 'End of regulation and overtime',
  regulation: 'End of regulation',
  overtime: 'Overtime',
};

export interface DecidingFilterValues {
  secondsLeft: SecondsLeft;
  margin: MarginChoice;
  kind: KindChoice;
  result: ResultChoice;
  period: PeriodChoice;
  /** null: every team of the division. */
  team: number | null;
  /** null: every conference of the division. */
  conference: number | null;
}

const secondsLeftParam: FilterParam<SecondsLeft> = {
  defaultValue: 30,
  parse: (raw) => {
    const last = raw.at(-1);
    const value = last === undefined ? undefined : intItem({ min: 1 }).parse(last);
    return SECONDS_LEFT_CHOICES.find((choice) => choice === value);
  },
  serialize: (value) => [String(value)],
  equals: (a, b) => a === b,
};

/** An id, absent for "all". */
const optionalIdParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : intItem({ min: 1 }).parse(last);
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

export const DECIDING_FILTERS = defineUrlFilters<DecidingFilterValues>({
  secondsLeft: secondsLeftParam,
  margin: enumParam(MARGIN_CHOICES, 'any'),
  kind: enumParam(KIND_CHOICES, 'any'),
  result: enumParam(RESULT_CHOICES, 'any'),
  period: enumParam(PERIOD_CHOICES, 'any'),
  team: optionalIdParam,
  conference: optionalIdParam,
});
