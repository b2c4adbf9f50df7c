/**
 * The model-fitting page's one URL schema: every choice that shapes the fit, so a shared link
 * reopens the same model on the same sample. Unreadable values fall back to their defaults
 * (url-filters). The outcome and the predictor list default to null, "the subject's default
 * model" (fit-stats.ts); an explicitly emptied predictor list is kept as an empty value so it
 * does not turn back into the defaults. Weights name what each row counts by; a subject offers
 * only its own (fit-weights.ts), so another value there means unweighted.
 */
import { DEFAULT_DIVISION_LABEL, DIVISION_LABELS } from '@courtside/contract';
import { findStatDefinition, type StatKey } from '@/lib/stats/dictionary';
import { optionalCompetitionParam } from '@/lib/stats/stats-defaults';
import {
  defineUrlFilters,
  enumParam,
  listParam,
  type FilterParam,
  type ItemParser,
} from '@/lib/stats/url-filters';

export const FIT_SUBJECTS = ['teams', 'players'] as const;
export type FitSubject = (typeof FIT_SUBJECTS)[number];

/** The most predictors a model takes (p ≤ 11 with the intercept). */
export const MAX_PREDICTORS = 10;

/**
 * Which players enter a player model: those with 10% of their team's minutes (the API's
 * `is-qualified`), a per-game minimum, or everyone.
 */
export const PLAYER_MINUTES = ['qualified', '10', '15', '20', '25', 'all'] as const;
export type PlayerMinutes = (typeof PLAYER_MINUTES)[number];

/** Unweighted, or weighted by a subject's playing time: players' minutes, teams' possessions. */
export const FIT_WEIGHTS = ['none', 'minutes', 'possessions'] as const;
export type FitWeights = (typeof FIT_WEIGHTS)[number];

/** Classical standard errors, or HC3 heteroscedasticity-robust ones. */
export const FIT_ERRORS = ['classical', 'hc3'] as const;
export type FitErrors = (typeof FIT_ERRORS)[number];

const statKeyItem: ItemParser<StatKey> = {
  parse: (raw) => findStatDefinition(raw)?.key,
  serialize: (key) => key,
};

/** A stat the dictionary knows, or null for "the default". */
const optionalStatParam: FilterParam<StatKey | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : statKeyItem.parse(last);
  },
  serialize: (value) => (value === null ? [] : [value]),
  equals: (a, b) => a === b,
};

const predictorList = listParam(statKeyItem, [], { joinWith: '-', maxItems: MAX_PREDICTORS });

/** Up to MAX_PREDICTORS stats; null (absent) means the default set, an empty value none. */
const predictorsParam: FilterParam<readonly StatKey[] | null> = {
  defaultValue: null,
  parse: (raw) => (raw.every((value) => value === '') ? [] : predictorList.parse(raw)),
  serialize: (value) => (value === null ? [] : predictorList.serialize(value)),
  equals: (a, b) => (a === null || b === null ? a === b : predictorList.equals(a, b)),
};

export const FIT_FILTERS = defineUrlFilters({
  subject: enumParam(FIT_SUBJECTS, 'teams'),
  competition: optionalCompetitionParam,
  division: enumParam(DIVISION_LABELS, DEFAULT_DIVISION_LABEL),
  minutes: enumParam(PLAYER_MINUTES, 'qualified'),
  outcome: optionalStatParam,
  predictors: predictorsParam,
  weights: enumParam(FIT_WEIGHTS, 'none'),
  errors: enumParam(FIT_ERRORS, 'classical'),
});

export type FitFilters = ReturnType<typeof FIT_FILTERS.parse>;
