/**
 * `player-agg-stats-public` of one division, season scope: the public player stats every tier may
 * read (tier 1's bar charts), slimmed with `fields` to the ranked stat, the names and the minutes
 * qualifier. Its stats arrive per game or as rates, so they show as sent. Public.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import type { DivisionStatRequest } from './team-agg-stats';

const ENDPOINT = 'player-agg-stats-public';

export const PUBLIC_PLAYER_BAR_FIELDS = ['playerKey', 'fullName', 'teamMarket', 'gp', 'minsPg'];

export const divisionPublicPlayerStatConfig = ({
  competitionId,
  divisionId,
  stat,
}: DivisionStatRequest): EndpointParams<'player-agg-stats-public'> => ({
  competitionId,
  divisionId,
  scope: 'season',
  fields: [...new Set([...PUBLIC_PLAYER_BAR_FIELDS, stat])],
});

/** A null request (teams are shown, or the tier reads the full rows) sends nothing. */
export const useDivisionPublicPlayerStat = (request: DivisionStatRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : divisionPublicPlayerStatConfig(request), {
    onError: shownOnScreen,
  });
