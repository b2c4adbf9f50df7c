/**
 * `games` with `latest`: the newest games of one competition's Division I, newest first,
 * slimmed with `fields` to what picking and naming a close game needs. The tour picks the
 * closest final among them that has play-by-play, so its game flow chart has something to
 * draw. `games` is public (tier 0); the game explorer's search, which could sort by margin on
 * the server, opens at tier 1 and would refuse a visitor.
 */
import type { EndpointParams, EndpointRow, GameDataRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import { TOUR_DIVISION_ID } from './top-teams';

const ENDPOINT = 'games';

/** Enough of the season's end (conference and national tournaments) to hold a close finish. */
export const LATEST_GAME_COUNT = 100;

export const LATEST_GAME_FIELDS = [
  'gameDate',
  'homeMarket',
  'awayMarket',
  'homeScore',
  'awayScore',
  'isNeutral',
  'periods',
  'coverage',
  'status',
] as const;

/** A games row as the `fields` selection returns it (ids are always kept). */
export type LatestGameRow = Pick<
  GameDataRow,
  'competitionId' | 'gameId' | (typeof LATEST_GAME_FIELDS)[number]
>;

export const latestGamesConfig = (competitionId: number): EndpointParams<'games'> => ({
  competitionId,
  divisionId: TOUR_DIVISION_ID,
  latest: LATEST_GAME_COUNT,
  fields: [...LATEST_GAME_FIELDS],
});

export const fetchLatestGames = (competitionId: number, signal?: AbortSignal) =>
  fetchData<EndpointRow<'games'>[]>(ENDPOINT, latestGamesConfig(competitionId), {
    signal,
    definedName: true,
  });

export const latestGamesQueryOptions = (competitionId: number) =>
  endpointQueryOptions(ENDPOINT, latestGamesConfig(competitionId));

export const useLatestGames = (competitionId: number) =>
  useEndpoint(ENDPOINT, latestGamesConfig(competitionId), { onError: shownOnScreen });
