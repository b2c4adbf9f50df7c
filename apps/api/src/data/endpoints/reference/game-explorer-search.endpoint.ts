/**
 * `game-explorer-search` (query style, tier 1: the game explorer tool): games of a competition
 * with margin, total points, possessions, overtimes, both teams' net ranking, the stored score
 * flow of play-by-play games (leads, comeback, runs, lead changes, a win-probability series),
 * the winner's pre-game win probability and the bracket round, for filtering and sorting in the
 * explorer. Everything is stored per game, so a whole season never reads its events.
 *
 * The explorer's search (`explore`, `sortby`, `limit`; contract game-explorer-query.ts) runs
 * here, so the page receives only the rows it shows; `sortby` names a sort, or `-` and a sort for
 * its reverse, so a table header can ask for either end of a figure. A season's rows of a
 * division are shaped once per served file (competition-memo): a search is then a filter and a
 * sort of ~6,000 rows in memory, and the answer holds at most `limit` of them.
 */
import type { DataConfig, ExplorerOrder, GameExplorerFilter } from '@courtside/contract';
import {
  EXPLORER_LIMIT_MAX,
  EXPLORER_REVERSE_PREFIX,
  EXPLORER_SORTS,
  ExplorerQueryError,
  OPEN_EXPLORER_FILTER,
  merged,
  parseExplorerFilterItems,
  parseExplorerSortBy,
  searchGames,
  sortExplorerRows,
} from '@courtside/contract';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { GameExplorerRow } from '@courtside/contract/schemas';
import type { GameListFilter, WarehouseDb } from '@courtside/warehouse';
import { gameExplorerExtras, gameList, memoPerCompetitionPart } from '@courtside/warehouse';
import { DataInputError } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { segmentName, updatedOf } from './config-values';
import { gameFilterOf, toExplorerRow } from './game-rows';

const NAME = 'game-explorer-search';

interface ExplorerSearch {
  readonly filter: GameExplorerFilter;
  readonly sort: ExplorerOrder | null;
  readonly limit: number | null;
}

/** The search a request asks for; null when it names none of its three keys. */
function searchOf(config: DataConfig): ExplorerSearch | null {
  const { explorerFilter, sortBy, limit } = config;
  if (explorerFilter === undefined && sortBy === undefined && limit === undefined) return null;
  let filter = OPEN_EXPLORER_FILTER;
  if (explorerFilter !== undefined) {
    try {
      filter = parseExplorerFilterItems(explorerFilter);
    } catch (error) {
      if (!(error instanceof ExplorerQueryError)) throw error;
      const name = segmentName(NAME, 'explorerFilter');
      throw new DataInputError(`"${name}": ${error.message}`, name);
    }
  }
  const sort = sortBy === undefined ? null : parseExplorerSortBy(sortBy);
  if (sortBy !== undefined && sort === null) {
    const name = segmentName(NAME, 'sortBy');
    throw new DataInputError(
      `"${name}" must be one of ${EXPLORER_SORTS.join(', ')}, or one of them after ` +
        `"${EXPLORER_REVERSE_PREFIX}" for the reverse order (e.g. ${EXPLORER_REVERSE_PREFIX}date)`,
      name,
    );
  }
  if (limit !== undefined && (limit < 1 || limit > EXPLORER_LIMIT_MAX)) {
    const name = segmentName(NAME, 'limit');
    throw new DataInputError(`"${name}" must be between 1 and ${EXPLORER_LIMIT_MAX}`, name);
  }
  return { filter, sort, limit: limit ?? null };
}

async function explorerRows(
  db: WarehouseDb,
  filter: GameListFilter,
  updated: string,
): Promise<GameExplorerRow[]> {
  const games = await gameList(db, filter);
  const extras = await gameExplorerExtras(db, filter);
  return games.map((row) => toExplorerRow(row, updated, extras.get(row.gameId)));
}

/** Every game of a competition's division (or of all divisions), once per served file. */
const seasonRows = memoPerCompetitionPart(
  (db, competitionId, part: { divisionId: number | null; updated: string }) =>
    explorerRows(
      db,
      { competitionIds: [competitionId], divisionId: part.divisionId },
      part.updated,
    ),
  (part) => `${part.divisionId ?? 'all'}|${part.updated}`,
);

/** A filter that names one competition (and perhaps a division) and nothing else. */
function wholeSeasonOf(filter: GameListFilter): number | null {
  const only = filter.competitionIds?.length === 1 ? (filter.competitionIds[0] ?? null) : null;
  const narrowing = [
    filter.gameIds,
    filter.teamIds,
    filter.conferenceId,
    filter.from,
    filter.to,
    filter.latest,
  ];
  return narrowing.every((value) => value === null || value === undefined) ? only : null;
}

export const gameExplorerSearchEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const search = searchOf(request.params);
    const filter = await gameFilterOf(request.db, NAME, request.params, { requireScope: true });
    const updated = await updatedOf(request);
    const season = wholeSeasonOf(filter);
    const rows =
      season === null
        ? await explorerRows(request.db, filter, updated)
        : await seasonRows(request.db, season, { divisionId: filter.divisionId ?? null, updated });
    if (search === null) return rows;
    const matched = searchGames(rows, search.filter);
    const ordered = search.sort === null ? matched : sortExplorerRows(matched, search.sort);
    const kept = search.limit === null ? ordered : ordered.slice(0, search.limit);
    const searchMatches = matched.length;
    // Copies: the season's rows are shared by every request of the file.
    return kept.map((row) => merged(row, { searchMatches }));
  },
});
