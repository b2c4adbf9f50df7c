/**
 * TEAM_ROW_SUMS_SQL must give, for one row, exactly what TEAM_SUMS_SQL gives for a group of that
 * one row: the game logs use the row form, the season scopes the aggregate, and the same game
 * read both ways must agree. Checked over every combination that changes the answer (box score
 * or not, NULL stats, wins, losses, ties and unplayed games, conference and tournament games,
 * fractional possessions and minutes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseDb } from '../db/connection';
import { openDb } from '../db/connection';
import { ALWAYS, PARTIAL, PBP_EXTRAS, TEAM_ROW_SUMS_SQL, TEAM_SUMS_SQL } from './sums';

const STAT_COLUMNS = [...ALWAYS, ...PARTIAL, ...PBP_EXTRAS].flatMap((stat) => [
  stat,
  `opp_${stat}`,
]);

interface Case {
  hasStats: boolean | null;
  coverage: 'pbp' | 'box' | 'none';
  pts: number | null;
  oppPts: number | null;
  conferenceGame: boolean;
  confTournament: boolean;
  poss: number | null;
  minutes: number | null;
  /** Every stat column's value (null: missing). */
  stat: (column: string, index: number) => number | null;
}

const sqlValue = (value: number | boolean | string | null): string =>
  value === null ? 'NULL' : typeof value === 'string' ? `'${value}'` : String(value);

function cases(): Case[] {
  const out: Case[] = [];
  const stats: Array<Case['stat']> = [
    (_, index) => index + 3,
    () => null,
    (_, index) => (index % 3 === 0 ? null : index),
    () => 0,
  ];
  for (const hasStats of [true, false, null]) {
    for (const [pts, oppPts] of [
      [70, 61],
      [58, 64],
      [66, 66],
      [null, null],
      [80, null],
    ] as const) {
      for (const [conferenceGame, confTournament] of [
        [false, false],
        [true, false],
        [true, true],
      ] as const) {
        for (const stat of stats) {
          out.push({
            hasStats,
            coverage: out.length % 3 === 0 ? 'pbp' : out.length % 3 === 1 ? 'box' : 'none',
            pts,
            oppPts,
            conferenceGame,
            confTournament,
            poss: out.length % 4 === 0 ? null : 67.3 + out.length / 7,
            minutes: out.length % 5 === 0 ? null : 40 + (out.length % 2) * 5,
            stat,
          });
        }
      }
    }
  }
  return out;
}

let db: WarehouseDb;
const allCases = cases();

beforeAll(async () => {
  db = await openDb(':memory:');
  await db.run(
    `CREATE TABLE rows (game_id INTEGER, side VARCHAR, has_stats BOOLEAN, coverage VARCHAR,
       pts INTEGER, opp_pts INTEGER, conference_game BOOLEAN, conf_tournament BOOLEAN,
       poss DOUBLE, minutes DOUBLE,
       ${STAT_COLUMNS.filter((column) => column !== 'pts' && column !== 'opp_pts')
         .map((column) => `${column} INTEGER`)
         .join(', ')})`,
  );
  const otherStats = STAT_COLUMNS.filter((column) => column !== 'pts' && column !== 'opp_pts');
  const values = allCases.map((row, gameId) =>
    [
      gameId,
      'home',
      row.hasStats,
      row.coverage,
      row.pts,
      row.oppPts,
      row.conferenceGame,
      row.confTournament,
      row.poss,
      row.minutes,
      ...otherStats.map((column, index) => row.stat(column, index)),
    ]
      .map(sqlValue)
      .join(', '),
  );
  await db.run(`INSERT INTO rows VALUES ${values.map((row) => `(${row})`).join(',\n')}`);
});

afterAll(async () => {
  await db.close();
});

describe('TEAM_ROW_SUMS_SQL', () => {
  it('equals TEAM_SUMS_SQL over a group of one row, column by column', async () => {
    const grouped = await db.all(
      `SELECT game_id, ${TEAM_SUMS_SQL} FROM rows GROUP BY game_id ORDER BY game_id`,
    );
    const single = await db.all(`SELECT game_id, ${TEAM_ROW_SUMS_SQL} FROM rows ORDER BY game_id`);
    expect(single).toHaveLength(allCases.length);
    const normalise = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'bigint' ? Number(value) : value,
        ]),
      );
    expect(single.map(normalise)).toEqual(grouped.map(normalise));
    // The cases reach every branch: some rows complete a nullable sum and some do not.
    expect(single.some((row) => row['stl'] !== null)).toBe(true);
    expect(single.some((row) => row['stl'] === null)).toBe(true);
    expect(single.some((row) => Number(row['conf_wins']) === 1)).toBe(true);
    expect(single.some((row) => Number(row['gp_stats']) === 0)).toBe(true);
  });
});
