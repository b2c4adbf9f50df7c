/**
 * Reads the season parquet files into typed temporary tables (src_schedule, src_box, src_ids,
 * src_rosters). Casts are TRY_CASTs followed by an explicit check, so a malformed value stops
 * the ingest with the file, column and an example instead of a bare DuckDB cast error.
 */
import { basename } from 'node:path';
import type { BoxCountField } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { num } from '@courtside/warehouse';
import { IngestInputError, firstLine } from './errors';
import { neutralColumnOf, neutralColumnSql, neutralRawSql } from './schedule-neutral';

// Source columns are quoted: the team box has one called "to", a reserved word.
const int = (column: string): string =>
  `TRY_CAST(round(TRY_CAST("${column}" AS DOUBLE)) AS INTEGER)`;
const text = (column: string): string => `nullif(trim(CAST("${column}" AS VARCHAR)), '')`;

/** Box columns: source name → our name (the registry's box count columns). */
export const BOX_STATS: ReadonlyArray<readonly [string, BoxCountField]> = [
  ['pts', 'pts'],
  ['fgm', 'fgm'],
  ['fga', 'fga'],
  ['tpm', 'fgm3'],
  ['tpa', 'fga3'],
  ['ftm', 'ftm'],
  ['fta', 'fta'],
  ['orb', 'orb'],
  ['drb', 'drb'],
  ['ast', 'ast'],
  ['blk', 'blk'],
  ['to', 'tov'],
];

async function create(db: WarehouseDb, file: string, sql: string): Promise<void> {
  try {
    await db.run(sql, [file]);
  } catch (error) {
    throw new IngestInputError(`${basename(file)}: cannot read (${firstLine(error)})`);
  }
}

/** Fails when `condition` holds for any row, quoting one offending raw value. */
async function refuse(
  db: WarehouseDb,
  file: string,
  table: string,
  condition: string,
  example: string,
  problem: string,
): Promise<void> {
  // table/condition/example are constants of this module, never input.
  const rows = await db.all(
    `SELECT count(*) AS n, CAST(any_value(${example}) AS VARCHAR) AS example FROM ${table} WHERE ${condition}`,
  );
  const row = rows[0];
  if (row && num(row, 'n') > 0) {
    throw new IngestInputError(
      `${basename(file)}: ${problem} in ${num(row, 'n')} row(s), e.g. ${JSON.stringify(row['example'])}`,
    );
  }
}

/**
 * src_schedule, with `neutral` from the schedule's optional neutral-site column
 * (schedule-neutral.ts): NULL where the schedule does not say. Returns the column read, if any.
 */
export async function stageSchedule(
  db: WarehouseDb,
  file: string,
  columns: readonly string[],
): Promise<string | null> {
  const neutralColumn = neutralColumnOf(columns);
  const neutral =
    neutralColumn === null ? 'NULL::BOOLEAN' : await neutralColumnSql(db, file, neutralColumn);
  const rawNeutral = neutralColumn === null ? 'NULL::VARCHAR' : neutralRawSql(neutralColumn);
  await create(
    db,
    file,
    `CREATE OR REPLACE TEMP TABLE src_schedule AS
     SELECT TRY_CAST(contest_id AS INTEGER) AS game_id, CAST(contest_id AS VARCHAR) AS raw_id,
       coalesce(TRY_STRPTIME(CAST(game_date AS VARCHAR), '%m/%d/%Y')::DATE,
                TRY_CAST(game_date AS DATE)) AS game_date,
       CAST(game_date AS VARCHAR) AS raw_date,
       ${text('home')} AS home, ${text('away')} AS away,
       ${int('home_score')} AS home_score, ${int('away_score')} AS away_score,
       ${neutral} AS neutral, ${rawNeutral} AS raw_neutral
     FROM read_parquet($1)`,
  );
  await refuse(db, file, 'src_schedule', 'game_id IS NULL', 'raw_id', 'contest_id is not a number');
  await refuse(
    db,
    file,
    'src_schedule',
    'game_date IS NULL',
    'raw_date',
    'game_date is not a date',
  );
  await refuse(
    db,
    file,
    'src_schedule',
    'home IS NULL OR away IS NULL',
    'raw_id',
    'home/away team missing',
  );
  if (neutralColumn !== null) {
    await refuse(
      db,
      file,
      'src_schedule',
      'raw_neutral IS NOT NULL AND neutral IS NULL',
      'raw_neutral',
      `${neutralColumn} is not a yes/no value`,
    );
  }
  return neutralColumn;
}

export async function stageBox(
  db: WarehouseDb,
  file: string,
  columns: readonly string[],
): Promise<void> {
  const espn = (name: string): string =>
    columns.includes(name) ? `TRY_CAST(${name} AS INTEGER)` : 'NULL';
  const stats = BOX_STATS.map(([source, ours]) => `${int(source)} AS ${ours}`).join(', ');
  await create(
    db,
    file,
    `CREATE OR REPLACE TEMP TABLE src_box AS
     SELECT TRY_CAST(contest_id AS INTEGER) AS game_id, CAST(contest_id AS VARCHAR) AS raw_id,
       ${text('home')} AS home, ${text('away')} AS away, ${text('team')} AS team,
       TRY_CAST(mins AS DOUBLE) AS mins, ${stats},
       TRY_CAST(team_ncaa_team_id AS INTEGER) AS ncaa_team_id,
       ${espn('team_espn_team_id')} AS espn_team_id,
       ${columns.includes('espn_game_id') ? 'TRY_CAST(espn_game_id AS BIGINT)' : 'NULL'} AS espn_game_id
     FROM read_parquet($1)`,
  );
  await refuse(db, file, 'src_box', 'game_id IS NULL', 'raw_id', 'contest_id is not a number');
  await refuse(db, file, 'src_box', 'team IS NULL', 'raw_id', 'team missing');
}

export async function stageTeamIds(db: WarehouseDb, file: string): Promise<void> {
  await create(
    db,
    file,
    `CREATE OR REPLACE TEMP TABLE src_ids AS
     SELECT ${text('team')} AS team, ${text('conference')} AS conference,
       TRY_CAST(id AS INTEGER) AS team_id, CAST(id AS VARCHAR) AS raw_id
     FROM read_parquet($1)`,
  );
  await refuse(db, file, 'src_ids', 'team_id IS NULL', 'raw_id', 'id is not a number');
  await refuse(db, file, 'src_ids', 'team IS NULL', 'raw_id', 'team name missing');
  const duplicates = await db.all(
    'SELECT team_id FROM src_ids GROUP BY team_id HAVING count(*) > 1 LIMIT 1',
  );
  if (duplicates[0]) {
    throw new IngestInputError(
      `${basename(file)}: team id ${String(duplicates[0]['team_id'])} is listed twice`,
    );
  }
}

export async function stageRosters(
  db: WarehouseDb,
  file: string,
  columns: readonly string[],
): Promise<void> {
  const optional = (name: string, expression: string): string =>
    columns.includes(name) ? expression : 'NULL';
  await create(
    db,
    file,
    `CREATE OR REPLACE TEMP TABLE src_rosters AS
     SELECT TRY_CAST(team_id AS INTEGER) AS team_id, TRY_CAST(player_id AS INTEGER) AS player_id,
       CAST(player_id AS VARCHAR) AS raw_id,
       ${text('player')} AS source_key, ${text('clean_name')} AS full_name, ${text('jersey')} AS jersey,
       ${text('class')} AS class_year, ${text('position')} AS position, ${text('height')} AS height_label,
       ${int('ht_inches')} AS height_in, ${text('hometown')} AS hometown,
       ${optional('high_school', text('high_school'))} AS high_school,
       ${optional('gp', int('gp'))} AS roster_gp, ${optional('gs', int('gs'))} AS roster_gs
     FROM read_parquet($1)`,
  );
  await refuse(db, file, 'src_rosters', 'player_id IS NULL', 'raw_id', 'player_id is not a number');
  await refuse(db, file, 'src_rosters', 'team_id IS NULL', 'raw_id', 'team_id is not a number');
  await refuse(db, file, 'src_rosters', 'full_name IS NULL', 'raw_id', 'clean_name missing');
}
