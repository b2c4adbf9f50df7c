/**
 * unit_games against the real 2024-25 files: the lineups and on/off splits the API sums from the
 * stored rows equal a recount, here in plain JavaScript, of every stint's five and every
 * attempt's unit as the unit CTEs read them stint by stint and attempt by attempt; and a game's
 * stored rows add up to its length, its final score and its official box attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_STINTS_CTE,
  UNIT_SHOTS_CTE,
  lineupGameTotals,
  lineupSeasonTotals,
  num,
  playerOnOff,
  str,
} from '@courtside/warehouse';
import type { Row, WarehouseDb } from '@courtside/warehouse';
import { buildRealWarehouse } from '../testing/built-warehouse';
import type { BuiltWarehouse } from '../testing/built-warehouse';
import { realDataAvailable } from '../testing/real-data';

const WOMEN = 38529;
const ND_TEXAS = 5728709;
const NOTRE_DAME = 591997;
const TEXAS = 592007;
const ALL = { competitionId: WOMEN, teamId: null, gameId: null };

interface Stint {
  teamId: number;
  gameId: number;
  unitKey: string;
  ids: number[];
  seconds: number;
  ms: number;
  poss: number;
  possAgst: number;
  pts: number;
  ptsAgst: number;
}

interface Attempt {
  teamId: number;
  unitKey: string | null;
  isOffense: boolean;
  made: boolean;
  three: boolean;
}

type Counts = Record<'fga' | 'fgm' | 'fga3' | 'fgm3', number>;
const noCounts = (): Counts => ({ fga: 0, fgm: 0, fga3: 0, fgm3: 0 });

function countAttempts(attempts: readonly Attempt[], isOffense: boolean): Counts {
  const out = noCounts();
  for (const a of attempts.filter((attempt) => attempt.isOffense === isOffense)) {
    out.fga += 1;
    if (a.made) out.fgm += 1;
    if (a.three) out.fga3 += 1;
    if (a.three && a.made) out.fgm3 += 1;
  }
  return out;
}

const agst = (counts: Counts) => ({
  fgaAgst: counts.fga,
  fgmAgst: counts.fgm,
  fga3Agst: counts.fga3,
  fgm3Agst: counts.fgm3,
});

async function readStints(db: WarehouseDb): Promise<Stint[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE}
     SELECT team_id, game_id, unit_key, list_transform(unit, u -> u.id) AS ids,
       end_second - start_second AS seconds, poss, opp_poss, pts, opp_pts FROM team_stints`,
    ALL,
  );
  return rows.map((row: Row) => ({
    teamId: num(row, 'team_id'),
    gameId: num(row, 'game_id'),
    unitKey: str(row, 'unit_key'),
    ids: (row['ids'] as number[]).map(Number),
    seconds: num(row, 'seconds'),
    ms: Math.round(num(row, 'seconds') * 1000),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    pts: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
  }));
}

async function readAttempts(db: WarehouseDb): Promise<Attempt[]> {
  const rows = await db.all(
    `WITH ${TEAM_STINTS_CTE}, ${UNIT_SHOTS_CTE}
     SELECT team_id, unit_key, is_offense, made, value FROM unit_shots`,
    ALL,
  );
  return rows.map((row: Row) => ({
    teamId: num(row, 'team_id'),
    unitKey: typeof row['unit_key'] === 'string' ? row['unit_key'] : null,
    isOffense: row['is_offense'] === true,
    made: row['made'] === true,
    three: num(row, 'value') === 3,
  }));
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe.runIf(realDataAvailable())('unit_games', () => {
  let built: BuiltWarehouse;
  let stints: Stint[];
  let attempts: Attempt[];
  beforeAll(async () => {
    built = await buildRealWarehouse();
    stints = await readStints(built.db);
    attempts = await readAttempts(built.db);
  }, 180_000);
  afterAll(() => built?.close());

  it('sums season units as a recount of their stints and attempts does', async () => {
    const units = await lineupSeasonTotals(built.db, { competitionId: WOMEN });
    const keys = new Set(stints.map((s) => `${s.teamId}|${s.unitKey}`));
    expect(units.length).toBe(keys.size);
    expect(units.length).toBeGreaterThan(20);
    for (const unit of units) {
      const own = stints.filter((s) => s.teamId === unit.teamId && s.unitKey === unit.unitKey);
      const onFloor = attempts.filter(
        (a) => a.teamId === unit.teamId && a.unitKey === unit.unitKey,
      );
      expect(unit).toMatchObject({
        gp: new Set(own.map((s) => s.gameId)).size,
        stints: own.length,
        poss: sum(own.map((s) => s.poss)),
        possAgst: sum(own.map((s) => s.possAgst)),
        pts: sum(own.map((s) => s.pts)),
        ptsAgst: sum(own.map((s) => s.ptsAgst)),
        ...countAttempts(onFloor, true),
        ...agst(countAttempts(onFloor, false)),
      });
      expect(unit.seconds).toBeCloseTo(sum(own.map((s) => s.seconds)), 9);
      expect(unit.players.map((p) => p.playerId)).toEqual(own[0]?.ids);
    }
  });

  it("adds a game's units up to its length, its final score and its official box attempts", async () => {
    const rows = await lineupGameTotals(built.db, { competitionId: WOMEN, gameId: ND_TEXAS });
    const box = await built.db.all(
      'SELECT team_id, pts, fga, fga3 FROM team_games WHERE competition_id = $1 AND game_id = $2',
      [WOMEN, ND_TEXAS],
    );
    expect(box).toHaveLength(2);
    for (const side of box) {
      const team = rows.filter((row) => row.teamId === num(side, 'team_id'));
      expect(sum(team.map((row) => row.seconds))).toBeCloseTo(45 * 60, 6);
      expect(sum(team.map((row) => row.pts))).toBe(num(side, 'pts'));
      expect(sum(team.map((row) => row.fga))).toBe(num(side, 'fga'));
      expect(sum(team.map((row) => row.fga3))).toBe(num(side, 'fga3'));
    }
    expect(new Set(rows.map((row) => row.teamId))).toEqual(new Set([NOTRE_DAME, TEXAS]));
  });

  it("splits each player's games on and off as a recount does", async () => {
    for (const teamId of [NOTRE_DAME, TEXAS]) {
      const rows = await playerOnOff(built.db, { competitionId: WOMEN, teamId });
      const team = stints.filter((s) => s.teamId === teamId);
      const teamAttempts = attempts.filter((a) => a.teamId === teamId);
      expect(rows.length).toBe(new Set(team.flatMap((s) => s.ids)).size);
      for (const row of rows) {
        const on = team.filter((s) => s.ids.includes(row.playerId));
        const games = new Set(on.map((s) => s.gameId));
        const played = team.filter((s) => games.has(s.gameId));
        const named = (a: Attempt) => (a.unitKey ?? '').split('-').includes(String(row.playerId));
        const onAttempts = teamAttempts.filter(named);
        expect(row.gpPbp).toBe(games.size);
        expect(row.on.seconds).toBe(sum(on.map((s) => s.ms)) / 1000);
        expect(row.on.seconds + row.off.seconds).toBe(sum(played.map((s) => s.ms)) / 1000);
        expect(row.on).toMatchObject({
          pts: sum(on.map((s) => s.pts)),
          ptsAgst: sum(on.map((s) => s.ptsAgst)),
          poss: sum(on.map((s) => s.poss)),
          ...countAttempts(onAttempts, true),
          ...agst(countAttempts(onAttempts, false)),
        });
        expect(row.off.pts).toBe(sum(played.map((s) => s.pts)) - row.on.pts);
      }
    }
  });
});
