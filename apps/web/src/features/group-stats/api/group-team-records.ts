/**
 * `team-records` for a conference or division: each team's won-lost record by split (overall,
 * conference regular season, home, road, last 10) and current streak. Public.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-records';

export type GroupRecordsRequest =
  { competitionId: number; conferenceId: number } | { competitionId: number; divisionId: number };

export const groupRecordsConfig = (request: GroupRecordsRequest) => ({ ...request });

export const useGroupRecords = (request: GroupRecordsRequest) =>
  useEndpoint(ENDPOINT, groupRecordsConfig(request), { onError: shownOnScreen });
