/** Hand-made rows for query tests on an in-memory warehouse. */
import type { WarehouseDb } from '@courtside/warehouse';
import { tableDef } from '@courtside/warehouse';

export type CellValue = string | number | boolean | null;

/** Inserts one row into `table`; every NOT NULL column the row leaves out gets a neutral value. */
export async function insertRow(
  db: WarehouseDb,
  table: string,
  values: Record<string, CellValue>,
): Promise<void> {
  const row: Record<string, CellValue> = {};
  for (const column of tableDef(table).columns) {
    if (!column.notNull) continue;
    row[column.name] =
      column.type === 'BOOLEAN'
        ? false
        : column.type === 'VARCHAR'
          ? 'x'
          : column.type === 'DATE'
            ? '2025-01-01'
            : 0;
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await db.run(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    names.map((name) => row[name] ?? null),
  );
}
