/**
 * `team-shooting-streaks` of one team in one season: its longest streaks of made and missed
 * field goals, threes and free throws over its play-by-play games in order (a streak may span
 * games). One row per kind. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { TeamStreakRequest } from './team-runs';

const ENDPOINT = 'team-shooting-streaks';

export const teamShootingStreaksConfig = ({ competitionId, teamId }: TeamStreakRequest) => ({
  competitionId,
  teamId,
});

export const useTeamShootingStreaks = (request: TeamStreakRequest) =>
  useEndpoint(ENDPOINT, teamShootingStreaksConfig(request), { onError: shownOnScreen });
