/**
 * `games` of one tournament: its bracket games in bracket order, each with its `bracket` place
 * (round, region, slot, seeds, winner). Only brackets the warehouse knows (the demo league's)
 * have games; others answer an empty list. Public.
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
