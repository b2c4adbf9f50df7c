/**
 * npm run bench:ingest — builds a full-size season and reports how fast.
 *
 * The season: the real 2024-25 men's files (6,293 scheduled games with schedule, team box, team
 * ids, rosters) from ../shared/data/ncaa, linked into a temporary folder, plus season
 * play-by-play files (pbp, shots, player box) in which every scheduled game has the rows of one
 * of the real men's game bundles under its own id and teams (≈ 3.1 M events in all; written by
 * testing/repeat-season.ts before the clock starts). The whole ingest then runs as in
 * production — checks, staging, the season files read in batches by the worker threads, adapter,
 * engine, DuckDB appenders, ratings, aggregates, atomic swap — into a temporary DATA_DIR.
 *
 * Reported: wall time, events/second, CPU time over all threads (other processes share this
 * machine's cores: CPU time shows what the ingest itself needed), peak RSS, the load average,
 * and the ratio to a plain DuckDB scan of the same events (the events table exported to
 * parquet, then scanned and loaded by DuckDB alone). Target: under 60 s on the 2-core reference
 * machine; exits 1 above it.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { num, openDb, pathLiteral } from '@courtside/warehouse';
import { deriveWorkerCount } from '../src/build/derive-pool';
import { streamProgressFactory } from '../src/progress/progress';
import { REQUIRED_DATASETS, seasonFileName } from '../src/sources/ncaa-seasons/datasets';
import { ingestNcaaSeason } from '../src/sources/ncaa-seasons/ingest';
import { NCAA_DATA, seasonFile } from '../src/testing/real-data';
import { writeRepeatedSeason } from '../src/testing/repeat-season';

const TARGET_SECONDS = 60;
const SEASON = 2025;

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

/** A --from folder: the real required files linked, the season pbp files made. */
async function benchFolder(work: string): Promise<{ from: string; games: number; note: string }> {
  const from = join(work, 'from');
  const seasonsDir = join(from, 'mbb', 'seasons');
  mkdirSync(seasonsDir, { recursive: true });
  mkdirSync(join(work, 'templates'));
  for (const dataset of REQUIRED_DATASETS) {
    symlinkSync(
      seasonFile('mbb', dataset, SEASON),
      join(seasonsDir, seasonFileName('MALE', dataset, SEASON)),
    );
  }
  const gamesDir = join(NCAA_DATA, 'mbb', 'games');
  const templates = readdirSync(gamesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(gamesDir, name));
  const season = await writeRepeatedSeason({
    templatePaths: templates,
    schedulePath: seasonFile('mbb', 'schedule', SEASON),
    seasonsDir,
    workDir: join(work, 'templates'),
    gender: 'MALE',
    season: SEASON,
  });
  const n = (value: number): string => value.toLocaleString('en-US');
  const note =
    `${n(season.games)} games from ${templates.length} real bundles repeated (season files: ` +
    `${n(season.rows.pbp)} pbp rows, ${n(season.rows.shots)} shots, ${n(season.rows.player_box)} player box rows)`;
  return { from, games: season.games, note };
}

const work = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
try {
  const { from, note } = await benchFolder(work);
  const dataDir = join(work, 'data');
  console.log(
    `bench:ingest — ${note}, ${deriveWorkerCount()} derive workers, ${cpus().length} cores, ` +
      `load average ${loadavg()[0]?.toFixed(2) ?? '?'} at the start`,
  );
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const summary = await ingestNcaaSeason({
    dataDir,
    gender: 'MALE',
    season: SEASON,
    source: { kind: 'folder', dir: from },
    fresh: true,
    progress: streamProgressFactory(process.stderr),
    log: (line) => console.error(line),
  });
  const wall = (performance.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const warehouse = join(dataDir, 'warehouse.duckdb');
  const fileMb = statSync(warehouse).size / (1024 * 1024);
  const plain = await plainScan(warehouse, dataDir);

  console.log(
    `games ingested with play-by-play: ${summary.games.pbp.toLocaleString('en-US')} (${summary.seasonPbp?.rejected ?? 0} rejected)`,
  );
  console.log(`events:            ${summary.events.toLocaleString('en-US')}`);
  console.log(`wall time:         ${wall.toFixed(1)} s`);
  console.log(`events/second:     ${Math.round(summary.events / wall).toLocaleString('en-US')}`);
  console.log(
    `CPU time:          ${cpuSeconds.toFixed(1)} s over all threads (${(cpuSeconds / wall).toFixed(2)} cores busy on average)`,
  );
  console.log(`peak RSS:          ${peakMb.toFixed(0)} MB`);
  console.log(`warehouse file:    ${fileMb.toFixed(0)} MB`);
  console.log(
    `plain DuckDB scan: ${plain.scan.toFixed(2)} s (${plain.rows.toLocaleString('en-US')} events from parquet); load ${plain.load.toFixed(2)} s`,
  );
  console.log(
    `ratio:             ${(wall / plain.scan).toFixed(0)}× the scan, ${(wall / plain.load).toFixed(0)}× the load`,
  );
  console.log(
    `load average:      ${loadavg()[0]?.toFixed(2) ?? '?'} at the end (other processes share the cores)`,
  );
  if (wall > TARGET_SECONDS) {
    console.log(`OVER TARGET: ${wall.toFixed(1)} s > ${TARGET_SECONDS} s`);
    process.exitCode = 1;
  } else {
    console.log(`within target (${TARGET_SECONDS} s)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
