/**
 * One search index per served warehouse: built on first use (reading every team, player, game
 * and conference once) and dropped with the warehouse handle when a new version replaces it.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { searchEntities } from '@courtside/warehouse';
import { SearchIndex } from './search-index';

const indexByDb = new WeakMap<WarehouseDb, Promise<SearchIndex>>();

export function searchIndexOf(db: WarehouseDb): Promise<SearchIndex> {
  let index = indexByDb.get(db);
  if (index === undefined) {
    index = searchEntities(db).then((entities) => new SearchIndex(entities));
    // A failed build is not kept: the next request tries again.
    index.catch(() => indexByDb.delete(db));
    indexByDb.set(db, index);
  }
  return index;
}
