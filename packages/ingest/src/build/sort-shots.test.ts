/**
 * The attempts' last pass (sort-shots.ts): every row gets its side's opponent, the game's date
 * and the shooter's and passer's names (roster first, then the game's own, else the key), the
 * rows come back sorted by shooting team, date, game and sequence, and a name table that would
 * multiply attempts is refused with the attempts left as they were.
 * Hand-made competition: two games between teams 1 and 2, a roster player and a game-only one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSchema, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { sortShotsByTeam } from './sort-shots';

const C = 5;

describe('sortShotsByTeam', () => {
  let db: WarehouseDb;

  beforeEach(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    // Game 20 is played before game 10: the sort follows dates, then games.
    for (const [game, date] of [
      [10, '2025-02-01'],
      [20, '2025-01-15'],
    ] as const) {
      for (const [side, team, opp] of [
        ['home', 1, 2],
        ['away', 2, 1],
      ] as const) {
        await insertRow(db, 'team_games', {
          competition_id: C,
          game_id: game,
          game_date: date,
          side,
          team_id: team,
          opp_team_id: opp,
        });
      }
      await insertRow(db, 'game_players', {
        competition_id: C,
        game_id: game,
        player_key: 'id:7',
        side: 'home',
        team_id: 1,
        player_id: 7,
        name: 'GAME, NAME',
      });
      await insertRow(db, 'game_players', {
        competition_id: C,
        game_id: game,
        player_key: 'WALK.ON',
        side: 'away',
        team_id: 2,
        name: 'Walk On',
      });
    }
    await insertRow(db, 'players', {
      competition_id: C,
      player_id: 7,
      team_id: 1,
      full_name: 'Roster Name',
    });
    // Written in game order, as the game writer does.
    const shots: Array<[number, number, string, number | null, string, string | null]> = [
      [10, 1, 'home', 1, 'id:7', null],
      [10, 2, 'away', 2, 'WALK.ON', null],
      [10, 3, 'home', 1, 'id:7', 'id:7'],
      [20, 1, 'away', 2, 'WALK.ON', null],
      [20, 2, 'home', 1, 'UNKNOWN.KEY', 'WALK.ON'],
    ];
    for (const [game, seq, side, team, player, assist] of shots) {
      await insertRow(db, 'shots', {
        competition_id: C,
        game_id: game,
        seq,
        side,
        team_id: team,
        player_key: player,
        player_id: player === 'id:7' ? 7 : null,
        assisted_by_key: assist,
        assisted: assist !== null,
      });
    }
  });
  afterEach(() => db?.close());

  const read = () =>
    db.all(
      `SELECT game_id, seq, team_id, opp_team_id, strftime(game_date, '%Y-%m-%d') AS date,
         full_name, assist_player_id, assist_full_name FROM shots`,
    );

  it('names every attempt and sorts them by team, date, game and sequence', async () => {
    expect(await sortShotsByTeam(db, C)).toBe(5);
    expect(await read()).toEqual([
      row(20, 2, 1, 2, '2025-01-15', 'UNKNOWN.KEY', null, 'Walk On'),
      row(10, 1, 1, 2, '2025-02-01', 'Roster Name', null, null),
      row(10, 3, 1, 2, '2025-02-01', 'Roster Name', 7, 'Roster Name'),
      row(20, 1, 2, 1, '2025-01-15', 'Walk On', null, null),
      row(10, 2, 2, 1, '2025-02-01', 'Walk On', null, null),
    ]);
  });

  it('refuses names that would multiply attempts, and leaves the attempts as they were', async () => {
    await insertRow(db, 'game_players', {
      competition_id: C,
      game_id: 10,
      player_key: 'id:7',
      side: 'home',
      name: 'Twice',
    });
    await expect(sortShotsByTeam(db, C)).rejects.toThrow('5 rows of shots became 9 when rewritten');
    const rows = await read();
    expect(rows.map((r) => [r['game_id'], r['seq']])).toEqual([
      [10, 1],
      [10, 2],
      [10, 3],
      [20, 1],
      [20, 2],
    ]);
    expect(rows.every((r) => r['full_name'] === null)).toBe(true);
  });
});

function row(
  game: number,
  seq: number,
  team: number,
  opp: number,
  date: string,
  name: string,
  assistId: number | null,
  assistName: string | null,
) {
  return {
    game_id: game,
    seq,
    team_id: team,
    opp_team_id: opp,
    date,
    full_name: name,
    assist_player_id: assistId,
    assist_full_name: assistName,
  };
}
