/**
 * Full-size season play-by-play for the benchmark (and scale tests): the real game bundles'
 * rows (pbp, shots, player box) repeated under the ids and team names of a real season's
 * schedule, so every scheduled game gets a genuine ≈ 500-event play-by-play. The templates
 * are first written as small season files (season-parquet.ts); DuckDB then repeats them: game
 * i of the schedule (by id) takes template i mod n, its id, and its team names wherever a value
 * is exactly a template team's name (home, away, event_team, poss_team, the shot's and box
 * row's team), so descriptions and player names stay as they were. Rows keep the template's
 * order within a game; games follow in id order, as the published files are laid out.
 */
import { join } from 'node:path';
import { num, openDb, pathLiteral } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import type { Gender } from '@courtside/contract';
import { PBP_DATASETS, seasonFileName } from '../sources/ncaa-seasons/datasets';
import type { PbpDataset } from '../sources/ncaa-seasons/datasets';
import { GAME_ID_COLUMN } from '../sources/ncaa-seasons/season-pbp-columns';
import { writeSeasonPbpFiles } from './season-parquet';

/** Columns holding a team name, per dataset (renamed when they hold a template's team). */
const TEAM_COLUMNS: Readonly<Record<PbpDataset, readonly string[]>> = {
  pbp: ['home', 'away', 'event_team', 'poss_team'],
  shots: ['team_id'],
  player_box: ['home', 'away', 'team'],
};

async function repeatDataset(
  db: WarehouseDb,
  dataset: PbpDataset,
  template: string,
  out: string,
  season: number,
): Promise<number> {
  const described = await db.all('DESCRIBE SELECT * FROM read_parquet($1)', [template]);
  const present = new Set(described.map((row) => String(row['column_name'])));
  const renames = TEAM_COLUMNS[dataset]
    .filter((column) => present.has(column))
    .map((column) => `rename_team(p.${column}, t.home, t.away, s.home, s.away) AS ${column}`);
  // The templates may be of another season than the schedule: their rows take its year.
  if (present.has('season')) renames.push('CAST($3 AS BIGINT) AS season');
  const id = GAME_ID_COLUMN[dataset];
  // Column names come from the constant lists above, never from the data.
  await db.run(
    `COPY (
       SELECT p.* EXCLUDE (file_row_number) REPLACE (CAST(s.id AS VARCHAR) AS ${id}${renames.map((r) => `, ${r}`).join('')})
       FROM schedule s
       JOIN templates t ON t.slot = s.slot
       JOIN read_parquet($1, file_row_number = true) p ON CAST(p.${id} AS VARCHAR) = t.game_id
       ORDER BY s.id, p.file_row_number
     ) TO $2 (FORMAT parquet)`,
    present.has('season') ? [template, out, season] : [template, out],
  );
  const rows = await db.all('SELECT count(*) AS n FROM read_parquet($1)', [out]);
  return rows[0] ? num(rows[0], 'n') : 0;
}

export interface RepeatedSeason {
  readonly games: number;
  readonly rows: Readonly<Record<PbpDataset, number>>;
  readonly paths: Readonly<Record<PbpDataset, string>>;
}

/**
 * Writes `ncaa_{code}_{pbp,shots,player_box}_{season}.parquet` into `seasonsDir`: one game per
 * row of `schedulePath`, cycling through the bundles at `templatePaths`. `workDir` holds the
 * small template files.
 */
export async function writeRepeatedSeason(options: {
  readonly templatePaths: readonly string[];
  readonly schedulePath: string;
  readonly seasonsDir: string;
  readonly workDir: string;
  readonly gender: Gender;
  readonly season: number;
}): Promise<RepeatedSeason> {
  const templates = await writeSeasonPbpFiles(
    options.templatePaths,
    options.workDir,
    options.gender,
    options.season,
  );
  // Sorting three million rows into game order would hold them all in memory: a limit makes
  // DuckDB spill to the work folder instead (the benchmark reports the ingest's peak memory).
  const db = await openDb(':memory:', { memoryLimit: '1GB' });
  try {
    await db.run(`SET temp_directory = ${pathLiteral(join(options.workDir, 'spill'))}`);
    await db.run(
      `CREATE MACRO rename_team(value, from_home, from_away, to_home, to_away) AS
         CASE WHEN value = from_home THEN to_home WHEN value = from_away THEN to_away ELSE value END`,
    );
    await db.run(
      `CREATE TABLE templates AS
       SELECT row_number() OVER (ORDER BY game_id) - 1 AS slot, game_id, home, away
       FROM (SELECT DISTINCT CAST(game_id AS VARCHAR) AS game_id, home, away FROM read_parquet($1))`,
      [templates.pbp],
    );
    await db.run(
      `CREATE TABLE schedule AS
       SELECT id, home, away, (row_number() OVER (ORDER BY id) - 1) % (SELECT count(*) FROM templates) AS slot
       FROM (SELECT TRY_CAST(contest_id AS INTEGER) AS id, home, away FROM read_parquet($1))
       WHERE id IS NOT NULL`,
      [options.schedulePath],
    );
    const games = await db.all('SELECT count(*) AS n FROM schedule');
    const rows = {} as Record<PbpDataset, number>;
    const paths = {} as Record<PbpDataset, string>;
    for (const dataset of PBP_DATASETS) {
      paths[dataset] = join(
        options.seasonsDir,
        seasonFileName(options.gender, dataset, options.season),
      );
      rows[dataset] = await repeatDataset(
        db,
        dataset,
        templates[dataset],
        paths[dataset],
        options.season,
      );
    }
    return { games: games[0] ? num(games[0], 'n') : 0, rows, paths };
  } finally {
    db.close();
  }
}
