/**
 * `team-agg-stats` of one division, season scope, the offence twin of each team (its own line in
 * the plain fields, its opponents' in the `…Agst` fields, ratings and records on both), slimmed
 * with `fields` to the ranked stat and what the chart needs besides: the name, the qualifier and
 * the games, minutes and possessions its modes divide by. The ids come with every row. Public.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { StatKey } from '@/lib/stats/dictionary';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

export const TEAM_BAR_FIELDS = ['teamMarket', 'gp', 'gpStats', 'mins', 'poss', 'isQualified'];

export interface DivisionStatRequest {
  competitionId: number;
  divisionId: number;
  stat: StatKey;
}

export const divisionTeamStatConfig = ({
  competitionId,
  divisionId,
  stat,
}: DivisionStatRequest): EndpointParams<'team-agg-stats'> => ({
  competitionId,
  divisionId,
  scope: 'season',
  isOffense: true,
  fields: [...new Set([...TEAM_BAR_FIELDS, stat])],
});

/** A null request (another kind is shown) sends nothing. */
export const useDivisionTeamStat = (request: DivisionStatRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : divisionTeamStatConfig(request), {
    onError: shownOnScreen,
  });
