/**
 * The game lines' sort (sort-lines-by-team.ts): player lines, game players and team lines of a
 * competition come back ordered by team (teamless rows last), game and player, every row and
 * value kept, and another competition's rows untouched.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSchema, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { sortGameLinesByTeam } from './sort-lines-by-team';

const C = 5;
const OTHER = 6;

describe('sortGameLinesByTeam', () => {
  let db: WarehouseDb;

  beforeEach(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    // Written in game order, as the game writer does: team 2's lines come first.
    const lines: Array<[number, number, string, number | null, string, string]> = [
      [20, C, 'home', 2, 'id:9', 'game'],
      [20, C, 'away', null, 'WALK.ON', 'game'],
      [20, C, 'away', 1, 'id:7', 'period-1'],
      [10, C, 'home', 1, 'id:7', 'game'],
      [10, OTHER, 'home', 3, 'id:3', 'game'],
      [10, C, 'away', 2, 'id:9', 'game'],
    ];
    for (const [game, competition, side, team, player, split] of lines) {
      await insertRow(db, 'player_games', {
        competition_id: competition,
        game_id: game,
        side,
        team_id: team,
        player_key: player,
        split,
        pts: game + (team ?? 0),
      });
      if (split !== 'game') continue;
      await insertRow(db, 'game_players', {
        competition_id: competition,
        game_id: game,
        side,
        team_id: team,
        player_key: player,
      });
      await insertRow(db, 'team_game_splits', {
        competition_id: competition,
        game_id: game,
        side,
        team_id: team,
        split,
      });
    }
  });
  afterEach(() => db?.close());

  const read = (table: string, columns: string) =>
    db.all(`SELECT ${columns} FROM ${table} WHERE competition_id = ${C}`);

  it('writes each table back by team, game and player, every row and value kept', async () => {
    await sortGameLinesByTeam(db, C);
    expect(await read('player_games', 'team_id, game_id, player_key, split, pts')).toEqual([
      { team_id: 1, game_id: 10, player_key: 'id:7', split: 'game', pts: 11 },
      { team_id: 1, game_id: 20, player_key: 'id:7', split: 'period-1', pts: 21 },
      { team_id: 2, game_id: 10, player_key: 'id:9', split: 'game', pts: 12 },
      { team_id: 2, game_id: 20, player_key: 'id:9', split: 'game', pts: 22 },
      { team_id: null, game_id: 20, player_key: 'WALK.ON', split: 'game', pts: 20 },
    ]);
    expect(await read('game_players', 'team_id, game_id')).toEqual([
      { team_id: 1, game_id: 10 },
      { team_id: 2, game_id: 10 },
      { team_id: 2, game_id: 20 },
      { team_id: null, game_id: 20 },
    ]);
    expect(await read('team_game_splits', 'team_id, game_id')).toEqual([
      { team_id: 1, game_id: 10 },
      { team_id: 2, game_id: 10 },
      { team_id: 2, game_id: 20 },
      { team_id: null, game_id: 20 },
    ]);
    expect(
      await db.all(`SELECT team_id FROM player_games WHERE competition_id = ${OTHER}`),
    ).toEqual([{ team_id: 3 }]);
  });
});
