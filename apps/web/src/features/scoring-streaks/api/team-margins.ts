/**
 * `streaks-margins` of one team in one season: how each play-by-play game's margin moved —
 * largest lead and deficit, the comeback of a win and the lead blown in a loss. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { TeamStreakRequest } from './team-runs';

const ENDPOINT = 'streaks-margins';

export const teamMarginsConfig = ({ competitionId, teamId }: TeamStreakRequest) => ({
  competitionId,
  teamId,
});

export const useTeamMargins = (request: TeamStreakRequest) =>
  useEndpoint(ENDPOINT, teamMarginsConfig(request), { onError: shownOnScreen });
