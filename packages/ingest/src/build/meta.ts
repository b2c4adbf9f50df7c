/**
 * The build's data version: `<built_at, UTC to the second>Z-<8 hex of a content hash>`, e.g.
 * `2026-11-21T07:40:00Z-3fa2c91b`. The hash covers every data table's name, row count and an
 * order-independent fingerprint of its rows (bit_xor of DuckDB's row hash), so two builds of the
 * same data share the suffix (whatever order rows were appended in) while the timestamp still
 * tells builds apart. The API exposes it; caches key on it.
 */
import { createHash } from 'node:crypto';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, SCHEMA_VERSION, str, TABLE_NAMES } from '@courtside/warehouse';

export async function contentHash(db: WarehouseDb): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLE_NAMES) {
    // meta holds the version itself; ingests holds provenance (when, from where), not data.
    if (table === 'meta' || table === 'ingests') continue;
    // Table names come from the schema constants, never from input.
    const rows = await db.all(
      `SELECT count(*) AS n, coalesce(bit_xor(hash(t)), 0)::VARCHAR AS h FROM ${table} t`,
    );
    const row = rows[0];
    if (row) hash.update(`${table}:${num(row, 'n')}:${str(row, 'h')}\n`);
  }
  return hash.digest('hex').slice(0, 8);
}

export function dataVersionOf(builtAt: Date, hash8: string): string {
  return `${builtAt.toISOString().slice(0, 19)}Z-${hash8}`;
}

export interface CoverageCounts {
  competitionId: number;
  games: number;
  pbp: number;
  box: number;
  schedule: number;
  events: number;
  shots: number;
}

async function coverage(db: WarehouseDb): Promise<CoverageCounts[]> {
  const rows = await db.all(`
    SELECT c.competition_id,
      (SELECT count(*) FROM games g WHERE g.competition_id = c.competition_id) AS games,
      (SELECT count(*) FROM games g WHERE g.competition_id = c.competition_id AND coverage = 'pbp') AS pbp,
      (SELECT count(*) FROM games g WHERE g.competition_id = c.competition_id AND coverage = 'box') AS box,
      (SELECT count(*) FROM games g WHERE g.competition_id = c.competition_id AND coverage = 'schedule') AS schedule,
      (SELECT count(*) FROM events e WHERE e.competition_id = c.competition_id) AS events,
      (SELECT count(*) FROM shots s WHERE s.competition_id = c.competition_id) AS shots
    FROM competitions c ORDER BY c.competition_id`);
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    games: num(row, 'games'),
    pbp: num(row, 'pbp'),
    box: num(row, 'box'),
    schedule: num(row, 'schedule'),
    events: num(row, 'events'),
    shots: num(row, 'shots'),
  }));
}

export interface MetaValues {
  dataVersion: string;
  builtAt: string;
}

/** Writes the meta table last, once every other table is final. */
export async function writeMeta(db: WarehouseDb, builtAt: Date): Promise<MetaValues> {
  const dataVersion = dataVersionOf(builtAt, await contentHash(db));
  // `demo` and `seed` let the API mark simulated competitions (a demo build records its seed).
  const sources = await db.all(
    `SELECT competition_id, source, origin, ingested_at::VARCHAR AS ingested_at,
       source = 'demo' AS demo, TRY_CAST(json_extract_string(summary, '$.seed') AS BIGINT) AS seed
     FROM ingests ORDER BY competition_id`,
  );
  const entries: Array<[string, string]> = [
    ['schema_version', SCHEMA_VERSION],
    ['data_version', dataVersion],
    ['built_at', builtAt.toISOString()],
    ['sources', JSON.stringify(sources)],
    ['coverage', JSON.stringify(await coverage(db))],
  ];
  await db.run('DELETE FROM meta');
  for (const [key, value] of entries) {
    await db.run('INSERT INTO meta (key, value) VALUES ($1, $2)', [key, value]);
  }
  return { dataVersion, builtAt: builtAt.toISOString() };
}

export async function readMeta(db: WarehouseDb, key: string): Promise<string | null> {
  const rows = await db.all('SELECT value FROM meta WHERE key = $1', [key]);
  const row = rows[0];
  return row ? str(row, 'value') : null;
}
