/**
 * /stats/:competitionId/nil/:view (§2): the NIL predictions area and the parsing of its route
 * parameters. Only the NIL competitions (§9: 2023-24 and 2024-25 men) have an index; any other
 * competition, a malformed id or an unknown view is the not-found page rather than a request
 * the API would refuse.
 */
import { COMPETITION_ID_SETS } from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';
import { defineUrlFilters, enumParam, intParam } from '@/lib/stats/url-filters';

export const NIL_VIEWS = [
  { view: 'player-box', label: 'Player values' },
  { view: 'method', label: 'How it works' },
] as const;
export type NilView = (typeof NIL_VIEWS)[number]['view'];

export const NIL_COMPETITION_IDS: readonly number[] = COMPETITION_ID_SETS.nil;

export interface NilRoute {
  competitionId: number;
  view: NilView;
}

export function parseNilRoute(params: { competitionId?: string; view?: string }): NilRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const view = NIL_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || !NIL_COMPETITION_IDS.includes(competitionId)) return null;
  if (view === undefined) return null;
  return { competitionId, view };
}

/** Position groups, as the percentiles by position group them (first letter of the listing). */
export const POSITION_GROUPS = [
  { value: 'all', label: 'All positions' },
  { value: 'G', label: 'Guards' },
  { value: 'F', label: 'Forwards' },
  { value: 'C', label: 'Centers' },
] as const;
export type PositionGroupFilter = (typeof POSITION_GROUPS)[number]['value'];

/** G, F or C from a listed position ("G", "F-C", "Guard"); null when it names none. */
export function positionGroupOf(position: string | null): 'G' | 'F' | 'C' | null {
  const first = position?.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

/**
 * The page's filters. The division picks the pool the API sends (percentiles are pooled by
 * gender × division); conference, team and position narrow the list on the page, since the
 * values do not change with a filter. 0 means every conference or team.
 */
export const NIL_FILTERS = defineUrlFilters({
  division: intParam(1, { min: 1, max: 3 }),
  conference: intParam(0, { min: 0 }),
  team: intParam(0, { min: 0 }),
  position: enumParam(
    POSITION_GROUPS.map((group) => group.value),
    'all',
  ),
});

export type NilFilters = ReturnType<typeof NIL_FILTERS.parse>;

interface FilterableRow {
  teamId: number;
  conferenceId: number | null;
  position: string | null;
}

/** The rows a filter keeps, in the order given. */
export function filterNilRows<TRow extends FilterableRow>(
  rows: readonly TRow[],
  filters: NilFilters,
): TRow[] {
  return rows.filter(
    (row) =>
      (filters.conference === 0 || row.conferenceId === filters.conference) &&
      (filters.team === 0 || row.teamId === filters.team) &&
      (filters.position === 'all' || positionGroupOf(row.position) === filters.position),
  );
}
