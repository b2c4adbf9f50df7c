/**
 * `team-agg-stats` for a team scatter chart: the season rows of a division's teams (or one
 * conference's), slimmed with `fields` to the names, games and the charted stats (the full
 * division answer is megabytes). Only the offense twin of each team is asked for: it carries
 * the team's own line in the plain fields, its opponents' in the `…Agst` fields, and the
 * team-level ratings and records, so every offered stat is on it. Public (tier 0).
 */
import type { EndpointParams, TeamAggStatsRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { NumericStatFieldOf } from '@/lib/stats/row-stat-keys';
import type { StatRow } from '../content/scatter-points';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

/** A stat a team row can plot. */
export type TeamScatterStat = NumericStatFieldOf<TeamAggStatsRow>;

/** What every request reads besides the charted stats (the router adds the ids). */
export const TEAM_NAME_FIELDS = ['teamMarket', 'gp'] as const;

export type TeamScatterRow = Pick<
  TeamAggStatsRow,
  'competitionId' | 'teamId' | 'conferenceId' | 'divisionId' | (typeof TEAM_NAME_FIELDS)[number]
> &
  StatRow<TeamScatterStat>;

export interface TeamScatterRequest {
  competitionId: number;
  divisionId: number;
  /** One conference of the division, or null for all of it. */
  conferenceId: number | null;
  /** The charted stats (axes, size, colour), in any order, repeats allowed. */
  stats: readonly TeamScatterStat[];
}

export function teamScatterConfig({
  competitionId,
  divisionId,
  conferenceId,
  stats,
}: TeamScatterRequest): EndpointParams<'team-agg-stats'> {
  const config = {
    competitionId,
    divisionId,
    scope: 'season',
    isOffense: true,
    fields: [...new Set<string>([...TEAM_NAME_FIELDS, ...stats])],
  };
  return conferenceId === null ? config : { ...config, conferenceId };
}

/** A null request (the conference not checked yet) sends nothing. */
export const useTeamScatterRows = (request: TeamScatterRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamScatterConfig(request), {
    onError: shownOnScreen,
  });
