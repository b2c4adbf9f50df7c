/**
 * `player-agg-stats` for one team: the roster's season lines. Tier ≥ 1 (the server answers a
 * visitor with 403; tier 1 sees its trial players only).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

export interface TeamPlayersRequest {
  competitionId: number;
  teamId: number;
}

export const teamPlayersConfig = ({ competitionId, teamId }: TeamPlayersRequest) => ({
  competitionId,
  teamId,
  scope: 'season',
});

export const useTeamPlayers = (request: TeamPlayersRequest) =>
  useEndpoint(ENDPOINT, teamPlayersConfig(request), { onError: shownOnScreen });
