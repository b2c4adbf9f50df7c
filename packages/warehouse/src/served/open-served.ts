/**
 * Opens what a data folder serves (layout.ts) as one read-only WarehouseDb, so the query layer
 * never knows whether it reads the whole warehouse or the seasons built so far:
 * - warehouse.duckdb: opened read-only, as is;
 * - season files: an in-memory database that attaches each file read-only and defines every
 *   warehouse table as a view over the union of the files' tables (conferences, which every
 *   season file carries, without duplicates), plus a `meta` table made from the files' own:
 *   the newest built_at, a data version hashed from every file's data version, and the merged
 *   sources and coverage. A file of another schema version is left out and named in `skipped`.
 */
import { createHash } from 'node:crypto';
import { openDb } from '../db/connection';
import type { WarehouseDb } from '../db/connection';
import { str } from '../db/values';
import { SCHEMA_VERSION, TABLE_NAMES } from '../schema';
import { servedFiles } from './layout';
import type { ServedFiles } from './layout';

export interface ServedWarehouse {
  readonly db: WarehouseDb;
  /** The files this db reads (compare with a later `servedFiles` to notice changes). */
  readonly files: ServedFiles;
  /** Season files left out, with why. */
  readonly skipped: ReadonlyArray<{ readonly path: string; readonly reason: string }>;
}

export class NothingServedError extends Error {
  constructor(readonly dataDir: string) {
    super(`No warehouse in ${dataDir}`);
    this.name = 'NothingServedError';
  }
}

/** Tables whose rows are not per competition, so every season file holds the same ones. */
const SHARED_TABLES = new Set(['conferences']);

async function metaOf(db: WarehouseDb, alias: string): Promise<Map<string, string>> {
  const rows = await db.all(`SELECT key, value FROM ${alias}.meta`);
  return new Map(rows.map((row) => [str(row, 'key'), str(row, 'value')]));
}

function mergedJson(values: readonly (string | undefined)[]): string {
  const merged: unknown[] = [];
  for (const value of values) {
    if (value === undefined) continue;
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) merged.push(...(parsed as unknown[]));
  }
  return JSON.stringify(merged);
}

async function openSeasons(files: ServedFiles): Promise<ServedWarehouse> {
  const db = await openDb(':memory:');
  const skipped: Array<{ path: string; reason: string }> = [];
  const metas: Array<Map<string, string>> = [];
  const aliases: string[] = [];
  try {
    for (const season of files.seasons) {
      const alias = `season_${season.competitionId}`;
      // Paths come from our own directory listing (digits only), never from a request.
      await db.run(`ATTACH '${season.path.replaceAll("'", "''")}' AS ${alias} (READ_ONLY)`);
      const meta = await metaOf(db, alias);
      if (meta.get('schema_version') !== SCHEMA_VERSION || !meta.has('data_version')) {
        skipped.push({
          path: season.path,
          reason: `schema ${meta.get('schema_version') ?? 'unknown'}, expected ${SCHEMA_VERSION}`,
        });
        await db.run(`DETACH ${alias}`);
        continue;
      }
      aliases.push(alias);
      metas.push(meta);
    }
    if (aliases.length === 0) throw new Error('No readable season file');
    for (const table of TABLE_NAMES) {
      if (table === 'meta') continue;
      const union = aliases.map((alias) => `SELECT * FROM ${alias}.${table}`).join(' UNION ALL ');
      const body = SHARED_TABLES.has(table) ? `SELECT DISTINCT * FROM (${union})` : union;
      await db.run(`CREATE VIEW ${table} AS ${body}`);
    }
    const versions = metas.map((m) => m.get('data_version') ?? '').sort();
    const builtAt = metas.map((m) => m.get('built_at') ?? '').sort();
    const newest = builtAt[builtAt.length - 1] ?? new Date(0).toISOString();
    const hash = createHash('sha256').update(versions.join('\n')).digest('hex').slice(0, 8);
    await db.run('CREATE TABLE meta (key VARCHAR PRIMARY KEY, value VARCHAR)');
    const entries: Array<[string, string]> = [
      ['schema_version', SCHEMA_VERSION],
      ['data_version', `${newest.slice(0, 19)}Z-${hash}`],
      ['built_at', newest],
      ['sources', mergedJson(metas.map((m) => m.get('sources')))],
      ['coverage', mergedJson(metas.map((m) => m.get('coverage')))],
    ];
    for (const [key, value] of entries) {
      await db.run('INSERT INTO meta VALUES ($1, $2)', [key, value]);
    }
    return { db, files, skipped };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opens what `dataDir` serves; throws NothingServedError when it serves nothing yet. */
export async function openServedWarehouse(
  dataDir: string,
  files: ServedFiles = servedFiles(dataDir),
): Promise<ServedWarehouse> {
  if (files.whole !== null) {
    return { db: await openDb(files.whole.path, { readOnly: true }), files, skipped: [] };
  }
  if (files.seasons.length === 0) throw new NothingServedError(dataDir);
  return openSeasons(files);
}
