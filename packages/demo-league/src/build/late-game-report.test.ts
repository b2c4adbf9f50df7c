/**
 * The late-game report's queries on a hand-made warehouse (only the columns they read): one
 * men's overtime game, one men's close finish, one game against a Division II team (left out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { formatLateGame, lateGameReport } from './late-game-report';

const TABLES = [
  'CREATE TABLE competitions (competition_id INTEGER, gender VARCHAR)',
  'CREATE TABLE teams (competition_id INTEGER, team_id INTEGER, division_id INTEGER)',
  'CREATE TABLE games (competition_id INTEGER, game_id INTEGER, home_team_id INTEGER, away_team_id INTEGER)',
  `CREATE TABLE team_games (competition_id INTEGER, game_id INTEGER, side VARCHAR, has_stats BOOLEAN,
     minutes DOUBLE, pts INTEGER, opp_pts INTEGER, fta INTEGER, opp_fta INTEGER)`,
  `CREATE TABLE team_game_splits (competition_id INTEGER, game_id INTEGER, split VARCHAR, side VARCHAR,
     poss DOUBLE, pts INTEGER, fta INTEGER, fga3 INTEGER, fgm3 INTEGER)`,
  `CREATE TABLE events (competition_id INTEGER, game_id INTEGER, seq INTEGER, period INTEGER,
     clock DOUBLE, type VARCHAR, side VARCHAR, detail VARCHAR, home_score INTEGER, away_score INTEGER)`,
];

const ROWS = [
  "INSERT INTO competitions VALUES (1, 'MALE')",
  'INSERT INTO teams VALUES (1, 10, 1), (1, 11, 1), (1, 20, 2)',
  'INSERT INTO games VALUES (1, 100, 10, 11), (1, 101, 11, 10), (1, 102, 10, 20)',
  // Game 100: 70-70 after regulation, 80-78 after one overtime (10-8; 8 and 7 possessions).
  `INSERT INTO team_games VALUES (1, 100, 'home', true, 45, 80, 78, 20, 24),
     (1, 100, 'away', true, 45, 78, 80, 24, 20),
     (1, 101, 'home', true, 40, 75, 71, 30, 12), (1, 101, 'away', true, 40, 71, 75, 12, 30),
     (1, 102, 'home', true, 45, 90, 60, 10, 10)`,
  `INSERT INTO team_game_splits VALUES
     (1, 100, 'period-1', 'home', 35, 30, 8, 10, 3), (1, 100, 'period-2', 'home', 34, 40, 8, 9, 3),
     (1, 100, 'period-3', 'home', 8, 10, 4, 3, 1),
     (1, 100, 'period-1', 'away', 35, 36, 8, 10, 3), (1, 100, 'period-2', 'away', 34, 34, 8, 9, 3),
     (1, 100, 'period-3', 'away', 7, 8, 8, 2, 0),
     (1, 101, 'period-1', 'home', 35, 35, 8, 10, 3), (1, 101, 'period-2', 'home', 35, 40, 8, 9, 3),
     (1, 101, 'period-1', 'away', 35, 36, 8, 10, 3), (1, 101, 'period-2', 'away', 35, 35, 8, 9, 3),
     (1, 102, 'period-3', 'home', 9, 30, 0, 9, 9)`,
  // Game 101: home leads 70-66 at 2:00 and 71-67 at the 1:00 mark; the away team fouls twice
  // while behind in the last minute; four free throws in the last two minutes.
  `INSERT INTO events VALUES
     (1, 101, 1, 2, 300, 'shot', 'home', 'jumper', 70, 66),
     (1, 101, 2, 2, 90, 'shot', 'home', 'layup', 72, 66),
     (1, 101, 3, 2, 75, 'shot', 'away', 'layup', 72, 68),
     (1, 101, 4, 2, 50, 'foul', 'away', 'personal', 72, 68),
     (1, 101, 5, 2, 50, 'freeThrow', 'home', '1/2', 73, 68),
     (1, 101, 6, 2, 50, 'freeThrow', 'home', '2/2', 74, 68),
     (1, 101, 7, 2, 20, 'foul', 'away', 'personal', 74, 70),
     (1, 101, 8, 2, 20, 'freeThrow', 'home', '1/2', 75, 70),
     (1, 101, 9, 2, 20, 'freeThrow', 'home', '2/2', 75, 70),
     (1, 100, 1, 2, 200, 'shot', 'home', 'jumper', 60, 60)`,
];

describe('the late-game report on a hand-made warehouse', () => {
  let db: WarehouseDb;
  beforeAll(async () => {
    db = await openDb(':memory:');
    for (const sql of [...TABLES, ...ROWS]) await db.run(sql);
  });
  afterAll(() => db.close());

  it('measures Division I games only, with what the hand count gives', async () => {
    const report = await lateGameReport(db);
    expect(report.women).toBeNull();
    const m = report.men?.demo;
    if (m === undefined) throw new Error('no men');
    expect(m.games).toBe(2);
    expect(m.overtimeShare).toBe(0.5);
    expect(m.overtimeTeamPeriods).toBe(2);
    expect(m.overtimePointsPerTeam).toBe(9);
    expect(m.overtimePossessionsPerTeam).toBe(7.5);
    expect(m.overtimeFreeThrowAttemptsPerTeam).toBe(6);
    expect(m.overtimeThreePct).toBeCloseTo(1 / 5, 12);
    // Regulation: 70, 70, 75, 71 points in 40 minutes.
    expect(m.regulationPointsPer5).toBeCloseTo((5 * 286) / 160, 12);
    expect(m.freeThrowAttemptsByMargin['4-6']).toBe(42);
    expect(m.freeThrowAttemptsByMargin.overtime).toBe(44);
    // Game 100 was 60-60 with over two minutes left and has no later events: within 6 at 2:00,
    // tied at the 1:00 mark (not a close finish).
    expect(m.closeFinishes).toBe(1);
    expect(m.trailerFoulsPerFinish).toBe(2);
    expect(m.trailerFoulShare).toBe(1);
    expect(m.closeAtTwoMinutes).toBe(2);
    expect(m.lateFreeThrowAttempts).toBe(2);
    const text = formatLateGame(report);
    expect(text).toContain("Men's Division I late game");
    expect(text).toMatch(/OT points \/ team \/ OT\s+9\.00\s+8\.52/);
    expect(text).not.toContain("Women's");
  });
});
