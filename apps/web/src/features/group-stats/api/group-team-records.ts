/**
 * `team-records` for a conference or division: each team's won-lost record by split (overall,
 * conference regular season, home, road, last 10) and current streak. Public.
 */
import type { TeamRecordsRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-records';

export type GroupRecordsRequest =
  { competitionId: number; conferenceId: number } | { competitionId: number; divisionId: number };

export const groupRecordsConfig = (request: GroupRecordsRequest) => ({ ...request });

export const fetchGroupRecords = (request: GroupRecordsRequest, signal?: AbortSignal) =>
  fetchData<TeamRecordsRow[]>(ENDPOINT, groupRecordsConfig(request), { signal });

export const groupRecordsQueryOptions = (request: GroupRecordsRequest) =>
  dataQueryOptions<TeamRecordsRow[]>(ENDPOINT, groupRecordsConfig(request));

export const useGroupRecords = (request: GroupRecordsRequest) =>
  useData<TeamRecordsRow[]>(ENDPOINT, groupRecordsConfig(request), { onError: shownOnScreen });
