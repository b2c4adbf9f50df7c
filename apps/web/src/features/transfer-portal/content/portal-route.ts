/**
 * /stats/:competitionId/portal/:view (§2): the transfer portal of one competition, the season
 * moved into. Only the portal seasons of §9 (2024-25, either gender) have a page; any other
 * competition, a malformed id or an unknown view is the not-found page rather than a request.
 */
import { COMPETITION_ID_SETS, getCompetition, type Gender } from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

/** The views; "overview" is the §2 example and the navbar's link. */
export const PORTAL_VIEWS = [
  { view: 'overview', label: 'Overview' },
  { view: 'entries', label: 'Entries' },
  { view: 'teams', label: 'Teams' },
  { view: 'conferences', label: 'Conferences' },
] as const;
export type PortalView = (typeof PORTAL_VIEWS)[number]['view'];

export interface PortalRoute {
  competitionId: number;
  gender: Gender;
  view: PortalView;
}

const PORTAL_COMPETITIONS: ReadonlySet<number> = new Set(COMPETITION_ID_SETS.portal);

export function parsePortalRoute(params: {
  competitionId?: string;
  view?: string;
}): PortalRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  if (competitionId === null || !PORTAL_COMPETITIONS.has(competitionId)) return null;
  const competition = getCompetition(competitionId);
  const view = PORTAL_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competition === undefined || view === undefined) return null;
  return { competitionId, gender: competition.gender, view };
}

export const portalPath = (competitionId: number, view: PortalView): string =>
  `/stats/${competitionId}/portal/${view}`;

/** The portal seasons, one per gender, for the men's / women's switch. */
export const PORTAL_SEASONS = COMPETITION_ID_SETS.portal.flatMap((id) => {
  const competition = getCompetition(id);
  return competition === undefined ? [] : [competition];
});
