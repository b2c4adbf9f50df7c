/**
 * attempts on hand-made events: only field goals and free throws with a result are copied, with
 * their game's date, in shooting-team order (a team's attempts together, by date, game and
 * sequence), whatever order the events were written in; another competition's events stay out;
 * a team line that would copy an attempt twice fails the build instead of writing it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSchema, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { buildAttempts } from './attempts';

const C = 38409;
const OTHER = 38529;
const HOME = 10;
const AWAY = 20;

/** [game, seq, type, side, made] */
const EVENTS: ReadonlyArray<readonly [number, number, string, string, boolean | null]> = [
  [2, 1, 'shot', 'home', true],
  [2, 2, 'rebound', 'away', null],
  [2, 3, 'freeThrow', 'away', false],
  [1, 5, 'shot', 'away', false],
  [1, 2, 'shot', 'home', null], // no result recorded: not an attempt
  [1, 1, 'freeThrow', 'home', true],
  [1, 3, 'turnover', 'home', null],
  [1, 4, 'shot', 'home', false],
];

describe('attempts', () => {
  let db: WarehouseDb;

  beforeEach(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    // Game 2 is played before game 1.
    for (const [game, date] of [
      [1, '2025-01-10'],
      [2, '2025-01-03'],
    ] as const) {
      for (const [side, team] of [
        ['home', HOME],
        ['away', AWAY],
      ] as const) {
        await insertRow(db, 'team_games', {
          competition_id: C,
          game_id: game,
          side,
          team_id: team,
          game_date: date,
        });
      }
    }
    for (const [game, seq, type, side, made] of EVENTS) {
      const teamId = side === 'home' ? HOME : AWAY;
      const value = type === 'freeThrow' ? 1 : 2;
      const row = { game_id: game, seq, type, side, team_id: teamId, made, value };
      await insertRow(db, 'events', { competition_id: C, ...row });
      await insertRow(db, 'events', { competition_id: OTHER, ...row });
    }
  });
  afterEach(() => db?.close());

  it('copies each attempt once, by shooting team, then date, game and sequence', async () => {
    expect(await buildAttempts(db, C)).toBe(5);
    const rows = await db.all(
      `SELECT competition_id, team_id, strftime(game_date, '%Y-%m-%d') AS day, game_id, seq, type,
         made FROM attempts`,
    );
    expect(
      rows.map((r) => [r['team_id'], r['day'], r['game_id'], r['seq'], r['type'], r['made']]),
    ).toEqual([
      [HOME, '2025-01-03', 2, 1, 'shot', true],
      [HOME, '2025-01-10', 1, 1, 'freeThrow', true],
      [HOME, '2025-01-10', 1, 4, 'shot', false],
      [AWAY, '2025-01-03', 2, 3, 'freeThrow', false],
      [AWAY, '2025-01-10', 1, 5, 'shot', false],
    ]);
    expect(rows.every((r) => r['competition_id'] === C)).toBe(true);
  });

  it('fails loudly when a duplicated team line would copy attempts twice', async () => {
    await insertRow(db, 'team_games', {
      competition_id: C,
      game_id: 1,
      side: 'home',
      team_id: HOME,
    });
    await expect(buildAttempts(db, C)).rejects.toThrow(
      'Competition 38409: 5 attempt events became 7 attempts rows',
    );
  });
});
