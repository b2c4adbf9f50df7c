/**
 * `lg-hexes` of one division: the league FG% at each spot a game's hex chart colours against.
 * A null request (a team outside Division I, or another chart mode) sends nothing. Public.
 */
import type { LeagueHexRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData, type UseDataResult } from '@/lib/api';
import type { LeagueRequest } from './lg-zones';

const ENDPOINT = 'lg-hexes';

export const leagueHexesConfig = ({ competitionId, divisionId }: LeagueRequest) => ({
  competitionId,
  divisionId,
});

export const fetchLeagueHexes = (request: LeagueRequest, signal?: AbortSignal) =>
  fetchData<LeagueHexRow[]>(ENDPOINT, leagueHexesConfig(request), { signal });

export const leagueHexesQueryOptions = (request: LeagueRequest) =>
  dataQueryOptions<LeagueHexRow[]>(ENDPOINT, leagueHexesConfig(request));

export const useLeagueHexes = (request: LeagueRequest | null): UseDataResult<LeagueHexRow[]> =>
  useData<LeagueHexRow[]>(ENDPOINT, request === null ? { pass: true } : leagueHexesConfig(request));
