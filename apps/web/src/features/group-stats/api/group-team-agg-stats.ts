/**
 * `team-agg-stats` for a group: the season rows (own line and opponents' twins) of every team
 * of a conference or a division, or of a list of teams (a tournament field). Public.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

export type GroupTeamsRequest =
  | { competitionId: number; conferenceId: number }
  | { competitionId: number; divisionId: number }
  | { competitionId: number; teamIds: readonly number[] };

export const groupTeamAggStatsConfig = (
  request: GroupTeamsRequest,
): EndpointParams<'team-agg-stats'> =>
  'teamIds' in request
    ? { competitionId: request.competitionId, teamIds: [...request.teamIds], scope: 'season' }
    : { ...request, scope: 'season' };

/** A null request (the teams not known yet, or a locked tier) sends nothing. */
export const useGroupTeamAggStats = (request: GroupTeamsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : groupTeamAggStatsConfig(request), {
    onError: shownOnScreen,
  });
