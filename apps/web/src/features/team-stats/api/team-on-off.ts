/**
 * `on-off-agg-stats` for one team: each player's team on and off the floor (on, off, diff ×
 * offense/defense) over its play-by-play games. Tier ≥ 1 (tier 1: trial players only).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'on-off-agg-stats';

export interface TeamOnOffRequest {
  competitionId: number;
  teamId: number;
}

export const teamOnOffConfig = ({ competitionId, teamId }: TeamOnOffRequest) => ({
  competitionId,
  teamId,
});

export const useTeamOnOff = (request: TeamOnOffRequest) =>
  useEndpoint(ENDPOINT, teamOnOffConfig(request), { onError: shownOnScreen });
