/**
 * `team-agg-stats` of one division, season scope, offence twins (each team's own line, its
 * opponents' in the `…Agst` fields): the compared teams' rows and the pool their percentiles are
 * taken in. Every stat is compared, so the rows come whole. Public.
 */
import { endpointQueryOptions } from '@/lib/api';

const ENDPOINT = 'team-agg-stats';

export interface DivisionRequest {
  competitionId: number;
  divisionId: number;
}

/** One key per division season, for asking each once. */
export const divisionKey = ({ competitionId, divisionId }: DivisionRequest) =>
  `${competitionId}:${divisionId}`;

export const divisionTeamsConfig = ({ competitionId, divisionId }: DivisionRequest) => ({
  competitionId,
  divisionId,
  scope: 'season',
  isOffense: true,
});

export const divisionTeamsQueryOptions = (request: DivisionRequest) =>
  endpointQueryOptions(ENDPOINT, divisionTeamsConfig(request));
