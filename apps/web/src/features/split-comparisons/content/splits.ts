/**
 * The splits the page compares: the aggregate scopes of `team-agg-stats` (season, site,
 * conference, result, recency, opponent quadrant, clutch), labelled where every split is
 * (lib/stats/dictionary/scopes), and the regulation periods of `team-period-stats` — halves for
 * men, quarters for women's seasons played in quarters (lib/charts/game-time). Overtimes are
 * left out: few teams play enough of them to compare.
 */
import { getCompetition, type Gender } from '@courtside/contract';
import { periodFormatFor, periodName, type PeriodFormat } from '@/lib/charts/game-time';
import { NAMED_SCOPES_IN_ORDER, scopeLabel } from '@/lib/stats/dictionary/scopes';

export type SplitSource = { kind: 'scope'; scope: string } | { kind: 'period'; period: number };

export interface SplitOption {
  /** The split's name in the URL: the scope itself, or h1/h2, q1…q4 for periods. */
  id: string;
  label: string;
  source: SplitSource;
}

const PERIOD_IDS: Readonly<Record<PeriodFormat, readonly string[]>> = {
  halves: ['h1', 'h2'],
  quarters: ['q1', 'q2', 'q3', 'q4'],
};

/** Every split id the URL may name, whatever the season. */
export const ALL_SPLIT_IDS: readonly string[] = [
  ...NAMED_SCOPES_IN_ORDER,
  ...PERIOD_IDS.halves,
  ...PERIOD_IDS.quarters,
];

export const DEFAULT_SPLITS = { a: 'home', b: 'away' } as const;

const SCOPE_SPLITS: readonly SplitOption[] = NAMED_SCOPES_IN_ORDER.map((scope) => ({
  id: scope,
  label: scopeLabel(scope),
  source: { kind: 'scope', scope },
}));

export function periodFormatOfCompetition(competitionId: number, gender: Gender): PeriodFormat {
  const competition = getCompetition(competitionId);
  return periodFormatFor(competition?.gender ?? gender, competition?.yearStart ?? 0);
}

/** The splits of one season, in reading order: the scopes, then its regulation periods. */
export function splitOptionsFor(competitionId: number, gender: Gender): SplitOption[] {
  const format = periodFormatOfCompetition(competitionId, gender);
  const periods = PERIOD_IDS[format].map((id, index): SplitOption => ({
    id,
    label: periodName(index + 1, format),
    source: { kind: 'period', period: index + 1 },
  }));
  return [...SCOPE_SPLITS, ...periods];
}

/** The option of `id` in `options`, or that of `fallback` (a split this season does not have). */
export function resolveSplit(
  options: readonly SplitOption[],
  id: string,
  fallback: string,
): SplitOption {
  const found = options.find((option) => option.id === id);
  if (found !== undefined) return found;
  const byDefault = options.find((option) => option.id === fallback);
  if (byDefault === undefined) throw new Error(`No split "${fallback}" to fall back to.`);
  return byDefault;
}
