/**
 * `games` of one tournament: its bracket games in bracket order, each with its `bracket` place
 * (round, region, slot, seeds, winner). Only brackets the warehouse knows (the demo league's)
 * have games: a national tournament without one answers an empty list, a conference tournament
 * without one a 404 (the API knows those only from the warehouse). Public.
 */
import { useEndpoint } from '@/lib/api';
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

export const useTournamentGames = (request: TournamentGamesRequest) =>
  useEndpoint(ENDPOINT, tournamentGamesConfig(request), { onError: shownOnScreen });
