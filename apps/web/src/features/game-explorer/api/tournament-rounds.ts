/**
 * `game-explorer-search` narrowed to one tournament stage's games, with only their bracket
 * round: the rounds the Round picker offers (the games' own names, so a round with no game is
 * never offered). A few hundred short rows. Tier 1; nothing is sent for the regular season,
 * the whole season or a locked tier (null).
 */
import type { ExplorerStage } from '@courtside/contract';
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'game-explorer-search';

export interface TournamentRoundsRequest {
  competitionId: number;
  divisionId: number;
  stage: Extract<ExplorerStage, 'conference' | 'national'>;
}

export const tournamentRoundsConfig = ({
  competitionId,
  divisionId,
  stage,
}: TournamentRoundsRequest) => ({
  competitionId,
  divisionId,
  explorerFilter: [`stage:${stage}`],
  fields: ['tournamentKind', 'tournamentRound', 'tournamentRoundName'],
});

export const useTournamentRounds = (request: TournamentRoundsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : tournamentRoundsConfig(request));
