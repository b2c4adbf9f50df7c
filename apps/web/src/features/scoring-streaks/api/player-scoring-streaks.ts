/**
 * `player-scoring-streaks` of one team's players in one season: stretches of 7 or more team
 * points in a row all scored by one player, with what the opponent scored meanwhile.
 * Play-by-play games only. Tier ≥ 1 (player-level rows).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { TeamStreakRequest } from './team-runs';

const ENDPOINT = 'player-scoring-streaks';

export const playerScoringStreaksConfig = ({ competitionId, teamId }: TeamStreakRequest) => ({
  competitionId,
  teamId,
});

export const usePlayerScoringStreaks = (request: TeamStreakRequest) =>
  useEndpoint(ENDPOINT, playerScoringStreaksConfig(request), { onError: shownOnScreen });
