/**
 * `game-explorer-search` of one season and division: every game with its final figures, stored
 * score flow, the winner's pre-game win probability, bracket round and win-probability series,
 * in one request. The search runs on these rows in the browser (contract `searchGames`), so
 * changing a filter sends nothing. A null request (a locked tier) sends nothing. Tier 1.
 */
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'game-explorer-search';

export interface ExplorerSearchRequest {
  competitionId: number;
  divisionId: number;
}

export const explorerSearchConfig = ({ competitionId, divisionId }: ExplorerSearchRequest) => ({
  competitionId,
  divisionId,
});

export const useExplorerGames = (request: ExplorerSearchRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : explorerSearchConfig(request));
