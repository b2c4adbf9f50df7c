/**
 * game_flows on a hand-made game whose leads, lead changes, ties, seconds ahead, runs and sampled
 * win probabilities are worked out by hand below, with a score correction and an event scoring for
 * both sides; a game without events and another competition's game get no row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { buildGameFlows } from './game-flows';

const C = 38409;
const OTHER = 38529;

/** [seq, game second, home score, away score, home win probability] */
const EVENTS: ReadonlyArray<readonly [number, number, number, number, number | null]> = [
  [1, 0, 0, 0, 0.5],
  [2, 30, 2, 0, 0.55], // home leads
  [3, 60, 2, 3, 0.45], // lead change 1; away run starts
  [4, 90, 2, 5, 0.35], // away run 5; away leads by 3
  [5, 120, 2, 5, 0.36],
  [6, 150, 5, 5, 0.5], // tie 1; home run starts
  [7, 150, 6, 5, 0.6], // lead change 2 (the tie between does not count)
  [8, 200, 7, 5, 0.62],
  [9, 220, 6, 5, 0.6], // a correction: neither extends nor breaks the run
  [10, 240, 9, 5, 0.7], // home run 3+1+1+3 = 8; home leads by 4
  [11, 260, 11, 7, 0.66], // both sides score in one event: nobody's run
  [12, 280, 11, 9, 0.6], // away run starts
  [13, 300, 11, 11, 0.5], // tie 2
  [14, 320, 11, 14, 0.3], // lead change 3; away run 7; away leads by 3
  [15, 400, 11, 14, 0],
];

describe('game_flows', () => {
  let db: WarehouseDb;

  beforeAll(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    for (const [seq, second, home, away, wp] of EVENTS) {
      await insertRow(db, 'events', {
        competition_id: C,
        game_id: 1,
        seq,
        game_second: second,
        home_score: home,
        away_score: away,
        wp_home: wp,
      });
      await insertRow(db, 'events', {
        competition_id: OTHER,
        game_id: 3,
        seq,
        game_second: second,
        home_score: away,
        away_score: home,
        wp_home: wp,
      });
    }
    // A 40-minute game: the last event's margin holds until the horn at 2,400 s.
    for (const side of ['home', 'away']) {
      await insertRow(db, 'team_games', { competition_id: C, game_id: 1, side, minutes: 40 });
    }
    await insertRow(db, 'games', { competition_id: C, game_id: 2, coverage: 'box' });
    await buildGameFlows(db, C);
  });
  afterAll(() => db?.close());

  it('sums the hand-worked game and nothing else', async () => {
    const rows = await db.all('SELECT * FROM game_flows ORDER BY competition_id, game_id');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect({
      competitionId: Number(row?.['competition_id']),
      gameId: Number(row?.['game_id']),
      homeMaxLead: Number(row?.['home_max_lead']),
      awayMaxLead: Number(row?.['away_max_lead']),
      leadChanges: Number(row?.['lead_changes']),
      timesTied: Number(row?.['times_tied']),
      homeBestRun: Number(row?.['home_best_run']),
      awayBestRun: Number(row?.['away_best_run']),
      homeSecsLeading: Number(row?.['home_secs_leading']),
      awaySecsLeading: Number(row?.['away_secs_leading']),
    }).toEqual({
      competitionId: C,
      gameId: 1,
      homeMaxLead: 4,
      awayMaxLead: 3,
      leadChanges: 3,
      timesTied: 2,
      homeBestRun: 8,
      awayBestRun: 7,
      // Home ahead 30-60 and 150-300 (the tie at 150 s lasts no time): 30 + 150.
      homeSecsLeading: 180,
      // Away ahead 60-150 and from 320 s to the horn: 90 + 2,080.
      awaySecsLeading: 2170,
    });
    // Samples every 400/24 s: the last event at or before each (at 150 s, seq 7's 0.6).
    expect(row?.['wp_home_series']).toBe(
      '50,50,55,55,45,45,35,35,36,60,60,60,62,62,60,70,66,60,50,50,30,30,30,30,0',
    );
  });
});
