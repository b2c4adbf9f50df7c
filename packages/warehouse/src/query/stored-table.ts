/**
 * Whether an open file holds a table the build added after some files were written (stored
 * answers such as team_scope_docs): asked once per file and table, since an open file never
 * changes. information_schema lists views too, so a file served as the union of season files
 * answers like a merged one.
 */
import type { WarehouseDb } from '../db/connection';

const known = new WeakMap<WarehouseDb, Map<string, Promise<boolean>>>();

export function fileHasTable(db: WarehouseDb, table: string): Promise<boolean> {
  let tables = known.get(db);
  if (tables === undefined) {
    tables = new Map();
    known.set(db, tables);
  }
  let found = tables.get(table);
  if (found === undefined) {
    found = db
      .all('SELECT 1 FROM information_schema.tables WHERE table_name = $table', { table })
      .then((rows) => rows.length > 0);
    tables.set(table, found);
  }
  return found;
}
