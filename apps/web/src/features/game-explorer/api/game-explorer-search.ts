/**
 * `game-explorer-search` of one season and division, searched on the server (contract
 * game-explorer-query.ts): the games the filter keeps, in the chosen order, at most
 * `EXPLORER_PAGE_ROWS` of them, each row carrying how many games matched in all. While a changed
 * search loads, the previous results stay on screen. A null request (a locked tier) sends
 * nothing. Tier 1.
 */
import {
  explorerFilterItems,
  type ExplorerSortBy,
  type GameExplorerFilter,
} from '@courtside/contract';
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'game-explorer-search';

/** Games one search shows at most: the first of them in the chosen order. */
export const EXPLORER_PAGE_ROWS = 200;

export interface ExplorerSearchRequest {
  competitionId: number;
  divisionId: number;
  filter: GameExplorerFilter;
  /** A server sort, `-` first for its reverse. */
  sort: ExplorerSortBy;
}

export const explorerSearchConfig = ({
  competitionId,
  divisionId,
  filter,
  sort,
}: ExplorerSearchRequest) => {
  const items = explorerFilterItems(filter);
  return {
    competitionId,
    divisionId,
    ...(items.length > 0 ? { explorerFilter: items } : {}),
    sortBy: sort,
    limit: EXPLORER_PAGE_ROWS,
  };
};

export const useExplorerGames = (request: ExplorerSearchRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : explorerSearchConfig(request), {
    keepPrevious: true,
  });
