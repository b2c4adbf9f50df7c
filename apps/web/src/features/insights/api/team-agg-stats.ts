/**
 * `team-agg-stats` of a whole division, season scope, offense rows only (the ratings are the
 * same on both twins): every team's adjusted efficiency margin and ranking, for one season. The
 * most improved story reads it for the selected season and the one before. Public (tier 0).
 */
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import type { TeamRatingRow } from '../content/improved-teams';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

const RATING_FIELDS: readonly (keyof TeamRatingRow)[] = [
  'competitionId',
  'teamId',
  'teamMarket',
  'netRtgAdj',
  'netRanking',
];

export interface DivisionRatingsRequest {
  competitionId: number;
  divisionId: number;
}

export const divisionRatingsConfig = ({
  competitionId,
  divisionId,
}: DivisionRatingsRequest): EndpointParams<'team-agg-stats'> => ({
  competitionId,
  divisionId,
  scope: 'season',
  isOffense: true,
  fields: [...RATING_FIELDS],
});

export const fetchDivisionRatings = (request: DivisionRatingsRequest, signal?: AbortSignal) =>
  fetchData<EndpointRow<'team-agg-stats'>[]>(ENDPOINT, divisionRatingsConfig(request), {
    signal,
    definedName: true,
  });

export const divisionRatingsQueryOptions = (request: DivisionRatingsRequest) =>
  endpointQueryOptions(ENDPOINT, divisionRatingsConfig(request));

/** A null request (no season before the selected one) sends nothing. */
export const useDivisionRatings = (request: DivisionRatingsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : divisionRatingsConfig(request), {
    onError: shownOnScreen,
  });
