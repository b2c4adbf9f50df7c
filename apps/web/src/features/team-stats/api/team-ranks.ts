/**
 * `ranks` for one team: its rank on each of the season stats the API ranks, within gender ×
 * division × season (and within its conference). Tier ≥ 1.
 */
import type { RankRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'ranks';

export interface TeamRanksRequest {
  competitionId: number;
  teamId: number;
}

export const teamRanksConfig = ({ competitionId, teamId }: TeamRanksRequest) => ({
  competitionId,
  teamId,
});

export const fetchTeamRanks = (request: TeamRanksRequest, signal?: AbortSignal) =>
  fetchData<RankRow[]>(ENDPOINT, teamRanksConfig(request), { signal });

export const teamRanksQueryOptions = (request: TeamRanksRequest) =>
  dataQueryOptions<RankRow[]>(ENDPOINT, teamRanksConfig(request));

/** `enabled` false (a visitor) sends nothing: the page shows the upgrade prompt instead. */
export const useTeamRanks = (request: TeamRanksRequest, enabled: boolean) =>
  useData<RankRow[]>(ENDPOINT, enabled ? teamRanksConfig(request) : { pass: true }, {
    onError: shownOnScreen,
  });
