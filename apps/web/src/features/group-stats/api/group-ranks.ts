/**
 * `ranks` for a conference or division: every team's rank on each ranked season stat (within
 * gender × division × season) and its rank within its conference. Tier ≥ 1.
 */
import type { RankRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'ranks';

export type GroupRanksRequest =
  { competitionId: number; conferenceId: number } | { competitionId: number; divisionId: number };

export const groupRanksConfig = (request: GroupRanksRequest) => ({ ...request, ptgc: 'team' });

export const fetchGroupRanks = (request: GroupRanksRequest, signal?: AbortSignal) =>
  fetchData<RankRow[]>(ENDPOINT, groupRanksConfig(request), { signal });

export const groupRanksQueryOptions = (request: GroupRanksRequest) =>
  dataQueryOptions<RankRow[]>(ENDPOINT, groupRanksConfig(request));

export const useGroupRanks = (request: GroupRanksRequest) =>
  useData<RankRow[]>(ENDPOINT, groupRanksConfig(request), { onError: shownOnScreen });
