/**
 * `ranks` for a conference or division: every team's rank on each ranked season stat (within
 * gender × division × season) and its rank within its conference. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'ranks';

export type GroupRanksRequest =
  { competitionId: number; conferenceId: number } | { competitionId: number; divisionId: number };

export const groupRanksConfig = (request: GroupRanksRequest) => ({ ...request, ptgc: 'team' });

export const useGroupRanks = (request: GroupRanksRequest) =>
  useEndpoint(ENDPOINT, groupRanksConfig(request), { onError: shownOnScreen });
