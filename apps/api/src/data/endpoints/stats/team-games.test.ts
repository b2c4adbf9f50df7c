/**
 * team-game-stats, team-game-clutch-stats, team-period-stats, team-agg-pppc and team-game-pppc
 * on the real 2024-25 warehouse, checked against the real team box (one row per team and game)
 * and a real bundle's score column and publisher possessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataConfig } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { selectFields } from '../../fields';
import { realDataAvailable } from '../../testing/real-warehouse';
import { teamAggPppcEndpoint } from './team-agg-pppc.endpoint';
import { teamGameClutchStatsEndpoint } from './team-game-clutch-stats.endpoint';
import { teamGamePppcEndpoint } from './team-game-pppc.endpoint';
import { teamGameStatsEndpoint } from './team-game-stats.endpoint';
import { teamPeriodStatsEndpoint } from './team-period-stats.endpoint';
import type { StatsWarehouse } from './support/testing';
import {
  DUKE,
  MEN,
  ND_TEXAS_GAME,
  NOTRE_DAME,
  WOMEN,
  inputErrorOf,
  numberOf,
  openStatsWarehouse,
  readBundle,
  readSeasonFile,
  runEndpoint,
  runSerialized,
} from './support/testing';

/** Duke 96, Maine 62 (2024-11-04), a box-score game. */
const DUKE_MAINE = 5728322;
/** McNeese 84, Longwood 69: the one men's game only the schedule knows. */
const SCHEDULE_ONLY = 5809546;
/** East Carolina 97, N.C. Wesleyan 70: an opponent outside Division I. */
const NON_D1_GAME = 5722009;

const clockSeconds = (clock: string): number => {
  const [minutes, seconds] = clock.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

/** Points of each side in clutch time (METHODS §6) read from a bundle's score column. */
function clutchPoints(gameId: number): { home: number; away: number } {
  const points = { home: 0, away: 0 };
  let previous = { home: 0, away: 0 };
  for (const event of readBundle('wbb', gameId).pbp) {
    const late = (event.period === 4 && clockSeconds(event.clock) <= 300) || event.period >= 5;
    if (late && Math.abs(previous.home - previous.away) <= 5) {
      points.home += event.home_score - previous.home;
      points.away += event.away_score - previous.away;
    }
    previous = { home: event.home_score, away: event.away_score };
  }
  return points;
}

/** Points of each side per period, from the score at each period's last event. */
function periodPoints(gameId: number): Map<number, { home: number; away: number }> {
  const last = new Map<number, { home: number; away: number }>();
  for (const event of readBundle('wbb', gameId).pbp) {
    last.set(event.period, { home: event.home_score, away: event.away_score });
  }
  const out = new Map<number, { home: number; away: number }>();
  let before = { home: 0, away: 0 };
  for (const [period, score] of [...last.entries()].sort((a, b) => a[0] - b[0])) {
    out.set(period, { home: score.home - before.home, away: score.away - before.away });
    before = score;
  }
  return out;
}

describe.runIf(realDataAvailable())('team game endpoints', () => {
  let warehouse: StatsWarehouse;
  let db: WarehouseDb;
  beforeAll(async () => {
    warehouse = await openStatsWarehouse();
    db = warehouse.db;
  }, 180_000);
  afterAll(() => warehouse?.close());

  describe('team-game-stats', () => {
    it("gives Duke's game log with each game's line as the real team box has it", async () => {
      const rows = await runEndpoint(teamGameStatsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
      });
      expect(rows).toHaveLength(2 * 39);
      expect(rows[0]).toMatchObject({
        teamGameRecency: 1,
        gameDate: '2025-04-05',
        isWin: false,
        teamMarketAgst: 'Houston',
      });
      const [box] = await readSeasonFile(
        db,
        'mbb',
        'team_box',
        `SELECT (fgm + 0.5 * tpm) / fga AS efg, pts, d_pts, orb + drb AS reb, "to" AS tov, ftm, fta, d_fga
         FROM read_parquet($file) WHERE contest_id = $game AND team_ncaa_team_id = $team`,
        { game: String(DUKE_MAINE), team: String(DUKE) },
      );
      const offense = rows.find((row) => row.gameId === DUKE_MAINE && row.isOffense);
      const defense = rows.find((row) => row.gameId === DUKE_MAINE && !row.isOffense);
      expect(offense).toMatchObject({
        coverage: 'box',
        ptsScored: numberOf(box, 'pts'),
        ptsAgst: numberOf(box, 'd_pts'),
        reb: numberOf(box, 'reb'),
        tov: numberOf(box, 'tov'),
        ftm: numberOf(box, 'ftm'),
        fgaAgst: numberOf(box, 'd_fga'),
        stl: null,
        pf: null,
        fbpts: null,
        isWin: true,
      });
      expect(offense?.efgPct).toBeCloseTo(numberOf(box, 'efg'), 7);
      expect(defense?.efgPctAgst).toBeCloseTo(numberOf(box, 'efg'), 7);
      expect(defense?.ptsScored).toBe(numberOf(box, 'd_pts'));
    });

    it("sends every counting stat's differential, the team box's own minus the opponent's", async () => {
      const rows = await runEndpoint(teamGameStatsEndpoint, db, {
        competitionId: MEN,
        gameId: DUKE_MAINE,
      });
      const [box] = await readSeasonFile(
        db,
        'mbb',
        'team_box',
        `SELECT fga - d_fga AS fga_diff, ast - d_ast AS ast_diff, blk - d_blk AS blk_diff,
           pts - d_pts AS pts_diff
         FROM read_parquet($file) WHERE contest_id = $game AND team_ncaa_team_id = $team`,
        { game: String(DUKE_MAINE), team: String(DUKE) },
      );
      const duke = rows.filter((row) => row.teamId === DUKE);
      expect(duke).toHaveLength(2);
      for (const row of duke) {
        // Team-level, as the aggregates' differentials: the same on both twins.
        expect(row).toMatchObject({
          fgaDiff: numberOf(box, 'fga_diff'),
          astDiff: numberOf(box, 'ast_diff'),
          blkDiff: numberOf(box, 'blk_diff'),
          ptsScoredDiff: numberOf(box, 'pts_diff'),
          // The NCAA team box has no steals or fouls: unknown, never 0.
          stlDiff: null,
          pfDiff: null,
        });
      }
      expect(numberOf(box, 'pts_diff')).toBe(96 - 62);
    });

    it('keeps the score of a schedule-only game and nulls its stats', async () => {
      const rows = await runEndpoint(teamGameStatsEndpoint, db, {
        competitionId: MEN,
        gameId: SCHEDULE_ONLY,
        isOffense: true,
      });
      expect(rows).toHaveLength(2);
      const mcneese = rows.find((row) => row.teamMarket === 'McNeese');
      expect(mcneese).toMatchObject({
        coverage: 'schedule',
        ptsScored: 84,
        ptsAgst: 69,
        fga: null,
        efgPct: null,
        poss: null,
      });
    });

    it('lists a game against a team outside Division I with a null opponent id and division', async () => {
      const rows = await runEndpoint(teamGameStatsEndpoint, db, {
        competitionId: MEN,
        gameId: NON_D1_GAME,
        isOffense: true,
      });
      const ecu = rows.find((row) => row.teamId !== null);
      expect(ecu).toMatchObject({
        teamMarketAgst: 'N.C. Wesleyan',
        teamIdAgst: null,
        divisionIdAgst: null,
        quadAgst: null,
        ptsScored: 97,
      });
      expect(rows.find((row) => row.teamId === null)?.teamMarket).toBe('N.C. Wesleyan');
    });

    it('needs a team, conference or game, and refuses unknown ones', async () => {
      expect((await inputErrorOf(teamGameStatsEndpoint, db, { competitionId: MEN })).segment).toBe(
        'teamId',
      );
      expect(
        (await inputErrorOf(teamGameStatsEndpoint, db, { competitionId: MEN, gameId: 99 })).segment,
      ).toBe('gameId');
      // A women's game is not a game of the men's competition.
      expect(
        (
          await inputErrorOf(teamGameStatsEndpoint, db, {
            competitionId: MEN,
            gameId: ND_TEXAS_GAME,
          })
        ).segment,
      ).toBe('gameId');
    });
  });

  describe('team-game-clutch-stats', () => {
    it("measures Notre Dame–Texas clutch points as the bundle's score column does", async () => {
      const expected = clutchPoints(ND_TEXAS_GAME);
      const rows = await runEndpoint(teamGameClutchStatsEndpoint, db, {
        competitionId: WOMEN,
        gameId: ND_TEXAS_GAME,
        isOffense: true,
      });
      const nd = rows.find((row) => row.teamId === NOTRE_DAME);
      expect(nd).toMatchObject({
        coverage: 'pbp',
        ptsScored: expected.home,
        ptsAgst: expected.away,
      });
      expect(nd?.clutchMins).toBeGreaterThan(5);
      expect(nd?.stl).not.toBeNull();
    });

    it('lists box-score games with null clutch stats, never zeros', async () => {
      const rows = await runEndpoint(teamGameClutchStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        isOffense: true,
      });
      const box = rows.filter((row) => row.coverage === 'box');
      expect(box.length).toBeGreaterThan(20);
      expect(
        box.every((row) => row.clutchMins === null && row.ptsScored === null && row.fga === null),
      ).toBe(true);
      expect(rows.filter((row) => row.coverage === 'pbp')).toHaveLength(1);
    });
  });

  describe('team-period-stats', () => {
    it("splits Notre Dame–Texas into the bundle's quarters and overtime", async () => {
      const expected = periodPoints(ND_TEXAS_GAME);
      const rows = await runEndpoint(teamPeriodStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        isOffense: true,
      });
      expect(rows.map((row) => row.periodLabel)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT']);
      for (const row of rows) {
        expect(row.ptsScored).toBe(expected.get(row.period)?.home);
        expect(row.ptsAgst).toBe(expected.get(row.period)?.away);
      }
      expect(rows.reduce((sum, row) => sum + (row.ptsScored ?? 0), 0)).toBe(80);
      expect(rows.find((row) => row.period === 5)).toMatchObject({
        mins: 5,
        periodsWon: 1,
        gpPbp: 1,
      });
      const one = await runEndpoint(teamPeriodStatsEndpoint, db, {
        competitionId: WOMEN,
        gameId: ND_TEXAS_GAME,
        halfOrQuarter: '1',
      });
      expect(one.map((row) => [row.teamId, row.isOffense, row.ptsScored])).toContainEqual([
        NOTRE_DAME,
        true,
        expected.get(1)?.home,
      ]);
      expect(one.every((row) => row.gameId === ND_TEXAS_GAME && row.period === 1)).toBe(true);
      expect(
        (
          await inputErrorOf(teamPeriodStatsEndpoint, db, {
            competitionId: WOMEN,
            halfOrQuarter: 'first',
          })
        ).segment,
      ).toBe('halfOrQuarter');
    });

    it('serves season periods from the stored rows, exactly as it computes them', async () => {
      const [notreDame] = await runEndpoint(teamPeriodStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
      });
      const conferenceId = notreDame?.conferenceId ?? null;
      if (conferenceId === null) throw new Error('Notre Dame has no conference');
      const configs: Array<[DataConfig, readonly string[] | undefined]> = [
        [{ competitionId: WOMEN }, undefined],
        [{ competitionId: WOMEN, isOffense: true }, ['period', 'gpPbp', 'efgPct']],
        [{ competitionId: WOMEN, teamId: NOTRE_DAME }, undefined],
        [{ competitionId: WOMEN, conferenceId, isOffense: false }, undefined],
        [{ competitionId: WOMEN, halfOrQuarter: '5' }, ['updated', 'ptsScored']],
        [{ competitionId: WOMEN, teamId: NOTRE_DAME, isOffense: true }, ['periodLabel']],
      ];
      for (const [config, fields] of configs) {
        const text = await runSerialized(teamPeriodStatsEndpoint, db, { ...config, fields });
        const rows = await runEndpoint(teamPeriodStatsEndpoint, db, config);
        expect(rows.length, JSON.stringify(config)).toBeGreaterThan(0);
        expect(text, JSON.stringify(config)).toBe(
          JSON.stringify(fields === undefined ? rows : selectFields(rows, fields)),
        );
      }
      // A game's periods, a season or team without play-by-play and 'game' are computed.
      for (const config of [
        { competitionId: MEN },
        { competitionId: WOMEN, gameId: ND_TEXAS_GAME },
        { competitionId: MEN, teamId: DUKE },
        { competitionId: WOMEN, halfOrQuarter: 'game' },
      ]) {
        expect(await runSerialized(teamPeriodStatsEndpoint, db, config)).toBeNull();
      }
    });

    it('has no period rows for a team without play-by-play', async () => {
      expect(
        await runEndpoint(teamPeriodStatsEndpoint, db, { competitionId: MEN, teamId: DUKE }),
      ).toEqual([]);
    });
  });

  describe('team-agg-pppc and team-game-pppc', () => {
    it('partitions possessions by context and agrees with the publisher possessions', async () => {
      const bundle = readBundle('wbb', ND_TEXAS_GAME);
      const publisher = bundle.possessions.filter((p) => p.poss_team === 'Notre Dame');
      const [offense, defense] = await runEndpoint(teamAggPppcEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
      });
      expect(offense?.isOffense).toBe(true);
      expect(defense?.isOffense).toBe(false);
      // Possession counts agree with the publisher's within METHODS §1's ±2; points exactly.
      expect(Math.abs((offense?.totalPoss ?? 0) - publisher.length)).toBeLessThanOrEqual(2);
      expect(offense?.totalPts).toBe(80);
      expect(defense?.totalPts).toBe(70);
      for (const row of [offense, defense]) {
        const sum =
          (row?.afterTovPoss ?? 0) +
          (row?.afterDrbPoss ?? 0) +
          (row?.afterScorePoss ?? 0) +
          (row?.periodStartPoss ?? 0);
        expect(sum).toBe(row?.totalPoss);
        expect((row?.transitionPts ?? 0) + (row?.halfCourtPts ?? 0)).toBe(row?.totalPts);
        expect(row?.afterStlPoss).toBeLessThanOrEqual(row?.afterTovPoss ?? 0);
        expect(row?.totalPpp).toBeCloseTo((row?.totalPts ?? 0) / (row?.totalPoss ?? 1), 12);
      }
      // Five periods, five period starts between the two sides.
      expect((offense?.periodStartPoss ?? 0) + (defense?.periodStartPoss ?? 0)).toBe(5);
    });

    it('leaves box-score seasons and games null, with their coverage', async () => {
      const [duke] = await runEndpoint(teamAggPppcEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
        isOffense: true,
      });
      expect(duke).toMatchObject({ gp: 39, gpPbp: 0, totalPoss: null, transitionPpp: null });
      const games = await runEndpoint(teamGamePppcEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        isOffense: true,
      });
      const covered = games.filter((row) => row.coverage === 'pbp');
      expect(covered).toHaveLength(1);
      expect(covered[0]?.totalPts).toBe(80);
      expect(
        games.filter((row) => row.coverage === 'box').every((row) => row.totalPoss === null),
      ).toBe(true);
      expect(
        (await inputErrorOf(teamAggPppcEndpoint, db, { competitionId: MEN, scope: 'home' }))
          .segment,
      ).toBe('scope');
      expect((await inputErrorOf(teamGamePppcEndpoint, db, { competitionId: MEN })).segment).toBe(
        'teamId',
      );
    });
  });
});
