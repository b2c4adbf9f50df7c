/**
 * The starter page of §2 (/stats/:competitionId/starter/:view): its views, the parsing of its
 * route parameters and its URL filters. An unknown competition, a malformed id or an unknown
 * view is a not-found page rather than a request the API would refuse; the division and the
 * qualifier are query filters, which fall back to their defaults when unreadable (as every
 * URL filter does, lib/stats/url-filters.ts).
 */
import {
  DEFAULT_DIVISION_LABEL,
  DIVISIONS,
  DIVISION_LABELS,
  divisionIdFromLabel,
  isAllowedCompetitionId,
  type DivisionLabel,
} from '@courtside/contract';
import { defineUrlFilters, enumParam } from '@/lib/stats/url-filters';
import { routeIdOf } from '@/lib/route-id';

export const STARTER_VIEWS = [
  { view: 'overview', label: 'Overview' },
  { view: 'teams', label: 'Team ratings' },
  { view: 'players', label: 'Player leaders' },
] as const;
export type StarterView = (typeof STARTER_VIEWS)[number]['view'];

export interface StarterRoute {
  competitionId: number;
  view: StarterView;
}

/** The page's one filter schema: every view reads the division, the players view the qualifier. */
export const STARTER_FILTERS = defineUrlFilters({
  division: enumParam(DIVISION_LABELS, DEFAULT_DIVISION_LABEL),
  players: enumParam(['qualified', 'all'], 'qualified'),
});

export function parseStarterRoute(params: {
  competitionId?: string;
  view?: string;
}): StarterRoute | null {
  const raw = params.competitionId;
  const competitionId = routeIdOf(raw);
  const view = STARTER_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || !isAllowedCompetitionId(competitionId) || view === undefined) {
    return null;
  }
  return { competitionId, view };
}

export interface StarterDivision {
  id: 1 | 2 | 3;
  label: DivisionLabel;
  name: string;
}

export function starterDivision(label: DivisionLabel): StarterDivision {
  const id = divisionIdFromLabel(label);
  return { id, label, name: DIVISIONS.find((d) => d.id === id)?.name ?? 'Division' };
}
