/**
 * `lg-zones` of one division (area zones: rim, paint, mid-range, corner and above-the-break
 * threes): the league FG% a game's zone chart colours against. A null request (a team outside
 * Division I, or another chart mode) sends nothing. Public.
 */
import type { LeagueZoneRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';

const ENDPOINT = 'lg-zones';

export interface LeagueRequest {
  competitionId: number;
  divisionId: number;
}

export const leagueZonesConfig = ({ competitionId, divisionId }: LeagueRequest) => ({
  competitionId,
  divisionId,
  zoneSchema: 'area',
});

export const fetchLeagueZones = (request: LeagueRequest, signal?: AbortSignal) =>
  fetchData<LeagueZoneRow[]>(ENDPOINT, leagueZonesConfig(request), { signal });

export const leagueZonesQueryOptions = (request: LeagueRequest) =>
  dataQueryOptions<LeagueZoneRow[]>(ENDPOINT, leagueZonesConfig(request));

export const useLeagueZones = (request: LeagueRequest | null): UseDataResult<LeagueZoneRow[]> =>
  useData<LeagueZoneRow[]>(
    ENDPOINT,
    request === null ? { pass: true } : leagueZonesConfig(request),
  );
