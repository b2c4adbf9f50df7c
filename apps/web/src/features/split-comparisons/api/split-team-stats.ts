/**
 * `team-agg-stats` of one division for every named scope (season, site, conference, result,
 * recency, opponent quadrant, clutch) in one request: offence rows only, which carry the team's
 * line and its opponents' (`…Agst`), slimmed with `fields` to the names, the scope, the games
 * and the one stat shown. The router keeps the ids (teamId, conferenceId…). A conference is a
 * filter on these rows, so changing it sends nothing. Public.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { StatKey } from '@/lib/stats/dictionary';
import { NAMED_SCOPES_IN_ORDER } from '@/lib/stats/dictionary/scopes';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

export const SPLIT_TEAM_FIELDS = ['teamMarket', 'scope', 'gp', 'gpStats'] as const;

/** What the page reads of a row; the stat itself is read by its key. */
export type SplitTeamRow = Pick<
  TeamAggStatsRow,
  'teamId' | 'conferenceId' | 'divisionId' | (typeof SPLIT_TEAM_FIELDS)[number]
>;

export interface SplitTeamStatsRequest {
  competitionId: number;
  divisionId: number;
  stat: StatKey;
}

export const splitTeamStatsConfig = ({
  competitionId,
  divisionId,
  stat,
}: SplitTeamStatsRequest) => ({
  competitionId,
  divisionId,
  scopes: [...NAMED_SCOPES_IN_ORDER],
  isOffense: true,
  fields: [...SPLIT_TEAM_FIELDS, stat],
});

/** A null request (a locked tier) sends nothing. */
export const useSplitTeamStats = (request: SplitTeamStatsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : splitTeamStatsConfig(request), {
    onError: shownOnScreen,
  });
