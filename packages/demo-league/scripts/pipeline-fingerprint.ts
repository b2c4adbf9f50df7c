/**
 * Proves that a change to the derive/write path leaves its output unchanged, run by hand:
 *   npx tsx packages/demo-league/scripts/pipeline-fingerprint.ts save FILE [--games N]
 *   npx tsx packages/demo-league/scripts/pipeline-fingerprint.ts save-ncaa FILE
 *   npx tsx packages/demo-league/scripts/pipeline-fingerprint.ts print FILE
 * `save` simulates N seeded games (default 600: men and women, Divisions I-III) and stores the
 * canonical games as JSON lines, so later runs compare the same games even while the simulator
 * changes; `save-ncaa` stores the real NCAA bundles of ../shared/data/ncaa the same way, through
 * the adapter. `print` runs every stored game through deriveGame and the build's GameWriter, both
 * ways it writes (DuckDB appenders, and CSV part files of seven games loaded by
 * game-rows-loader.ts in batches small enough that every table crosses several), into temporary
 * DuckDB files, and prints one SHA-256 over the facts (every value, keys sorted, -0, NaN and
 * undefined told apart) and one per written table (every row in the order written); it fails
 * when the two ways disagree. Run `print` before and after a change and diff the outputs.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CanonicalGame } from '@courtside/contract';
import { deriveGame } from '@courtside/engine';
import {
  createTeamStage,
  GAME_TABLES,
  GameRowsLoader,
  GameWriter,
  parseGameBundle,
  WRITTEN_TABLES,
} from '@courtside/ingest';
import { createTableSql, openDb, tableDef } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { simulateGame } from '../src/game';
import { testLeagueGames } from '../src/game/testing';
import { listGameBundles, readBundle } from '@courtside/ingest/testing';

interface StoredGame {
  readonly division: 1 | 2 | 3;
  readonly game: CanonicalGame;
}

/** Every value of a structure as text, object keys sorted, with the cases JSON merges apart. */
function canonical(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null) return 'n';
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return '-0';
    return Number.isNaN(value) ? 'NaN' : String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${k}:${canonical(v)}`).join(',')}}`;
  }
  throw new Error(`Unexpected ${typeof value} in the facts`);
}

function save(file: string, games: number): void {
  const lines: string[] = [];
  const perGroup = Math.ceil(games / 6);
  for (const gender of ['MALE', 'FEMALE'] as const) {
    for (const division of [1, 2, 3] as const) {
      const specs = testLeagueGames(perGroup, { gender, division, teams: 20, seed: division });
      for (const spec of specs) lines.push(JSON.stringify({ division, game: simulateGame(spec) }));
    }
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`${lines.length} games saved to ${file}`);
}

function saveNcaa(file: string): void {
  const lines = listGameBundles().map((path) =>
    JSON.stringify({ division: 1, game: parseGameBundle(readBundle(path)) }),
  );
  if (lines.length === 0) throw new Error('No NCAA game bundles found');
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`${lines.length} games saved to ${file}`);
}

async function gameTables(path: string): Promise<WarehouseDb> {
  const db = await openDb(path, { threads: 1 });
  for (const table of GAME_TABLES) await db.run(createTableSql(tableDef(table)));
  await createTeamStage(db);
  return db;
}

async function tableHashes(db: WarehouseDb): Promise<string[]> {
  const lines: string[] = [];
  for (const table of WRITTEN_TABLES) {
    const rows = await db.all(`SELECT * FROM ${table} ORDER BY rowid`);
    const hash = createHash('sha256');
    for (const row of rows) hash.update(`${canonical(row)}\n`);
    lines.push(`${table} ${rows.length} ${hash.digest('hex')}`);
  }
  return lines;
}

async function print(file: string): Promise<void> {
  const stored = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as StoredGame);
  const dir = mkdtempSync(join(tmpdir(), 'courtside-fingerprint-'));
  try {
    const appended = await gameTables(join(dir, 'appended.duckdb'));
    const loaded = await gameTables(join(dir, 'loaded.duckdb'));
    const appender = await GameWriter.open(appended, 38409);
    const csv = GameWriter.csv(38409);
    const loader = new GameRowsLoader(loaded, { rowGroupRows: 2000 });
    const facts = createHash('sha256');
    for (const [index, { division, game }] of stored.entries()) {
      const derived = deriveGame(game, { division });
      facts.update(canonical(derived));
      appender.write(game, derived);
      csv.write(game, derived);
      // Parts of a few games each, as the demo's worker threads write them.
      if (index % 7 === 6) loader.add(csv.writePart(dir, `part${index}`));
    }
    loader.add(csv.writePart(dir, 'last'));
    appender.close();
    await loader.finish();
    console.log(`games ${stored.length}`);
    console.log(`facts ${facts.digest('hex')}`);
    const [byAppender, byCsv] = [await tableHashes(appended), await tableHashes(loaded)];
    for (const line of byAppender) console.log(line);
    appended.close();
    loaded.close();
    const differ = byAppender.filter((line, i) => line !== byCsv[i]);
    if (differ.length > 0) {
      console.error(`CSV parts differ from the appenders: ${differ.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode, file] = process.argv.slice(2);
const at = process.argv.indexOf('--games');
const count = at < 0 ? 600 : Number(process.argv[at + 1]);
if ((mode !== 'save' && mode !== 'save-ncaa' && mode !== 'print') || file === undefined) {
  console.error('usage: pipeline-fingerprint.ts save|save-ncaa|print FILE [--games N]');
  process.exit(2);
}
if (!Number.isInteger(count) || count <= 0) {
  console.error('--games needs a positive whole number');
  process.exit(2);
}
if (mode === 'save') save(file, count);
else if (mode === 'save-ncaa') saveNcaa(file);
else await print(file);
