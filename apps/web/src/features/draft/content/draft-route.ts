/**
 * /stats/:competitionId/draft/:view (§2): the draft prospects area and the parsing of its route
 * parameters. Only the draft competitions (§9: 2020-21 to 2024-25, both genders) have
 * prospects; any other competition, a malformed id or an unknown view is the not-found page
 * rather than a request the API would refuse.
 */
import { COMPETITION_ID_SETS } from '@courtside/contract';
import type { DraftTierName } from '@courtside/contract/schemas';
import { routeIdOf } from '@/lib/route-id';
import { defineUrlFilters, enumParam, intParam } from '@/lib/stats/url-filters';

export const DRAFT_VIEWS = [
  { view: 'player-box', label: 'Prospects' },
  { view: 'method', label: 'How it works' },
] as const;
export type DraftView = (typeof DRAFT_VIEWS)[number]['view'];

export const DRAFT_COMPETITION_IDS: readonly number[] = COMPETITION_ID_SETS.draft;

/** The address of a view of the area (the contract's path builders have no draft entry). */
export const draftPath = (competitionId: number, view: DraftView = 'player-box'): string =>
  `/stats/${competitionId}/draft/${view}`;

export interface DraftRoute {
  competitionId: number;
  view: DraftView;
}

export function parseDraftRoute(params: {
  competitionId?: string;
  view?: string;
}): DraftRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const view = DRAFT_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || !DRAFT_COMPETITION_IDS.includes(competitionId)) return null;
  if (view === undefined) return null;
  return { competitionId, view };
}

/** Position groups by the first letter of the listing ("G-F" is a guard). */
export const POSITION_GROUPS = [
  { value: 'all', label: 'All positions' },
  { value: 'G', label: 'Guards' },
  { value: 'F', label: 'Forwards' },
  { value: 'C', label: 'Centers' },
] as const;
type PositionGroup = Exclude<(typeof POSITION_GROUPS)[number]['value'], 'all'>;

/** G, F or C from a listed position ("G", "F-C", "Guard"); null when it names none. */
export function positionGroupOf(position: string | null): PositionGroup | null {
  const first = position?.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

export const CLASS_GROUPS = [
  { value: 'all', label: 'All classes' },
  { value: 'fr', label: 'Freshmen' },
  { value: 'so', label: 'Sophomores' },
  { value: 'jr', label: 'Juniors' },
  { value: 'sr', label: 'Seniors' },
  { value: 'gr', label: 'Graduates' },
] as const;
type ClassGroup = Exclude<(typeof CLASS_GROUPS)[number]['value'], 'all'>;

/** Sources spell classes "Fr.", "FR", "Freshman", "R-So."…; the redshirt prefix is dropped. */
const CLASS_PREFIXES: readonly (readonly [string, ClassGroup])[] = [
  ['fr', 'fr'],
  ['so', 'so'],
  ['jr', 'jr'],
  ['ju', 'jr'],
  ['sr', 'sr'],
  ['se', 'sr'],
  ['gr', 'gr'],
];

export function classGroupOf(classYr: string | null): ClassGroup | null {
  const letters = (classYr ?? '')
    .toLowerCase()
    .replace(/^r(s|-)\s*/, '')
    .replace(/[^a-z]/g, '');
  return CLASS_PREFIXES.find(([prefix]) => letters.startsWith(prefix))?.[1] ?? null;
}

/** The projected tiers in the URL, best first; every tier of the contract has one. */
const TIER_SLUGS = {
  Lottery: 'lottery',
  'First round': 'first-round',
  'Second round': 'second-round',
  'Third round': 'third-round',
  Undrafted: 'undrafted',
} as const satisfies Record<DraftTierName, string>;
type TierSlug = (typeof TIER_SLUGS)[DraftTierName];

const TIER_ENTRIES = Object.entries(TIER_SLUGS) as [DraftTierName, TierSlug][];

export const TIER_OPTIONS: readonly { value: 'all' | TierSlug; label: string }[] = [
  { value: 'all', label: 'All tiers' },
  ...TIER_ENTRIES.map(([label, value]) => ({ value, label })),
];

/**
 * The page's filters. The division picks the rows the API sends (ranks and the age adjustment
 * pool the whole gender anyway, so a division's list shows the same values); conference, team,
 * position, class and projected tier narrow the list on the page. 0 means every conference or
 * team.
 */
export const DRAFT_FILTERS = defineUrlFilters({
  division: intParam(1, { min: 1, max: 3 }),
  conference: intParam(0, { min: 0 }),
  team: intParam(0, { min: 0 }),
  position: enumParam(
    POSITION_GROUPS.map((group) => group.value),
    'all',
  ),
  class: enumParam(
    CLASS_GROUPS.map((group) => group.value),
    'all',
  ),
  tier: enumParam(
    TIER_OPTIONS.map((option) => option.value),
    'all',
  ),
});

export type DraftFilters = ReturnType<typeof DRAFT_FILTERS.parse>;

interface FilterableRow {
  teamId: number;
  conferenceId: number | null;
  position: string | null;
  classYr: string | null;
  projectedTier: DraftTierName | null;
}

/** The rows a filter keeps, in the order given. */
export function filterDraftRows<TRow extends FilterableRow>(
  rows: readonly TRow[],
  filters: DraftFilters,
): TRow[] {
  return rows.filter(
    (row) =>
      (filters.conference === 0 || row.conferenceId === filters.conference) &&
      (filters.team === 0 || row.teamId === filters.team) &&
      (filters.position === 'all' || positionGroupOf(row.position) === filters.position) &&
      (filters.class === 'all' || classGroupOf(row.classYr) === filters.class) &&
      (filters.tier === 'all' ||
        (row.projectedTier !== null && TIER_SLUGS[row.projectedTier] === filters.tier)),
  );
}
