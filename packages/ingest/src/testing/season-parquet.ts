/**
 * Test and benchmark support: season play-by-play parquet files (`ncaa_{code}_pbp_{season}`,
 * `…_shots_…`, `…_player_box_…`) made from real game bundles, so the parquet path of the ingest
 * runs on real rows. Each file holds the bundles' rows with the bundle's own column names and
 * value types (numbers that are all whole become BIGINT, other numbers DOUBLE, text VARCHAR);
 * shot rows, whose `game_id` the feed leaves empty, get the bundle's id as `contest_id`, the
 * column the season shots file keys games by. Written to a folder the caller owns (a temp dir);
 * the real data is never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { openDb, RowWriter } from '@courtside/warehouse';
import { PBP_DATASETS, seasonFileName } from '../sources/ncaa-seasons/datasets';
import type { PbpDataset } from '../sources/ncaa-seasons/datasets';

type Cell = string | number | boolean | null;
type JsonRow = Record<string, unknown>;
type ColumnType = 'VARCHAR' | 'BIGINT' | 'DOUBLE' | 'BOOLEAN';

interface Table {
  readonly columns: ReadonlyArray<{ name: string; type: ColumnType }>;
  readonly rows: readonly JsonRow[];
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The column type that holds every value of a column (null-only columns are VARCHAR). */
function columnType(values: readonly unknown[]): ColumnType {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (present.length > 0 && present.every((value) => typeof value === 'boolean')) return 'BOOLEAN';
  if (present.length > 0 && present.every((value) => typeof value === 'number')) {
    return present.every((value) => Number.isInteger(value)) ? 'BIGINT' : 'DOUBLE';
  }
  return 'VARCHAR';
}

function tableOf(rows: readonly JsonRow[]): Table {
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = names.map((name) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unexpected column name ${JSON.stringify(name)}`);
    return { name, type: columnType(rows.map((row) => row[name])) };
  });
  return { columns, rows };
}

function cell(value: unknown, type: ColumnType): Cell {
  if (value === null || value === undefined) return null;
  if (type === 'VARCHAR') return typeof value === 'string' ? value : JSON.stringify(value);
  return value as Cell;
}

async function writeTable(db: WarehouseDb, table: Table, path: string): Promise<void> {
  await db.run('DROP TABLE IF EXISTS fixture');
  // Column names passed SAFE_NAME above; types come from the fixed list.
  await db.run(
    `CREATE TABLE fixture (${table.columns.map((c) => `"${c.name}" ${c.type}`).join(', ')})`,
  );
  const writer = await RowWriter.open(db, 'fixture', table.columns.length);
  for (const row of table.rows) {
    for (const { name, type } of table.columns) {
      const value = cell(row[name], type);
      if (type === 'VARCHAR') writer.str(value as string | null);
      else if (type === 'BIGINT') writer.bigint(value as number | null);
      else if (type === 'DOUBLE') writer.dbl(value as number | null);
      else writer.bool(value as boolean | null);
    }
    writer.end();
  }
  writer.close();
  await db.run('COPY fixture TO $1 (FORMAT parquet)', [path]);
}

/** The rows of each dataset over the bundles, in bundle order. */
export function seasonRowsOfBundles(bundlePaths: readonly string[]): Record<PbpDataset, JsonRow[]> {
  const out: Record<PbpDataset, JsonRow[]> = { pbp: [], shots: [], player_box: [] };
  for (const path of bundlePaths) {
    const bundle = JSON.parse(readFileSync(path, 'utf8')) as {
      contest_id: string | number;
      pbp: JsonRow[];
      shots?: JsonRow[];
      player_box?: JsonRow[];
    };
    const id = String(bundle.contest_id);
    out.pbp.push(...bundle.pbp);
    out.shots.push(...(bundle.shots ?? []).map((row) => ({ ...row, contest_id: id })));
    out.player_box.push(...(bundle.player_box ?? []));
  }
  return out;
}

/**
 * Writes the three season files of `bundlePaths` into `seasonsDir`; returns their paths. Pass
 * `datasets` to write only some of them.
 */
export async function writeSeasonPbpFiles(
  bundlePaths: readonly string[],
  seasonsDir: string,
  gender: Gender,
  season: number,
  datasets: readonly PbpDataset[] = PBP_DATASETS,
): Promise<Record<PbpDataset, string>> {
  const rows = seasonRowsOfBundles(bundlePaths);
  const paths = {} as Record<PbpDataset, string>;
  const db = await openDb(':memory:');
  try {
    for (const dataset of PBP_DATASETS) {
      paths[dataset] = join(seasonsDir, seasonFileName(gender, dataset, season));
      if (datasets.includes(dataset)) await writeTable(db, tableOf(rows[dataset]), paths[dataset]);
    }
  } finally {
    db.close();
  }
  return paths;
}
