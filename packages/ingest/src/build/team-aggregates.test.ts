/**
 * Team and conference aggregates built from hand-made games, read as team-agg-stats and
 * conference-agg-stats send them: every counting stat's differential is the scope's own total
 * minus the opponents', per game with a box score, and null where a side's count is unknown.
 * East: Alpha (1) and Beta (2); West: Gamma (3). Two box-score games, worked by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNT_COLUMNS,
  conferenceScopeAggregates,
  createSchema,
  openDb,
  teamAggRows,
  teamScopeAggregates,
  withTeamLine,
} from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { buildTeamAggregates } from './team-aggregates';

const C = 78;
const EAST = 10;
const WEST = 20;

/** The counts the differentials are checked on; every other count is 10 on every line. */
interface HandLine {
  pts: number;
  fga: number;
  ast: number;
  stl: number;
  blk: number;
  pf: number | null;
}

/** Alpha 70, Gamma 65 at Alpha (Gamma's fouls not recorded); Beta 61, Alpha 66 at Beta. */
const GAMES: ReadonlyArray<{ id: number; home: [number, HandLine]; away: [number, HandLine] }> = [
  {
    id: 201,
    home: [1, { pts: 70, fga: 60, ast: 15, stl: 8, blk: 4, pf: 18 }],
    away: [3, { pts: 65, fga: 64, ast: 12, stl: 5, blk: 6, pf: null }],
  },
  {
    id: 202,
    home: [2, { pts: 61, fga: 58, ast: 14, stl: 7, blk: 3, pf: 17 }],
    away: [1, { pts: 66, fga: 63, ast: 17, stl: 6, blk: 5, pf: 21 }],
  },
];

function columns(prefix: '' | 'opp_', line: HandLine): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const column of COUNT_COLUMNS) out[`${prefix}${column}`] = 10;
  for (const [count, value] of Object.entries(line)) out[`${prefix}${count}`] = value;
  return out;
}

const CONFERENCE_OF: Readonly<Record<number, number>> = { 1: EAST, 2: EAST, 3: WEST };

describe('team line differentials of the aggregates', () => {
  let db: WarehouseDb;

  beforeAll(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    for (const [id, name] of [
      [EAST, 'East'],
      [WEST, 'West'],
    ] as const) {
      await insertRow(db, 'conferences', { conference_id: id, short_name: name, division_id: 1 });
    }
    for (const [id, market] of [
      [1, 'Alpha'],
      [2, 'Beta'],
      [3, 'Gamma'],
    ] as const) {
      await insertRow(db, 'teams', {
        competition_id: C,
        team_id: id,
        team_market: market,
        conference_id: CONFERENCE_OF[id] ?? null,
        division_id: 1,
        gender: 'MALE',
      });
    }
    for (const game of GAMES) {
      for (const [side, [team, own], [opp, theirs]] of [
        ['home', game.home, game.away],
        ['away', game.away, game.home],
      ] as const) {
        await insertRow(db, 'team_games', {
          competition_id: C,
          game_id: game.id,
          game_date: `2025-01-${String(game.id - 190).padStart(2, '0')}`,
          side,
          site: side,
          team_id: team,
          opp_team_id: opp,
          conference_id: CONFERENCE_OF[team] ?? null,
          opp_conference_id: CONFERENCE_OF[opp] ?? null,
          coverage: 'box',
          has_stats: true,
          minutes: 40,
          poss: 70,
          ...columns('', own),
          ...columns('opp_', theirs),
          is_win: own.pts > theirs.pts,
        });
      }
    }
    await buildTeamAggregates(db, C);
  });
  afterAll(() => db?.close());

  it('gives each team its own minus its opponents per game (team-agg-stats)', async () => {
    const rows = teamAggRows(
      await teamScopeAggregates(db, { competitionId: C, teamIds: [1, 2], scopes: ['season'] }),
      'hand',
      undefined,
    );
    const alpha = rows.filter((row) => row.teamId === 1);
    const beta = rows.filter((row) => row.teamId === 2);
    expect(alpha.map((row) => row.isOffense)).toEqual([true, false]);
    for (const row of alpha) {
      expect(row).toMatchObject({
        gpStats: 2,
        fgaDiff: 0.5, // (60 + 63 − 64 − 58) / 2
        astDiff: 3, // (15 + 17 − 12 − 14) / 2
        stlDiff: 1, // (8 + 6 − 5 − 7) / 2
        blkDiff: 0, // (4 + 5 − 6 − 3) / 2
        pfDiff: null, // Gamma's fouls are unknown
        ptsScoredDiff: 5, // (70 + 66 − 65 − 61) / 2
      });
    }
    for (const row of beta) {
      expect(row).toMatchObject({
        gpStats: 1,
        fgaDiff: -5, // 58 − 63
        astDiff: -3, // 14 − 17
        stlDiff: 1, // 7 − 6
        blkDiff: -2, // 3 − 5
        pfDiff: -4, // 17 − 21
      });
    }
  });

  it("gives a conference its teams' totals minus their opponents' per game (conference-agg-stats)", async () => {
    const [east, west] = await conferenceScopeAggregates(db, {
      competitionId: C,
      scopes: ['season'],
    });
    expect([east?.conferenceShortName, west?.conferenceShortName]).toEqual(['East', 'West']);
    if (east === undefined || west === undefined) throw new Error('no conference rows');
    for (const side of [true, false]) {
      const row = withTeamLine({}, east.sums, east.rates, side);
      expect(row).toMatchObject({
        fgaDiff: -1.3333333, // (123 + 58 − 122 − 63) / 3 games, sent to 8 digits
        astDiff: 1, // (32 + 14 − 26 − 17) / 3
        stlDiff: 1, // (14 + 7 − 12 − 6) / 3
        pfDiff: null, // Alpha's opponents' fouls are unknown
      });
      expect(row.blkDiff).toBeCloseTo(-2 / 3, 7); // (9 + 3 − 9 − 5) / 3
      expect(withTeamLine({}, west.sums, west.rates, side)).toMatchObject({
        fgaDiff: 4, // 64 − 60
        astDiff: -3,
        pfDiff: null, // Gamma's own fouls are unknown
      });
    }
  });
});
