/**
 * The league baselines of a shot chart: `lg-zones` (area zones: rim, paint, mid-range, corner
 * and above-the-break threes) and `lg-hexes`, for one division. Public. Shared by the team,
 * player and game shot charts, so it lives here rather than in one of those features.
 */
import { useEndpoint } from '@/lib/api';

/** Every chart shows a failed baseline with its own error state and Retry (DataState). */
const shownOnScreen = (): void => {};

export interface LeagueRequest {
  competitionId: number;
  divisionId: number;
}

/** A null request (division not known yet) sends nothing. */
export const useLeagueZones = (request: LeagueRequest | null) =>
  useEndpoint(
    'lg-zones',
    request === null
      ? null
      : {
          competitionId: request.competitionId,
          divisionId: request.divisionId,
          zoneSchema: 'area',
        },
    { onError: shownOnScreen },
  );

export const useLeagueHexes = (request: LeagueRequest | null) =>
  useEndpoint(
    'lg-hexes',
    request === null
      ? null
      : { competitionId: request.competitionId, divisionId: request.divisionId },
    { onError: shownOnScreen },
  );
