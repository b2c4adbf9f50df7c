/**
 * The page's URL filters, defaults stated once: the seasons (`competitionIds`, hyphen-joined and
 * sorted) and the division of §2's query, then the conference, the team drilled into, which
 * side of the runs (made, or allowed: the team's droughts) and the game situation.
 *
 * The two scope parameters are checked strictly (`scopeProblem`): a malformed or unknown season
 * or division in a shared link is the not-found page, as the legacy redirect treats its path,
 * rather than a silent fallback to another season. The other filters fall back to their
 * defaults when unreadable (lib/stats/url-filters).
 */
import {
  LIVE_STATS_DEFAULT_COMPETITION_ID,
  DIVISIONS,
  competitionIdsKey,
  getCompetition,
  isAllowedCompetitionId,
  isDivisionLabel,
  type DivisionLabel,
} from '@courtside/contract';
import {
  defineUrlFilters,
  enumParam,
  intItem,
  listParam,
  type FilterParam,
} from '@/lib/stats/url-filters';

/** More seasons than this in one view is not a link the app makes. */
export const MAX_SEASONS = 8;

export const RUN_SIDES = ['for', 'against'] as const;
export type RunSide = (typeof RUN_SIDES)[number];

export const SITUATIONS = [
  'all',
  'firstHalf',
  'secondHalf',
  'overtime',
  'acrossHalftime',
  'fromBehind',
  'late',
] as const;
export type Situation = (typeof SITUATIONS)[number];

export interface StreakFilterValues {
  competitionIds: readonly number[];
  division: DivisionLabel;
  /** null: every conference of the division. */
  conference: number | null;
  /** The team drilled into (a team id belongs to one season); null: the leaderboard. */
  team: number | null;
  side: RunSide;
  situation: Situation;
}

const DIVISION_LABELS = DIVISIONS.map((division) => division.label);

/** A positive id, absent for "none". */
const optionalIdParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : intItem({ min: 1 }).parse(last);
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

/**
 * A parameter written even at its default: §2's address always names its seasons and division
 * (paths.scoringStreaks), so a shared link keeps its season when the default season moves on.
 * Only serialization compares a value with the default, so "never equal" means "always written".
 */
function alwaysWritten<T>(param: FilterParam<T>): FilterParam<T> {
  return { ...param, equals: () => false };
}

const competitionIdsParam: FilterParam<readonly number[]> = {
  ...listParam(intItem({ min: 1 }), [LIVE_STATS_DEFAULT_COMPETITION_ID], {
    joinWith: '-',
    maxItems: MAX_SEASONS,
  }),
  // One spelling per list (§9): sorted ascending, whatever order the caller built it in.
  serialize: (value) => [competitionIdsKey(value)],
};

export const STREAK_FILTERS = defineUrlFilters<StreakFilterValues>({
  competitionIds: alwaysWritten(competitionIdsParam),
  division: alwaysWritten(enumParam(DIVISION_LABELS, 'd1')),
  conference: optionalIdParam,
  team: optionalIdParam,
  side: enumParam(RUN_SIDES, 'for'),
  situation: enumParam(SITUATIONS, 'all'),
});

/**
 * Why the address's seasons or division cannot be shown, or null when they can (or are absent,
 * and so the defaults). Each id must be a competition Courtside covers, all of one gender.
 */
export function scopeProblem(search: URLSearchParams): string | null {
  const division = search.getAll('division');
  if (division.length > 0 && !division.every(isDivisionLabel)) {
    return `Unknown division "${division.join(', ')}"`;
  }
  const raw = search.getAll('competitionIds');
  if (raw.length === 0) return null;
  const parts = raw.flatMap((value) => value.split('-'));
  if (parts.length > MAX_SEASONS) return `At most ${MAX_SEASONS} seasons at once`;
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^[1-9]\d{0,14}$/.test(part) || !isAllowedCompetitionId(Number(part))) {
      return `Unknown season "${part}"`;
    }
    ids.push(Number(part));
  }
  const genders = new Set(ids.map((id) => getCompetition(id)?.gender));
  return genders.size > 1 ? "Men's and women's seasons cannot be mixed" : null;
}

/** The division's id and name. */
export function divisionOf(label: DivisionLabel): { id: 1 | 2 | 3; name: string } {
  const division = DIVISIONS.find((entry) => entry.label === label);
  return division ?? { id: 1, name: 'Division I' };
}
