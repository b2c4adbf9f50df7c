/**
 * The season play-by-play files on real rows: pbp, shots and player box files written (in a
 * temp folder) from the four real game bundles, beside the real season files and without any
 * bundle, must give exactly the warehouse the bundles give: the same box scores, possessions,
 * stints, shots and events, down to the data version's content hash. Also: worker threads read
 * the same as the main thread, a bundle wins over the season rows of its game, and a game whose
 * rows are bad is recorded and skipped while the others are read.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gender } from '@courtside/contract';
import { num, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { NCAA_DATA, realDataAvailable, seasonFile, tempDir } from '../../testing/real-data';
import { writeSeasonPbpFiles } from '../../testing/season-parquet';
import { GENDER_CODE, REQUIRED_DATASETS, seasonFileName } from './datasets';
import { ingestNcaaSeason } from './ingest';
import type { IngestNcaaOptions } from './ingest';
import type { IngestSummary } from './summary';

const MEN = { gender: 'MALE', season: 2026, games: ['6470186', '6479592'] } as const;
const WOMEN = { gender: 'FEMALE', season: 2025, games: ['5722355', '5728709'] } as const;

interface Competition {
  readonly gender: Gender;
  readonly season: number;
  readonly games: readonly string[];
}

const bundlePaths = (c: Competition): string[] =>
  c.games.map((id) => join(NCAA_DATA, GENDER_CODE[c.gender], 'games', `${id}.json`));

/** A --from folder with the real required files (linked) and season pbp files, no bundles. */
async function seasonFolder(root: string, competitions: readonly Competition[]): Promise<void> {
  for (const c of competitions) {
    const code = GENDER_CODE[c.gender];
    const seasons = join(root, code, 'seasons');
    mkdirSync(seasons, { recursive: true });
    for (const dataset of REQUIRED_DATASETS) {
      symlinkSync(
        seasonFile(code, dataset, c.season),
        join(seasons, seasonFileName(c.gender, dataset, c.season)),
      );
    }
    await writeSeasonPbpFiles(bundlePaths(c), seasons, c.gender, c.season);
  }
}

/** A table's rows of the four games as sorted JSON lines, to compare two warehouses. */
async function rowsOf(db: WarehouseDb, sql: string): Promise<string[]> {
  const rows = await db.all(sql);
  return rows.map((row) => JSON.stringify(row)).sort();
}

describe.runIf(realDataAvailable())('season play-by-play files', () => {
  const folder = tempDir('season-pbp-from');
  const both = tempDir('season-pbp-both');
  const fromFiles = tempDir('season-pbp-files');
  const fromBundles = tempDir('season-pbp-bundles');
  const pooled = tempDir('season-pbp-pooled');
  const preferred = tempDir('season-pbp-preferred');
  const badRows = tempDir('season-pbp-bad');
  const summaries: Record<string, IngestSummary> = {};
  let files: WarehouseDb;
  let bundles: WarehouseDb;

  const ingest = (
    name: string,
    c: Competition,
    dataDir: string,
    from: string,
    extra: Partial<IngestNcaaOptions> = {},
  ): Promise<void> =>
    ingestNcaaSeason({
      dataDir,
      gender: c.gender,
      season: c.season,
      source: { kind: 'folder', dir: from },
      workers: 0,
      ...extra,
    }).then((summary) => {
      summaries[name] = summary;
    });

  beforeAll(async () => {
    await seasonFolder(folder.path, [MEN, WOMEN]);
    // The season files and the bundles in one folder: the bundle must win.
    await seasonFolder(both.path, [WOMEN]);
    mkdirSync(join(both.path, 'wbb', 'games'));
    for (const path of bundlePaths(WOMEN)) {
      symlinkSync(path, join(both.path, 'wbb', 'games', path.split('/').at(-1) ?? ''));
    }
    // Women first: their data versions cover the women alone, like the one-season builds below.
    await ingest('filesWomen', WOMEN, fromFiles.path, folder.path);
    await ingest('filesMen', MEN, fromFiles.path, folder.path);
    await ingest('bundlesWomen', WOMEN, fromBundles.path, NCAA_DATA);
    await ingest('bundlesMen', MEN, fromBundles.path, NCAA_DATA);
    // Two workers, one game per batch: every game is its own job.
    await ingest('pooled', WOMEN, pooled.path, folder.path, {
      workers: 2,
      batch: { games: 1, rows: 1 },
    });
    await ingest('preferred', WOMEN, preferred.path, both.path);
    // One game's rows broken (a period 0 in its first row): that game alone is refused.
    await seasonFolder(badRows.path, [WOMEN]);
    const pbp = join(badRows.path, 'wbb', 'seasons', seasonFileName('FEMALE', 'pbp', 2025));
    const scratch = await openDb(':memory:');
    await scratch.run(
      `CREATE TABLE rows AS SELECT * FROM read_parquet($1, file_row_number = true)`,
      [pbp],
    );
    await scratch.run(
      `UPDATE rows SET period = 0 WHERE game_id = '5722355' AND file_row_number = (SELECT min(file_row_number) FROM rows)`,
    );
    await scratch.run(
      'COPY (SELECT * EXCLUDE (file_row_number) FROM rows ORDER BY file_row_number) TO $1 (FORMAT parquet)',
      [pbp],
    );
    scratch.close();
    await ingest('badRows', WOMEN, join(badRows.path, 'data'), badRows.path);
    files = await openDb(join(fromFiles.path, 'warehouse.duckdb'), { readOnly: true });
    bundles = await openDb(join(fromBundles.path, 'warehouse.duckdb'), { readOnly: true });
  }, 300_000);
  afterAll(() => {
    files?.close();
    bundles?.close();
    for (const dir of [folder, both, fromFiles, fromBundles, pooled, preferred, badRows]) {
      dir.remove();
    }
  });

  it('reads every game of the season files and says where the play-by-play came from', () => {
    for (const name of ['filesMen', 'filesWomen']) {
      const summary = summaries[name];
      expect(summary?.bundles).toEqual({ found: 0, ingested: 0, rejected: 0 });
      expect(summary?.seasonPbp).toMatchObject({ found: 2, ingested: 2, rejected: 0, bundled: 0 });
      expect(summary?.games.pbp).toBe(2);
      expect(summary?.shots.unmatched).toBe(0);
    }
    expect(summaries['filesWomen']?.seasonPbp?.file).toBe('ncaa_wbb_pbp_2025.parquet');
    expect(summaries['bundlesWomen']?.seasonPbp).toBeNull();
  });

  it('gives the same events, shots and summary counts as the bundles', () => {
    for (const [a, b] of [
      ['filesMen', 'bundlesMen'],
      ['filesWomen', 'bundlesWomen'],
    ] as const) {
      expect(summaries[a]?.events).toBe(summaries[b]?.events);
      expect(summaries[a]?.events).toBeGreaterThan(900);
      expect(summaries[a]?.shots).toEqual(summaries[b]?.shots);
      expect(summaries[a]?.defects).toEqual(summaries[b]?.defects);
    }
  });

  it('gives the same box scores, possessions, stints and events row for row', async () => {
    const games = `game_id IN (${[...MEN.games, ...WOMEN.games].join(', ')})`;
    for (const sql of [
      `SELECT * FROM team_games WHERE ${games}`,
      `SELECT * FROM player_games WHERE ${games} AND split = 'game'`,
      `SELECT game_id, count(*) AS n, sum(points) AS pts FROM possessions WHERE ${games} GROUP BY 1`,
      `SELECT * FROM stints WHERE ${games}`,
      `SELECT * FROM shots WHERE ${games}`,
      `SELECT * FROM events WHERE ${games}`,
    ]) {
      const fromFilesRows = await rowsOf(files, sql);
      expect(fromFilesRows.length).toBeGreaterThan(3);
      expect(fromFilesRows).toEqual(await rowsOf(bundles, sql));
    }
    const points = await files.all(
      `SELECT side, team_name, pts, coverage FROM team_games WHERE game_id = 6479592 ORDER BY side`,
    );
    expect(points.map((r) => [r['side'], r['team_name'], r['pts'], r['coverage']])).toEqual([
      ['away', 'Wisconsin', 92, 'pbp'],
      ['home', 'Illinois', 90, 'pbp'],
    ]);
  });

  it('builds a warehouse with the same content hash as the bundles', () => {
    const hash = (name: string): string => summaries[name]?.dataVersion.slice(-8) ?? '';
    expect(hash('filesWomen')).toBe(hash('bundlesWomen'));
    expect(hash('filesMen')).toBe(hash('bundlesMen'));
  });

  it('reads the same in worker threads, a game per job', () => {
    expect(summaries['pooled']?.dataVersion.slice(-8)).toBe(
      summaries['filesWomen']?.dataVersion.slice(-8),
    );
    expect(summaries['pooled']?.events).toBe(summaries['filesWomen']?.events);
  });

  it('reads a game with a bundle from the bundle and says so', async () => {
    const summary = summaries['preferred'];
    expect(summary?.bundles).toEqual({ found: 2, ingested: 2, rejected: 0 });
    expect(summary?.seasonPbp).toMatchObject({ found: 2, ingested: 0, bundled: 2 });
    expect(summary?.notes).toContain(
      '2 game(s) are both in the season pbp file and in a bundle: the bundle was read',
    );
    expect(summary?.dataVersion.slice(-8)).toBe(summaries['bundlesWomen']?.dataVersion.slice(-8));
    const db = await openDb(join(preferred.path, 'warehouse.duckdb'), { readOnly: true });
    try {
      const rows = await db.all("SELECT count(*) AS n FROM games WHERE coverage = 'pbp'");
      expect(rows[0] ? num(rows[0], 'n') : 0).toBe(2);
    } finally {
      db.close();
    }
  });

  it('records a game whose rows break the rules and reads the others', () => {
    const summary = summaries['badRows'];
    expect(summary?.seasonPbp).toMatchObject({ found: 2, ingested: 1, rejected: 1 });
    expect(summary?.games).toMatchObject({ pbp: 1 });
    expect(summary?.defects['pbp_rejected']).toBe(1);
  });
});
