/** What the API needs to know about a served file before answering from it. */
import type { WarehouseDb } from '../../db/connection';
import { str } from '../../db/values';

export interface WarehouseInfo {
  /** `meta.data_version`, e.g. `2026-11-21T07:59:52Z-fb4bf265`. */
  readonly dataVersion: string;
  /** `meta.built_at` (ISO time): the `updated` stamp of every row served from this file. */
  readonly builtAt: string;
  readonly schemaVersion: string;
  /** Tables present, so optional ones (a demo league's tournaments) can be detected. */
  readonly tables: readonly string[];
}

export async function warehouseInfo(db: WarehouseDb): Promise<WarehouseInfo> {
  const meta = await db.all(
    "SELECT key, value FROM meta WHERE key IN ('data_version', 'built_at', 'schema_version')",
  );
  const byKey = new Map(meta.map((row) => [str(row, 'key'), str(row, 'value')]));
  const dataVersion = byKey.get('data_version');
  if (dataVersion === undefined) throw new Error('The warehouse has no data_version');
  const tables = await db.all(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' ORDER BY 1",
  );
  return {
    dataVersion,
    builtAt: byKey.get('built_at') ?? dataVersion.slice(0, 20),
    schemaVersion: byKey.get('schema_version') ?? 'unknown',
    tables: tables.map((row) => str(row, 'table_name')),
  };
}
