/**
 * The league baselines of a shot chart: `lg-zones` (area zones: rim, paint, mid-range, corner
 * and above-the-break threes) and `lg-hexes`, for one division. Public. Shared by the team,
 * player and game shot charts, so it lives here rather than in one of those features.
 */
import type { LeagueHexRow, LeagueZoneRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';

/** Every chart shows a failed baseline with its own error state and Retry (DataState). */
const shownOnScreen = (): void => {};

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
  fetchData<LeagueZoneRow[]>('lg-zones', leagueZonesConfig(request), { signal });

export const leagueZonesQueryOptions = (request: LeagueRequest) =>
  dataQueryOptions<LeagueZoneRow[]>('lg-zones', leagueZonesConfig(request));

/** A null request (division not known yet) sends nothing. */
export const useLeagueZones = (request: LeagueRequest | null) =>
  useData<LeagueZoneRow[]>(
    'lg-zones',
    request === null ? { pass: true } : leagueZonesConfig(request),
    { onError: shownOnScreen },
  );

export const leagueHexesConfig = ({ competitionId, divisionId }: LeagueRequest) => ({
  competitionId,
  divisionId,
});

export const fetchLeagueHexes = (request: LeagueRequest, signal?: AbortSignal) =>
  fetchData<LeagueHexRow[]>('lg-hexes', leagueHexesConfig(request), { signal });

export const leagueHexesQueryOptions = (request: LeagueRequest) =>
  dataQueryOptions<LeagueHexRow[]>('lg-hexes', leagueHexesConfig(request));

export const useLeagueHexes = (request: LeagueRequest | null) =>
  useData<LeagueHexRow[]>(
    'lg-hexes',
    request === null ? { pass: true } : leagueHexesConfig(request),
    { onError: shownOnScreen },
  );
