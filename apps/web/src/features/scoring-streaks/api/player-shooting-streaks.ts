/**
 * `player-shooting-streaks` of one team's players in one season: each player's longest streaks
 * of made and missed field goals, threes and free throws (one row per player and kind he has
 * attempts of). Tier ≥ 1 (player-level rows).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { TeamStreakRequest } from './team-runs';

const ENDPOINT = 'player-shooting-streaks';

export const playerShootingStreaksConfig = ({ competitionId, teamId }: TeamStreakRequest) => ({
  competitionId,
  teamId,
});

export const usePlayerShootingStreaks = (request: TeamStreakRequest) =>
  useEndpoint(ENDPOINT, playerShootingStreaksConfig(request), { onError: shownOnScreen });
