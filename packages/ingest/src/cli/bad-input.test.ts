/**
 * Bad input stops the ingest with one line naming the file and the problem, exit code 1, and
 * the served warehouse keeps its data version. Fixtures are made in a temp folder from the real
 * files (copied, truncated, re-written without a column), never stored in the repository.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, warehouseDataVersion } from '@courtside/warehouse';
import { realDataAvailable, seasonFile, tempDir, NCAA_DATA } from '../testing/real-data';
import { writeSeasonPbpFiles } from '../testing/season-parquet';
import { runIngest } from './run-ingest';

const FILES = ['schedule', 'team_box', 'team_ids', 'team_rosters'];

describe.runIf(realDataAvailable())('ingest: bad input', () => {
  const data = tempDir('bad-input-data');
  const folder = tempDir('bad-input-src');
  // Season play-by-play files written from the real men's bundles (their games are of another
  // season, which does not matter for checks that stop before any game is read).
  const stash = tempDir('bad-input-pbp');
  const seasons = join(folder.path, 'mbb', 'seasons');
  let version: string;

  async function run(
    from: string,
    season = '2025',
  ): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runIngest(
      ['ncaa', '--gender', 'men', '--season', season, '--data-dir', data.path, '--from', from],
      {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        progress: { write: () => true },
        env: {},
      },
    );
    return { code, out, err };
  }

  async function servedVersion(): Promise<string> {
    const db = await openDb(join(data.path, 'warehouse.duckdb'), { readOnly: true });
    try {
      return await warehouseDataVersion(db);
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    const bundles = ['6470186', '6479592'].map((id) =>
      join(NCAA_DATA, 'mbb', 'games', `${id}.json`),
    );
    await writeSeasonPbpFiles(bundles, stash.path, 'MALE', 2025);
    const first = await run(NCAA_DATA);
    expect(first.code).toBe(0);
    version = await servedVersion();
  }, 60_000);
  afterAll(() => {
    data.remove();
    folder.remove();
    stash.remove();
  });
  beforeEach(() => {
    rmSync(folder.path, { recursive: true, force: true });
    mkdirSync(seasons, { recursive: true });
    for (const dataset of FILES) {
      copyFileSync(
        seasonFile('mbb', dataset, 2025),
        join(seasons, `ncaa_mbb_${dataset}_2025.parquet`),
      );
    }
  });

  const target = (dataset: string): string => join(seasons, `ncaa_mbb_${dataset}_2025.parquet`);
  const stashed = (dataset: string): string => join(stash.path, `ncaa_mbb_${dataset}_2025.parquet`);

  /** Writes `dataset` from the stash through `select` (a SELECT over `read_parquet($1)`). */
  async function rewrite(dataset: string, select: string): Promise<void> {
    const db = await openDb(':memory:');
    try {
      await db.run(`COPY (${select}) TO $2 (FORMAT parquet)`, [stashed(dataset), target(dataset)]);
    } finally {
      db.close();
    }
  }

  async function expectRefused(pattern: RegExp): Promise<void> {
    const result = await run(folder.path);
    expect(result.code).toBe(1);
    expect(result.err.filter((line) => line.startsWith('ingest: '))).toHaveLength(1);
    expect(result.err[result.err.length - 2]).toMatch(pattern);
    expect(await servedVersion()).toBe(version);
  }

  it('a truncated parquet file', async () => {
    const bytes = readFileSync(target('team_box'));
    writeFileSync(target('team_box'), bytes.subarray(0, bytes.length >> 1));
    await expectRefused(/^ingest: ncaa_mbb_team_box_2025\.parquet: not a parquet file/);
  });

  it('a parquet file damaged inside', async () => {
    const bytes = Buffer.from(readFileSync(target('team_box')));
    bytes.fill(0x55, 4, bytes.length - 4);
    writeFileSync(target('team_box'), bytes);
    await expectRefused(/^ingest: ncaa_mbb_team_box_2025\.parquet: corrupt parquet/);
  });

  it('a missing column', async () => {
    const db = await openDb(':memory:');
    await db.run('COPY (SELECT team, id, season FROM read_parquet($1)) TO $2 (FORMAT parquet)', [
      seasonFile('mbb', 'team_ids', 2025),
      target('team_ids'),
    ]);
    db.close();
    await expectRefused(/^ingest: ncaa_mbb_team_ids_2025\.parquet: missing column conference/);
  });

  it('a file of another season', async () => {
    copyFileSync(seasonFile('mbb', 'team_rosters', 2024), target('team_rosters'));
    await expectRefused(
      /^ingest: ncaa_mbb_team_rosters_2025\.parquet: holds season 2024, expected 2025/,
    );
  });

  it('a missing file', async () => {
    rmSync(target('team_rosters'));
    await expectRefused(
      /^ingest: Missing .*ncaa_mbb_team_rosters_2025\.parquet \(the team_rosters dataset is required\)/,
    );
  });

  it('a season the folder does not have', async () => {
    const result = await run(folder.path, '2024');
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(
      /^ingest: No 2023-24 Men's Basketball data in .*ncaa_mbb_schedule_2024\.parquet is missing \(seasons present: 2025\)/,
    );
    expect(await servedVersion()).toBe(version);
  });

  it('a folder that does not exist', async () => {
    const result = await run(join(folder.path, 'nope'));
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(/^ingest: --from .*nope: no such folder/);
  });

  it('a play-by-play file with a column of the wrong type', async () => {
    await rewrite(
      'pbp',
      'SELECT * REPLACE (CAST(period AS VARCHAR) AS period, CAST(home_score AS BOOLEAN) AS home_score) FROM read_parquet($1)',
    );
    await expectRefused(
      /^ingest: ncaa_mbb_pbp_2025\.parquet: column period is VARCHAR, expected a number; column home_score is BOOLEAN, expected a number$/,
    );
  });

  it('a play-by-play file without a column', async () => {
    await rewrite('pbp', 'SELECT * EXCLUDE (clock) FROM read_parquet($1)');
    await expectRefused(
      /^ingest: ncaa_mbb_pbp_2025\.parquet: missing column clock \(the pbp file needs/,
    );
  });

  it('a truncated play-by-play file', async () => {
    const bytes = readFileSync(stashed('pbp'));
    writeFileSync(target('pbp'), bytes.subarray(0, bytes.length >> 1));
    await expectRefused(/^ingest: ncaa_mbb_pbp_2025\.parquet: not a parquet file/);
  });

  it('a play-by-play file damaged inside', async () => {
    const bytes = Buffer.from(readFileSync(stashed('pbp')));
    bytes.fill(0x55, 4, bytes.length - 4);
    writeFileSync(target('pbp'), bytes);
    await expectRefused(/^ingest: ncaa_mbb_pbp_2025\.parquet: corrupt parquet/);
  });

  it('a shots file whose made column is text', async () => {
    copyFileSync(stashed('pbp'), target('pbp'));
    await rewrite(
      'shots',
      "SELECT * REPLACE (CASE WHEN made THEN 'yes' ELSE 'no' END AS made, 2025 AS season) FROM read_parquet($1)",
    );
    await expectRefused(
      /^ingest: ncaa_mbb_shots_2025\.parquet: column made is VARCHAR, expected a boolean$/,
    );
  });
});
