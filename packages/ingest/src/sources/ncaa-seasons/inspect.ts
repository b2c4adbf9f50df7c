/**
 * Checks a season file before anything reads it: parquet magic at both ends (a truncated
 * download fails here), the columns the ingest needs (and, for the play-by-play files, their
 * types), and that it holds the requested season.
 * Every failure is an IngestInputError naming the file.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { WarehouseDb } from '@courtside/warehouse';
import { num } from '@courtside/warehouse';
import { PBP_DATASETS, REQUIRED_COLUMNS } from './datasets';
import type { Dataset, PbpDataset } from './datasets';
import { IngestInputError, firstLine } from './errors';
import { columnTypeProblems, textColumnOf } from './season-pbp-columns';

const isPbpDataset = (dataset: Dataset): dataset is PbpDataset =>
  (PBP_DATASETS as readonly Dataset[]).includes(dataset);

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

/**
 * The columns of a play-by-play file, each of the kind the reader expects; one line naming every
 * column of another type otherwise. A text column of another type that holds only NULLs (what
 * some writers make of an all-missing column) is left out instead: the reader takes it as
 * absent, that is NULL.
 */
async function typedColumns(
  db: WarehouseDb,
  dataset: PbpDataset,
  path: string,
  types: ReadonlyMap<string, string>,
): Promise<string[]> {
  const name = basename(path);
  const problems = columnTypeProblems(dataset, types);
  if (problems.length === 0) return [...types.keys()];
  const emptyText: string[] = [];
  for (const problem of problems) {
    const column = textColumnOf(dataset, problem.column);
    if (column === null) continue;
    const counted = await db
      .all(`SELECT count("${column}") AS n FROM read_parquet($1)`, [path])
      .catch((error: unknown) => {
        throw new IngestInputError(`${name}: corrupt parquet (${firstLine(error)})`);
      });
    if (counted[0] && num(counted[0], 'n') === 0) emptyText.push(column);
  }
  const wrong = problems.filter((p) => !emptyText.includes(p.column));
  if (wrong.length > 0)
    throw new IngestInputError(`${name}: ${wrong.map((p) => p.message).join('; ')}`);
  return [...types.keys()].filter((column) => !emptyText.includes(column));
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
  let types: Map<string, string>;
  try {
    const described = await db.all('DESCRIBE SELECT * FROM read_parquet($1)', [path]);
    types = new Map(
      described.map((row) => [String(row['column_name']), String(row['column_type'])]),
    );
  } catch (error) {
    throw new IngestInputError(`${name}: corrupt parquet (${firstLine(error)})`);
  }
  const missing = REQUIRED_COLUMNS[dataset].filter((column) => !types.has(column));
  if (missing.length > 0) {
    const plural = missing.length > 1 ? 's' : '';
    throw new IngestInputError(
      `${name}: missing column${plural} ${missing.join(', ')} (the ${dataset} file needs ${REQUIRED_COLUMNS[dataset].join(', ')})`,
    );
  }
  // The play-by-play files are read without a per-row schema: their types are checked here.
  const columns = isPbpDataset(dataset)
    ? await typedColumns(db, dataset, path, types)
    : [...types.keys()];
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
