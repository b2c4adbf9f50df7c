/**
 * npm run bench:ingest — builds a full-size season and reports how fast.
 *
 * The season: the real 2024-25 men's files (6,293 scheduled games with schedule, team box, team
 * ids, rosters) from ../shared/data/ncaa, and for every scheduled game one of the real men's
 * play-by-play bundles repeated under that game's id and teams (≈ 3.3 M events in all). The
 * whole ingest runs as in production — checks, staging, adapter, engine (in worker threads),
 * DuckDB appenders, ratings, aggregates, atomic swap — into a temporary DATA_DIR.
 *
 * Reported: wall time, events/second, peak RSS, and the ratio to a plain DuckDB scan of the
 * same events (the events table exported to parquet, then scanned and loaded by DuckDB alone).
 * Target: under 60 s on the 2-core reference machine; exits 1 above it.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, pathLiteral } from '../src/db/connection';
import { num, str } from '../src/db/values';
import { deriveWorkerCount } from '../src/build/derive-pool';
import { streamProgressFactory } from '../src/progress/progress';
import { ingestNcaaSeason } from '../src/sources/ncaa-seasons/ingest';
import { NCAA_DATA, seasonFile } from '../src/testing/real-data';
import { loadTemplate, repeatedBundles } from '../src/testing/repeat-bundles';

const TARGET_SECONDS = 60;
const SEASON = 2025;

async function scheduleOf(): Promise<Array<{ gameId: number; home: string; away: string }>> {
  const db = await openDb(':memory:');
  try {
    const rows = await db.all(
      'SELECT TRY_CAST(contest_id AS INTEGER) AS id, home, away FROM read_parquet($1) ORDER BY id',
      [seasonFile('mbb', 'schedule', SEASON)],
    );
    return rows.map((row) => ({
      gameId: num(row, 'id'),
      home: str(row, 'home'),
      away: str(row, 'away'),
    }));
  } finally {
    db.close();
  }
}

async function plainScan(
  warehouse: string,
  dir: string,
): Promise<{ scan: number; load: number; rows: number }> {
  const parquet = join(dir, 'events.parquet');
  const db = await openDb(':memory:');
  try {
    await db.run(`ATTACH ${pathLiteral(warehouse)} AS w (READ_ONLY)`);
    await db.run('COPY w.events TO $1 (FORMAT parquet)', [parquet]);
    let started = performance.now();
    const rows = await db.all(
      'SELECT count(*) AS n, sum(home_score + away_score) AS s, count(DISTINCT game_id) AS g FROM read_parquet($1)',
      [parquet],
    );
    const scan = (performance.now() - started) / 1000;
    started = performance.now();
    await db.run('CREATE TABLE events_copy AS SELECT * FROM read_parquet($1)', [parquet]);
    const load = (performance.now() - started) / 1000;
    return { scan, load, rows: rows[0] ? num(rows[0], 'n') : 0 };
  } finally {
    db.close();
  }
}

const gamesDir = join(NCAA_DATA, 'mbb', 'games');
const templates = readdirSync(gamesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => loadTemplate(join(gamesDir, name)));
const schedule = await scheduleOf();
const bundles = repeatedBundles(templates, schedule);
const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
console.log(
  `bench:ingest — ${schedule.length.toLocaleString('en-US')} games, ${templates.length} real bundles repeated ` +
    `(${templates.map((t) => `${t.contestId}: ${t.events} events`).join(', ')}), ${deriveWorkerCount()} derive workers`,
);

const started = performance.now();
const summary = await ingestNcaaSeason({
  dataDir,
  gender: 'MALE',
  season: SEASON,
  source: { kind: 'folder', dir: NCAA_DATA },
  bundles,
  fresh: true,
  progress: streamProgressFactory(process.stderr),
  log: (line) => console.error(line),
});
const wall = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
const warehouse = join(dataDir, 'warehouse.duckdb');
const fileMb = statSync(warehouse).size / (1024 * 1024);
const plain = await plainScan(warehouse, dataDir);
rmSync(dataDir, { recursive: true, force: true });

const rate = summary.events / wall;
console.log(
  `games ingested with play-by-play: ${summary.games.pbp.toLocaleString('en-US')} (${summary.bundles.rejected} rejected)`,
);
console.log(`events:            ${summary.events.toLocaleString('en-US')}`);
console.log(`wall time:         ${wall.toFixed(1)} s`);
console.log(`events/second:     ${Math.round(rate).toLocaleString('en-US')}`);
console.log(`peak RSS:          ${peakMb.toFixed(0)} MB`);
console.log(`warehouse file:    ${fileMb.toFixed(0)} MB`);
console.log(
  `plain DuckDB scan: ${plain.scan.toFixed(2)} s (${plain.rows.toLocaleString('en-US')} events from parquet); load ${plain.load.toFixed(2)} s`,
);
console.log(
  `ratio:             ${(wall / plain.scan).toFixed(0)}× the scan, ${(wall / plain.load).toFixed(0)}× the load`,
);
if (wall > TARGET_SECONDS) {
  console.log(`OVER TARGET: ${wall.toFixed(1)} s > ${TARGET_SECONDS} s`);
  process.exitCode = 1;
} else {
  console.log(`within target (${TARGET_SECONDS} s)`);
}
