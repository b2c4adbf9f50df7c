/**
 * The views of /stats/:competitionId/players/:playerId/:view and the parsing of the route's
 * parameters: anything else is a not-found page rather than a request the API would refuse.
 */
import { isAllowedCompetitionId } from '@courtside/contract';
import { routeIdOf } from '@/lib/route-id';

export const PLAYER_VIEWS = [
  { view: 'overview', label: 'Overview' },
  { view: 'game-log', label: 'Game log' },
  { view: 'splits', label: 'Splits' },
  { view: 'shooting', label: 'Shooting' },
  { view: 'on-off', label: 'On/off' },
  { view: 'career', label: 'Career' },
] as const;
export type PlayerView = (typeof PLAYER_VIEWS)[number]['view'];

export interface PlayerRoute {
  competitionId: number;
  playerId: number;
  view: PlayerView;
}

export function parsePlayerRoute(params: {
  competitionId?: string;
  playerId?: string;
  view?: string;
}): PlayerRoute | null {
  const competitionId = routeIdOf(params.competitionId);
  const playerId = routeIdOf(params.playerId);
  const view = PLAYER_VIEWS.find((entry) => entry.view === params.view)?.view;
  if (competitionId === null || !isAllowedCompetitionId(competitionId)) return null;
  if (playerId === null || view === undefined) return null;
  return { competitionId, playerId, view };
}
