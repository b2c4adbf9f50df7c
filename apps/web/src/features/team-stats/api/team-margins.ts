/**
 * `streaks-margins` for one team: how each play-by-play game's margin moved (largest lead and
 * deficit, lead changes, ties, time ahead). Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'streaks-margins';

export interface TeamMarginsRequest {
  competitionId: number;
  teamId: number;
}

export const teamMarginsConfig = ({ competitionId, teamId }: TeamMarginsRequest) => ({
  competitionId,
  teamId,
});

export const useTeamMargins = (request: TeamMarginsRequest) =>
  useEndpoint(ENDPOINT, teamMarginsConfig(request), { onError: shownOnScreen });
