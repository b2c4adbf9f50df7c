/**
 * `lineup-agg-stats-top` for one team: its five-player units over the season's play-by-play
 * games, most-played first. Tier ≥ 1.
 */
import type { LineupAggRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'lineup-agg-stats-top';

export interface TeamLineupsRequest {
  competitionId: number;
  teamId: number;
}

export const teamLineupsConfig = ({ competitionId, teamId }: TeamLineupsRequest) => ({
  competitionId,
  teamId,
});

export const fetchTeamLineups = (request: TeamLineupsRequest, signal?: AbortSignal) =>
  fetchData<LineupAggRow[]>(ENDPOINT, teamLineupsConfig(request), { signal });

export const teamLineupsQueryOptions = (request: TeamLineupsRequest) =>
  dataQueryOptions<LineupAggRow[]>(ENDPOINT, teamLineupsConfig(request));

export const useTeamLineups = (request: TeamLineupsRequest) =>
  useData<LineupAggRow[]>(ENDPOINT, teamLineupsConfig(request), { onError: shownOnScreen });
