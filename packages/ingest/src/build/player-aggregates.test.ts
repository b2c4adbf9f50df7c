/**
 * Lineups and player aggregates on a hand-made warehouse, against hand-worked answers and (for
 * lineups) the plain definition: every side's five keys as a sorted list, grouped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_COLUMNS, createSchema, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { buildLineups, buildPlayerAggregates } from './player-aggregates';

const C = 38409;

/** Every side's five as stored, in any order; the team plays at home. */
const FIVES: Array<{ game: number; team: number | null; keys: (string | null)[]; secs: number }> = [
  // Sorted already (the engine's order), twice in game 1 and once, shuffled, in game 2.
  { game: 1, team: 10, keys: ['a', 'b', 'c', 'd', 'e'], secs: 60 },
  { game: 1, team: 10, keys: ['a', 'b', 'c', 'd', 'e'], secs: 30 },
  { game: 2, team: 10, keys: ['e', 'd', 'c', 'b', 'a'], secs: 45 },
  // Bytewise order: 'Z' < 'a' < 'z' < 'é' (UTF-8 0xC3…); 'a10' < 'a9'.
  { game: 2, team: 10, keys: ['é', 'z', 'a9', 'a10', 'Z'], secs: 20 },
  // A repeated key, a missing key, a team outside the file: no lineup.
  { game: 2, team: 10, keys: ['a', 'a', 'b', 'c', 'd'], secs: 15 },
  { game: 2, team: 10, keys: ['a', 'b', null, 'c', 'd'], secs: 15 },
  { game: 2, team: null, keys: ['a', 'b', 'c', 'd', 'f'], secs: 15 },
];

async function fill(db: WarehouseDb): Promise<void> {
  await createSchema(db);
  let idx = 0;
  for (const five of FIVES) {
    const floor: Record<string, string | null> = {};
    five.keys.forEach((key, k) => {
      floor[`h${k + 1}`] = key;
      floor[`a${k + 1}`] = ['p', 'q', 'r', 's', 't'][k] ?? null;
    });
    await insertRow(db, 'stints', {
      competition_id: C,
      game_id: five.game,
      idx: (idx += 1),
      start_second: 0,
      end_second: five.secs,
      home_team_id: five.team,
      away_team_id: 20,
      home_pts: 2,
      away_pts: 1,
      home_poss: 1.5,
      away_poss: 1,
      ...floor,
    });
  }
  for (const key of ['a', 'b', 'c', 'd', 'e'])
    await insertRow(db, 'game_players', {
      competition_id: C,
      game_id: 1,
      team_id: 10,
      player_key: key,
      player_id: key.charCodeAt(0),
    });
}

describe('buildLineups', () => {
  let db: WarehouseDb;
  beforeAll(async () => {
    db = await openDb(':memory:');
    await fill(db);
    await buildLineups(db, C);
  });
  afterAll(() => db.close());

  it('sums each sorted five over its stints, whatever order the stints list it in', async () => {
    const rows = await db.all(
      `SELECT lineup_key, p1_key, p5_key, p1_id, p5_id, gp, seconds, poss, opp_poss, pts, opp_pts
       FROM lineups WHERE team_id = 10 ORDER BY lineup_key`,
    );
    expect(rows).toEqual([
      {
        lineup_key: 'Z|a10|a9|z|é',
        p1_key: 'Z',
        p5_key: 'é',
        p1_id: null,
        p5_id: null,
        gp: 1,
        seconds: 20,
        poss: 1.5,
        opp_poss: 1,
        pts: 2,
        opp_pts: 1,
      },
      {
        lineup_key: 'a|b|c|d|e',
        p1_key: 'a',
        p5_key: 'e',
        p1_id: 97,
        p5_id: 101,
        gp: 2,
        seconds: 135,
        poss: 4.5,
        opp_poss: 3,
        pts: 6,
        opp_pts: 3,
      },
    ]);
  });

  it('gives the rows of the plain definition (a sorted list per side)', async () => {
    const plain = await db.all(
      `WITH sides AS (
         SELECT game_id, home_team_id AS team_id, list_sort([h1, h2, h3, h4, h5]) AS keys,
           end_second - start_second AS secs FROM stints
         WHERE home_team_id IS NOT NULL AND h1 IS NOT NULL AND h2 IS NOT NULL AND h3 IS NOT NULL
           AND h4 IS NOT NULL AND h5 IS NOT NULL
         UNION ALL
         SELECT game_id, away_team_id, list_sort([a1, a2, a3, a4, a5]), end_second - start_second
         FROM stints WHERE away_team_id IS NOT NULL)
       SELECT team_id, array_to_string(keys, '|') AS lineup_key, count(DISTINCT game_id) AS gp,
         sum(secs) AS seconds
       FROM sides WHERE len(list_distinct(keys)) = 5 GROUP BY team_id, keys ORDER BY ALL`,
    );
    expect(plain).toHaveLength(3);
    expect(
      await db.all('SELECT team_id, lineup_key, gp, seconds FROM lineups ORDER BY ALL'),
    ).toEqual(plain);
  });
});

describe('buildPlayerAggregates', () => {
  let db: WarehouseDb;
  beforeAll(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    // Two games of team 10; the player sits out the second (0 seconds) but fouls from the bench.
    for (const [game, date, pts, oppPts] of [
      [1, '2025-01-10', 70, 60],
      [2, '2025-02-10', 50, 80],
    ] as const) {
      // Every count 5 (own) and 4 (opponents') unless set below.
      const counts = Object.fromEntries(
        COUNT_COLUMNS.flatMap((stat) => [
          [stat, 5],
          [`opp_${stat}`, 4],
        ]),
      );
      await insertRow(db, 'team_games', {
        ...counts,
        competition_id: C,
        game_id: game,
        game_date: date,
        side: 'home',
        site: 'home',
        team_id: 10,
        minutes: 40,
        poss: 70,
        pts,
        opp_pts: oppPts,
        fga: 60,
        opp_fga: 55,
      });
      await insertRow(db, 'player_games', {
        competition_id: C,
        game_id: game,
        split: 'game',
        side: 'home',
        team_id: 10,
        player_key: 'a',
        player_id: 97,
        seconds: game === 1 ? 1200 : 0,
        pts: game === 1 ? 12 : 0,
        fga: game === 1 ? 9 : 0,
        pf: 1,
      });
    }
    await buildPlayerAggregates(db, C);
  });
  afterAll(() => db.close());

  it("adds the team's totals over the games he played only", async () => {
    const rows = await db.all(
      `SELECT scope, gp, seconds, pts, pf, tm_seconds, tm_poss, tm_pts, tm_fga, opp_fga, opp_poss
       FROM player_aggregates ORDER BY scope`,
    );
    const played = { gp: 1, seconds: 1200, pts: 12, tm_seconds: 12000, tm_poss: 70, tm_pts: 70 };
    const totals = { ...played, tm_fga: 60, opp_fga: 55, opp_poss: 70 };
    expect(rows).toEqual([
      // Season: both games' own stats (a bench foul counts), the team's of game 1 only.
      { scope: 'home', pf: 2, ...totals },
      { scope: 'l10g', pf: 2, ...totals },
      { scope: 'l5g', pf: 2, ...totals },
      { scope: 'month-2025-01', pf: 1, ...totals },
      { scope: 'season', pf: 2, ...totals },
      { scope: 'wins', pf: 1, ...totals },
    ]);
  });
});
