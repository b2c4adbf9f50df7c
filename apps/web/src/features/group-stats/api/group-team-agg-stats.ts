/**
 * `team-agg-stats` for a group: the season rows (own line and opponents' twins) of every team
 * of a conference or a division, or of a list of teams (a tournament field). Public.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import type { DataConfig } from '@courtside/contract';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

export type GroupTeamsRequest =
  | { competitionId: number; conferenceId: number }
  | { competitionId: number; divisionId: number }
  | { competitionId: number; teamIds: readonly number[] };

export const groupTeamAggStatsConfig = (request: GroupTeamsRequest): DataConfig =>
  'teamIds' in request
    ? { competitionId: request.competitionId, teamIds: [...request.teamIds], scope: 'season' }
    : { ...request, scope: 'season' };

export const fetchGroupTeamAggStats = (request: GroupTeamsRequest, signal?: AbortSignal) =>
  fetchData<TeamAggStatsRow[]>(ENDPOINT, groupTeamAggStatsConfig(request), { signal });

export const groupTeamAggStatsQueryOptions = (request: GroupTeamsRequest) =>
  dataQueryOptions<TeamAggStatsRow[]>(ENDPOINT, groupTeamAggStatsConfig(request));

/** A null request (the teams not known yet, or a locked tier) sends nothing. */
export const useGroupTeamAggStats = (request: GroupTeamsRequest | null) =>
  useData<TeamAggStatsRow[]>(
    ENDPOINT,
    request === null ? { pass: true } : groupTeamAggStatsConfig(request),
    { onError: shownOnScreen },
  );
