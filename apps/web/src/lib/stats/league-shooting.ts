/**
 * The league baselines of a shot chart: `lg-zones` (area zones: rim, paint, mid-range, corner
 * and above-the-break threes) and `lg-hexes`, for one division or all of them. Public. Shared by the team,
 * player and game shot charts, so it lives here rather than in one of those features.
 */
import { useEndpoint } from '@/lib/api';

/** Every chart shows a failed baseline with its own error state and Retry (DataState). */
const shownOnScreen = (): void => {};

export interface LeagueRequest {
  competitionId: number;
  divisionId: number;
}

/** Every division of the competition together (divisionId null). */
export interface AllDivisionsRequest {
  competitionId: number;
  divisionId: null;
}

const leagueParams = ({ competitionId, divisionId }: LeagueRequest | AllDivisionsRequest) =>
  divisionId === null ? { competitionId } : { competitionId, divisionId };

/** A null request (division not known yet) sends nothing. */
export const useLeagueZones = (request: LeagueRequest | AllDivisionsRequest | null) =>
  useEndpoint(
    'lg-zones',
    request === null ? null : { ...leagueParams(request), zoneSchema: 'area' },
    { onError: shownOnScreen },
  );

export const useLeagueHexes = (request: LeagueRequest | AllDivisionsRequest | null) =>
  useEndpoint('lg-hexes', request === null ? null : leagueParams(request), {
    onError: shownOnScreen,
  });
