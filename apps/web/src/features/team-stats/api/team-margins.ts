/**
 * `streaks-margins` for one team: how each play-by-play game's margin moved (largest lead and
 * deficit, lead changes, ties, time ahead). Tier ≥ 1.
 */
import type { StreaksMarginRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
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

export const fetchTeamMargins = (request: TeamMarginsRequest, signal?: AbortSignal) =>
  fetchData<StreaksMarginRow[]>(ENDPOINT, teamMarginsConfig(request), { signal });

export const teamMarginsQueryOptions = (request: TeamMarginsRequest) =>
  dataQueryOptions<StreaksMarginRow[]>(ENDPOINT, teamMarginsConfig(request));

export const useTeamMargins = (request: TeamMarginsRequest) =>
  useData<StreaksMarginRow[]>(ENDPOINT, teamMarginsConfig(request), { onError: shownOnScreen });
