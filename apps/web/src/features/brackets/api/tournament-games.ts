/**
 * `games` of one tournament: its played bracket games, each with its `bracket` place (round,
 * region, slot, seeds, winner), from which the page draws the bracket. Only brackets the
 * warehouse stores have games; others answer an empty list. Public.
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';

export interface TournamentGamesRequest {
  competitionId: number;
  tournamentId: number;
}

export const tournamentGamesConfig = ({ competitionId, tournamentId }: TournamentGamesRequest) => ({
  competitionId,
  tournamentId,
});

export const tournamentGamesQueryOptions = (request: TournamentGamesRequest) =>
  endpointQueryOptions(ENDPOINT, tournamentGamesConfig(request));

/** null asks for nothing (another view of the page is open). */
export const useTournamentGames = (request: TournamentGamesRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : tournamentGamesConfig(request), {
    onError: shownOnScreen,
  });
