/**
 * Checks a season file before anything reads it: parquet magic at both ends (a truncated
 * download fails here), the columns the ingest needs, and that it holds the requested season.
 * Every failure is an IngestInputError naming the file.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { WarehouseDb } from '../../db/connection';
import { num } from '../../db/values';
import { REQUIRED_COLUMNS } from './datasets';
import type { Dataset } from './datasets';
import { IngestInputError, firstLine } from './errors';

const MAGIC = 'PAR1';

export interface FileCheck {
  readonly dataset: Dataset;
  readonly path: string;
  readonly rows: number;
  readonly bytes: number;
  readonly columns: readonly string[];
}

/** Reads the first and last four bytes: a parquet file starts and ends with "PAR1". */
export function hasParquetMagic(path: string): boolean {
  const size = statSync(path).size;
  if (size < 12) return false;
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const tail = Buffer.alloc(4);
    readSync(fd, head, 0, 4, 0);
    readSync(fd, tail, 0, 4, size - 4);
    return head.toString('latin1') === MAGIC && tail.toString('latin1') === MAGIC;
  } finally {
    closeSync(fd);
  }
}

export async function inspectSeasonFile(
  db: WarehouseDb,
  dataset: Dataset,
  path: string,
  season: number,
): Promise<FileCheck> {
  const name = basename(path);
  const bytes = statSync(path).size;
  if (!hasParquetMagic(path)) {
    throw new IngestInputError(
      `${name}: not a parquet file (missing PAR1 magic; truncated or corrupt)`,
    );
  }
  let columns: string[];
  try {
    const described = await db.all('DESCRIBE SELECT * FROM read_parquet($1)', [path]);
    columns = described.map((row) => String(row['column_name']));
  } catch (error) {
    throw new IngestInputError(`${name}: corrupt parquet (${firstLine(error)})`);
  }
  const missing = REQUIRED_COLUMNS[dataset].filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const plural = missing.length > 1 ? 's' : '';
    throw new IngestInputError(
      `${name}: missing column${plural} ${missing.join(', ')} (the ${dataset} file needs ${REQUIRED_COLUMNS[dataset].join(', ')})`,
    );
  }
  let rows: number;
  try {
    const counted = await db.all('SELECT count(*) AS n FROM read_parquet($1)', [path]);
    rows = counted[0] ? num(counted[0], 'n') : 0;
    if (columns.includes('season')) {
      const seasons = await db.all(
        'SELECT DISTINCT TRY_CAST(season AS INTEGER) AS season FROM read_parquet($1) WHERE season IS NOT NULL ORDER BY 1',
        [path],
      );
      const found = seasons.map((row) => row['season']);
      if (found.some((value) => value !== season)) {
        throw new IngestInputError(`${name}: holds season ${found.join(', ')}, expected ${season}`);
      }
    }
  } catch (error) {
    if (error instanceof IngestInputError) throw error;
    throw new IngestInputError(`${name}: corrupt parquet (${firstLine(error)})`);
  }
  if (rows === 0) throw new IngestInputError(`${name}: the file has no rows`);
  return { dataset, path, rows, bytes, columns };
}
