/**
 * Reading batches of the season play-by-play files on small hand-made files: rows come back in
 * file order with the bundle's field names and types, NULLs stay NULL, a missing optional
 * column reads as NULL, and rows breaking the value rules of a bundle (a period below 1, a score
 * that is not a whole number, a blank team, a separator character inside a text) make their
 * game come back with the problems instead of rows.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { tempDir } from '../../testing/real-data';
import { inspectSeasonFile } from './inspect';
import { PACKED_COLUMNS, columnTypeProblems } from './season-pbp-columns';
import { indexSeasonPbp, seasonBatches } from './season-pbp-index';
import type { SeasonPbpPlan } from './season-pbp-index';
import { SeasonPbpReader } from './season-pbp-read';
import type { SeasonGameRows } from './season-pbp-read';

const dir = tempDir('season-pbp-read');
const pbpPath = join(dir.path, 'pbp.parquet');
const shotsPath = join(dir.path, 'shots.parquet');

/** A pbp row as SQL: game, period, clock, scores, type, text columns mostly NULL. */
const FLOOR = ['home', 'away'].flatMap((side) => [1, 2, 3, 4, 5].map((n) => `${side}_${n}`));

async function writeFiles(db: WarehouseDb): Promise<void> {
  // Game 7 in file rows 0-2 (one row per clock), game 8 in rows 3-5 with bad values, game 9's
  // last row holds a unit separator inside its description. `game_date` is left out (optional);
  // period is DOUBLE to check that whole numbers of a float column read as numbers.
  await db.run(
    `COPY (SELECT * FROM (VALUES
       ('7', 'Home U', 'Away St.', 1.0, '20:00', 0, 0, NULL, 'jumpball', 'won Jumpball', 'A.B', NULL, NULL, NULL, NULL),
       ('7', 'Home U', 'Away St.', 1.0, '19:40', 2, 0, 'Home U', 'A.B, 2pt layup made', 'Layup', 'A.B', NULL, 'made', 2.0, 'x'),
       ('7', 'Home U', 'Away St.', 2.0, '00:00', 2, 0, NULL, 'end', 'Period End', NULL, NULL, NULL, NULL, NULL),
       ('8', 'Home U', 'Away St.', 0.0, '20:00', 0, 0, NULL, 'start', 'Period Start', NULL, NULL, NULL, NULL, NULL),
       ('8', '', 'Away St.', 1.0, '19:00', 1.5, 0, NULL, 'x', 'Turnover', NULL, NULL, NULL, NULL, NULL),
       ('8', 'Home U', 'Away St.', 1.0, '18:00', 0, 0, NULL, 'x', 'Turnover', NULL, NULL, NULL, NULL, NULL),
       ('9', 'Home U', 'Away St.', 1.0, '20:00', 0, 0, NULL, 'a' || chr(31) || 'b', 'Turnover', NULL, NULL, NULL, NULL, NULL)
     ) AS t(game_id, home, away, period, clock, home_score, away_score, event_team, event_description,
            event_type, player_1, player_2, event_result, shot_value, home_1)
     CROSS JOIN (SELECT ${FLOOR.slice(1)
       .map((c) => `CAST(NULL AS VARCHAR) AS ${c}`)
       .join(', ')})) TO $1 (FORMAT parquet)`,
    [pbpPath],
  );
  await db.run(
    `COPY (SELECT * FROM (VALUES (7, 'Home U', 'AbCd', 1.5, 2.25, true, 2))
       AS t(contest_id, team_id, shooter_id, shot_x, shot_y, made, point_value)) TO $1 (FORMAT parquet)`,
    [shotsPath],
  );
}

describe('SeasonPbpReader', () => {
  let db: WarehouseDb;
  let games: SeasonGameRows[];

  beforeAll(async () => {
    db = await openDb(':memory:');
    await writeFiles(db);
    // The columns as the ingest's file check passes them on (player_2 is all NULL here, which
    // DuckDB types INTEGER: left out, so read as NULL).
    const pbp = await inspectSeasonFile(db, 'pbp', pbpPath, 2025);
    expect(pbp.columns).not.toContain('player_2');
    const shots = await inspectSeasonFile(db, 'shots', shotsPath, 2025);
    const plan: SeasonPbpPlan = {
      files: { pbp: pbpPath, shots: shotsPath, player_box: null },
      columns: { pbp: pbp.columns, shots: shots.columns, player_box: [] },
    };
    const index = await indexSeasonPbp(db, plan);
    expect([...index.keys()].sort()).toEqual([7, 8, 9]);
    const reader = new SeasonPbpReader(() => openDb(':memory:', { threads: 1 }));
    games = [];
    // One game per batch: each batch reads its own row range.
    for (const batch of seasonBatches(index, [9, 8, 7], { games: 1, rows: 1 })) {
      games.push(...(await reader.read(plan, batch)));
    }
    reader.close();
  });
  afterAll(() => {
    db?.close();
    dir.remove();
  });

  it('reads a game in file order with the bundle field names', () => {
    const game = games.find((g) => g.gameId === 7);
    if (!game?.bundle) throw new Error('game 7 was not read');
    expect(game.bundle.contest_id).toBe('7');
    expect(game.bundle.pbp.map((row) => [row.period, row.clock, row.home_score])).toEqual([
      [1, '20:00', 0],
      [1, '19:40', 2],
      [2, '00:00', 2],
    ]);
    expect(game.bundle.pbp[1]).toMatchObject({
      game_id: 7,
      game_date: null,
      home: 'Home U',
      away: 'Away St.',
      event_team: 'Home U',
      event_description: 'A.B, 2pt layup made',
      event_type: 'Layup',
      player_1: 'A.B',
      player_2: null,
      event_result: 'made',
      shot_value: 2,
      home_1: 'x',
      away_5: null,
    });
    expect(game.bundle.shots).toEqual([
      {
        team_id: 'Home U',
        shooter_id: 'AbCd',
        shot_x: 1.5,
        shot_y: 2.25,
        made: true,
        point_value: 2,
      },
    ]);
    expect(game.bundle.player_box).toEqual([]);
  });

  it('returns the problems of a game whose rows break the value rules', () => {
    const game = games.find((g) => g.gameId === 8);
    expect(game?.bundle).toBeNull();
    expect(game && 'issues' in game ? game.issues : []).toEqual([
      'pbp[0].period: 0 is not a whole number ≥ 1',
      'pbp[1].home: missing',
      'pbp[1].home_score: 1.5 is not a whole number ≥ 0',
    ]);
  });

  it('refuses a row whose text holds the separator character', () => {
    const game = games.find((g) => g.gameId === 9);
    expect(game && 'issues' in game ? game.issues : []).toEqual([
      'pbp[0]: a text value holds a control character U+001D-U+001F',
    ]);
  });
});

describe('columnTypeProblems', () => {
  const pbpTypes = (overrides: Record<string, string>): Map<string, string> =>
    new Map([
      ['game_id', 'VARCHAR'],
      ...PACKED_COLUMNS.pbp.map((c): [string, string] => [
        c.name,
        c.kind === 'number' ? 'BIGINT' : 'VARCHAR',
      ]),
      ...Object.entries(overrides),
    ]);

  it('accepts integer, float and decimal numbers and integer or text ids', () => {
    expect(columnTypeProblems('pbp', pbpTypes({}))).toEqual([]);
    expect(
      columnTypeProblems(
        'pbp',
        pbpTypes({ game_id: 'INTEGER', period: 'DOUBLE', shot_value: 'DECIMAL(18,3)' }),
      ),
    ).toEqual([]);
  });

  it('names every column of the wrong type', () => {
    expect(
      columnTypeProblems('pbp', pbpTypes({ game_id: 'DOUBLE', period: 'VARCHAR', clock: 'TIME' })),
    ).toEqual([
      {
        column: 'game_id',
        message: 'column game_id is DOUBLE, expected an id (VARCHAR or integer)',
      },
      { column: 'period', message: 'column period is VARCHAR, expected a number' },
      { column: 'clock', message: 'column clock is TIME, expected text (VARCHAR)' },
    ]);
    expect(columnTypeProblems('shots', new Map([['made', 'VARCHAR']]))).toEqual([
      { column: 'made', message: 'column made is VARCHAR, expected a boolean' },
    ]);
  });
});
