/**
 * The views of /stats/:competitionId/teams/:teamId/:view and the parsing of the route's
 * parameters: anything else (an unknown competition, a non-numeric id, an unknown view) is a
 * not-found page rather than a request the API would refuse.
 */
import { isAllowedCompetitionId } from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

export const TEAM_VIEWS = [
  { view: 'overview', label: 'Overview' },
  { view: 'roster', label: 'Roster' },
  { view: 'game-log', label: 'Game log' },
  { view: 'splits', label: 'Splits' },
  { view: 'lineups', label: 'Lineups and on/off' },
  { view: 'shooting', label: 'Shooting by zone' },
  { view: 'streaks', label: 'Streaks and runs' },
] as const;
export type TeamView = (typeof TEAM_VIEWS)[number]['view'];

export interface TeamRoute {
  competitionId: number;
  teamId: number;
  view: TeamView;
}

export function parseTeamRoute(params: {
  competitionId?: string;
  teamId?: string;
  view?: string;
}): TeamRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const teamId = routeIdOf(params.teamId);
  const view = TEAM_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || !isAllowedCompetitionId(competitionId)) return null;
  if (teamId === null || view === undefined) return null;
  return { competitionId, teamId, view };
}
