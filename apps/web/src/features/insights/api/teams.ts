/**
 * `teams` of two seasons of one division: each season's team ids with the school's `teamKey`,
 * which stays the same across seasons while team ids change every season. The most improved
 * story matches a school's two seasons by it. Public (tier 0).
 */
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import type { SchoolRow } from '../content/improved-teams';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'teams';

const SCHOOL_FIELDS: readonly (keyof SchoolRow)[] = ['competitionId', 'teamId', 'teamKey'];

export interface SeasonSchoolsRequest {
  competitionIds: readonly number[];
  divisionId: number;
}

export const seasonSchoolsConfig = ({
  competitionIds,
  divisionId,
}: SeasonSchoolsRequest): EndpointParams<'teams'> => ({
  competitionIds: [...competitionIds],
  divisionId,
  fields: [...SCHOOL_FIELDS],
});

export const fetchSeasonSchools = (request: SeasonSchoolsRequest, signal?: AbortSignal) =>
  fetchData<EndpointRow<'teams'>[]>(ENDPOINT, seasonSchoolsConfig(request), {
    signal,
    definedName: true,
  });

export const seasonSchoolsQueryOptions = (request: SeasonSchoolsRequest) =>
  endpointQueryOptions(ENDPOINT, seasonSchoolsConfig(request));

/** A null request (no season before the selected one) sends nothing. */
export const useSeasonSchools = (request: SeasonSchoolsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : seasonSchoolsConfig(request), {
    onError: shownOnScreen,
  });
