/**
 * Test support: a warehouse built from the real files (men 2025, then women 2025 into the same
 * DATA_DIR, which also exercises the incremental copy-forward), opened read-only.
 */
import { join } from 'node:path';
import { openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { ingestNcaaSeason } from '../sources/ncaa-seasons/ingest';
import type { IngestSummary } from '../sources/ncaa-seasons/summary';
import { NCAA_DATA, tempDir } from './real-data';

export interface BuiltWarehouse {
  readonly dataDir: string;
  readonly db: WarehouseDb;
  readonly men: IngestSummary;
  readonly women: IngestSummary;
  close(): void;
}

export async function buildRealWarehouse(): Promise<BuiltWarehouse> {
  const dir = tempDir('warehouse');
  const source = { kind: 'folder', dir: NCAA_DATA } as const;
  const men = await ingestNcaaSeason({ dataDir: dir.path, gender: 'MALE', season: 2025, source });
  const women = await ingestNcaaSeason({
    dataDir: dir.path,
    gender: 'FEMALE',
    season: 2025,
    source,
  });
  const db = await openDb(join(dir.path, 'warehouse.duckdb'), { readOnly: true });
  return {
    dataDir: dir.path,
    db,
    men,
    women,
    close() {
      db.close();
      dir.remove();
    },
  };
}
