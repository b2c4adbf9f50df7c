/**
 * team-agg-stats, conference-agg-stats, team-records and team-agg-streak-stats on the real
 * 2024-25 warehouse, checked against the real season files (team box, schedule) and a game
 * bundle's own score column, never against the warehouse's own tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseDb } from '@courtside/warehouse';
import { TEAM_AGG_SCOPES } from '@courtside/contract/schemas';
import { selectFields } from '../../fields';
import { realDataAvailable } from '../../testing/real-warehouse';
import { conferenceAggStatsEndpoint } from './conference-agg-stats.endpoint';
import { teamAggStatsEndpoint } from './team-agg-stats.endpoint';
import { teamAggStreakStatsEndpoint } from './team-agg-streak-stats.endpoint';
import { teamRecordsEndpoint } from './team-records.endpoint';
import type { StatsWarehouse } from './support/testing';
import {
  DUKE,
  MEN,
  NOTRE_DAME,
  ND_TEXAS_GAME,
  WOMEN,
  inputErrorOf,
  numberOf,
  openStatsWarehouse,
  readBundle,
  readSeasonFile,
  runEndpoint,
  runSerialized,
  TEXAS_W,
} from './support/testing';

/** Scoring runs of one side from a bundle's score column: maximal stretches the other side does not score in. */
function runsOf(code: 'mbb' | 'wbb', gameId: number, side: 'home' | 'away'): number[] {
  const runs: number[] = [];
  let current = 0;
  let previous = { home: 0, away: 0 };
  for (const event of readBundle(code, gameId).pbp) {
    const scored = {
      home: event.home_score - previous.home,
      away: event.away_score - previous.away,
    };
    previous = { home: event.home_score, away: event.away_score };
    const other = side === 'home' ? 'away' : 'home';
    if (scored[other] > 0) {
      runs.push(current);
      current = 0;
    }
    current += scored[side];
  }
  runs.push(current);
  return runs.filter((points) => points >= 8);
}

describe.runIf(realDataAvailable())('team aggregate endpoints', () => {
  let warehouse: StatsWarehouse;
  let db: WarehouseDb;
  beforeAll(async () => {
    warehouse = await openStatsWarehouse();
    db = warehouse.db;
  }, 180_000);
  afterAll(() => warehouse?.close());

  describe('team-agg-stats', () => {
    it("matches Duke's season eFG%, points and rebounds computed from the real team box", async () => {
      const [box] = await readSeasonFile(
        db,
        'mbb',
        'team_box',
        `SELECT (sum(fgm) + 0.5 * sum(tpm)) / sum(fga) AS efg, (sum(d_fgm) + 0.5 * sum(d_tpm)) / sum(d_fga) AS opp_efg,
           sum(pts) / count(*) AS ppg, sum(orb) / (sum(orb) + sum(d_drb)) AS orb_pct, count(*) AS games,
           (sum(orb) + sum(drb) - sum(d_orb) - sum(d_drb)) / count(*) AS reb_diff,
           (sum(fga) - sum(d_fga)) / count(*) AS fga_diff, (sum(ast) - sum(d_ast)) / count(*) AS ast_diff,
           (sum(blk) - sum(d_blk)) / count(*) AS blk_diff
         FROM read_parquet($file) WHERE team_ncaa_team_id = $team`,
        { team: String(DUKE) },
      );
      const rows = await runEndpoint(teamAggStatsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
        scope: 'season',
      });
      expect(rows.map((r) => r.isOffense)).toEqual([true, false]);
      const [offense, defense] = rows;
      expect(offense?.gp).toBe(numberOf(box, 'games'));
      expect(offense?.efgPct).toBeCloseTo(numberOf(box, 'efg'), 7);
      expect(offense?.efgPctAgst).toBeCloseTo(numberOf(box, 'opp_efg'), 7);
      expect(offense?.ptsScoredPg).toBeCloseTo(numberOf(box, 'ppg'), 5);
      expect(offense?.orbPct).toBeCloseTo(numberOf(box, 'orb_pct'), 7);
      expect(offense?.rebDiff).toBeCloseTo(numberOf(box, 'reb_diff'), 5);
      expect(offense?.fgaDiff).toBeCloseTo(numberOf(box, 'fga_diff'), 5);
      expect(offense?.astDiff).toBeCloseTo(numberOf(box, 'ast_diff'), 5);
      expect(offense?.blkDiff).toBeCloseTo(numberOf(box, 'blk_diff'), 5);
      // The defense twin: the opponents' line in the plain fields, team values unchanged.
      expect(defense?.efgPct).toBeCloseTo(numberOf(box, 'opp_efg'), 7);
      expect(defense?.efgPctAgst).toBeCloseTo(numberOf(box, 'efg'), 7);
      expect(defense?.rebDiff).toBe(offense?.rebDiff);
      expect(defense?.fgaDiff).toBe(offense?.fgaDiff);
      expect(defense?.astDiff).toBe(offense?.astDiff);
      expect(defense?.netRtgAdj).toBe(offense?.netRtgAdj);
      expect(offense).toMatchObject({ overallWins: 35, overallLosses: 4, netRanking: 1, gpPbp: 0 });
      // A box-score season: no steals or fouls, and no play-by-play extras (null, never 0).
      expect(offense).toMatchObject({
        stl: null,
        pf: null,
        stlPct: null,
        fbpts: null,
        fbptsPctPts: null,
        scpDiff: null,
        stlDiff: null,
        pfDiff: null,
      });
      // Both sent with 8 significant digits (ortg ~110, poss ~2,600).
      expect(offense?.ortg).toBeCloseTo(
        (100 * (offense?.ptsScored ?? 0)) / (offense?.poss ?? 1),
        4,
      );
    });

    it('answers every named scope of one team, twice each', async () => {
      const rows = await runEndpoint(teamAggStatsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
      });
      const scopes = new Set(rows.map((row) => row.scope));
      expect([...scopes]).toEqual(
        expect.arrayContaining(['season', 'confReg', 'home', 'away', 'l5g', 'quad1', 'wins']),
      );
      // No play-by-play for the men: no clutch scope row.
      expect(scopes.has('clutch')).toBe(false);
      for (const scope of scopes) expect(rows.filter((row) => row.scope === scope)).toHaveLength(2);
      const home = rows.find((row) => row.scope === 'home' && row.isOffense);
      const away = rows.find((row) => row.scope === 'away' && row.isOffense);
      const neutral = rows.find((row) => row.scope === 'neutral' && row.isOffense);
      const season = rows.find((row) => row.scope === 'season' && row.isOffense);
      // Duke's ACC and NCAA tournament games are on neutral floors.
      expect(neutral?.gp).toBeGreaterThan(0);
      expect((home?.gp ?? 0) + (away?.gp ?? 0) + (neutral?.gp ?? 0)).toBe(season?.gp);
      expect(rows.find((row) => row.scope === 'l5g')?.gp).toBe(5);
    });

    it('serves a whole division, and date ranges equal to the matching month', async () => {
      const division = await runEndpoint(teamAggStatsEndpoint, db, {
        competitionId: MEN,
        divisionId: 1,
        scope: 'season',
        isOffense: true,
      });
      expect(division).toHaveLength(364);
      expect(new Set(division.map((row) => row._id)).size).toBe(364);
      const [month] = await runEndpoint(teamAggStatsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
        scope: 'month-2025-01',
        isOffense: true,
      });
      const [range] = await runEndpoint(teamAggStatsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
        start: '20250101',
        end: '20250131',
        isOffense: true,
      });
      expect(range?.scope).toBe('2025-01-01..2025-01-31');
      expect(range?.efgPct).toBe(month?.efgPct);
      expect(range?.gp).toBe(month?.gp);
    });

    it('has a clutch scope where play-by-play exists', async () => {
      const rows = await runEndpoint(teamAggStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        scope: 'clutch',
      });
      expect(rows[0]).toMatchObject({
        scope: 'clutch',
        gp: 1,
        gpPbp: 1,
        ptsScored: 15,
        ptsAgst: 8,
      });
    });

    it('refuses unknown ids and scopes, naming the segment', async () => {
      expect((await inputErrorOf(teamAggStatsEndpoint, db, { competitionId: 1 })).segment).toBe(
        'competition',
      );
      expect(
        (await inputErrorOf(teamAggStatsEndpoint, db, { competitionId: MEN, teamId: 12 })).segment,
      ).toBe('team');
      expect(
        (await inputErrorOf(teamAggStatsEndpoint, db, { competitionId: MEN, teamIds: [DUKE, 7] }))
          .segment,
      ).toBe('teams');
      const scope = await inputErrorOf(teamAggStatsEndpoint, db, {
        competitionId: MEN,
        scope: 'fullSeason',
      });
      expect(scope.segment).toBe('scope');
      expect(scope.message).toMatch(/Unknown scope "fullSeason"/);
      expect(
        (await inputErrorOf(teamAggStatsEndpoint, db, { competitionId: MEN, start: '20250101' }))
          .segment,
      ).toBe('end');
      expect(
        (await inputErrorOf(teamAggStatsEndpoint, db, { competitionId: MEN, divisionId: 9 }))
          .segment,
      ).toBe('division');
    });

    it('serves every named scope from the stored rows, exactly as it computes them', async () => {
      const configs = [
        { competitionId: MEN, divisionId: 1, scope: 'season' },
        { competitionId: MEN, conferenceId: 1 },
        { competitionId: WOMEN, divisionId: 1, isOffense: false },
        { competitionId: WOMEN, teamIds: [NOTRE_DAME, TEXAS_W], scope: 'season' },
        { competitionId: MEN, divisionId: 1, scope: 'home' },
        { competitionId: MEN, divisionId: 1, scopes: ['away', 'season', 'quad1', 'clutch'] },
        { competitionId: MEN, teamId: DUKE },
        { competitionId: WOMEN, teamId: TEXAS_W, isOffense: true },
      ];
      for (const config of configs) {
        const text = await runSerialized(teamAggStatsEndpoint, db, config);
        expect(text, JSON.stringify(config)).not.toBeNull();
        expect(text).toBe(JSON.stringify(await runEndpoint(teamAggStatsEndpoint, db, config)));
      }
      const men = JSON.parse(
        (await runSerialized(teamAggStatsEndpoint, db, { competitionId: MEN, divisionId: 1 })) ??
          '[]',
      ) as Array<{ teamId: number; isOffense: boolean; overallWins: number }>;
      expect(men.length).toBeGreaterThan(700);
      expect(men.find((row) => row.teamId === DUKE && row.isOffense)?.overallWins).toBe(35);
      const duke = JSON.parse(
        (await runSerialized(teamAggStatsEndpoint, db, { competitionId: MEN, teamId: DUKE })) ??
          '[]',
      ) as Array<{ scope: string }>;
      // Every scope with a Duke game (a scope without games, such as one of the quadrants, has no row).
      expect(new Set(duke.map((row) => row.scope)).size).toBeGreaterThanOrEqual(
        TEAM_AGG_SCOPES.length - 2,
      );
    });

    it('selects fields in the stored rows as from the computed ones', async () => {
      for (const [config, fields] of [
        [{ competitionId: MEN, divisionId: 1, scopes: [...TEAM_AGG_SCOPES] }, ['scope', 'efgPct']],
        [{ competitionId: WOMEN, conferenceId: 1, isOffense: true }, ['updated', 'ortgAdj', 'gp']],
        [{ competitionId: MEN, teamId: DUKE }, ['teamMarket']],
      ] as const) {
        const text = await runSerialized(teamAggStatsEndpoint, db, {
          ...config,
          fields: [...fields],
        });
        const rows = await runEndpoint(teamAggStatsEndpoint, db, config);
        expect(text, JSON.stringify(config)).toBe(JSON.stringify(selectFields(rows, fields)));
      }
    });

    it('computes what the stored rows do not hold: months and date ranges', async () => {
      for (const config of [
        { competitionId: MEN, divisionId: 1, scope: 'month-2025-01' },
        { competitionId: MEN, divisionId: 1, scopes: ['season', 'month-2025-02'] },
        { competitionId: MEN, divisionId: 1, start: '20250101', end: '20250131' },
      ]) {
        expect(await runSerialized(teamAggStatsEndpoint, db, config)).toBeNull();
      }
      // A bad id is refused the same way on both paths.
      const bad = { competitionId: MEN, divisionId: 1, conferenceId: 999_999 };
      await expect(runSerialized(teamAggStatsEndpoint, db, bad)).rejects.toThrow(/conference/i);
    });
  });

  describe('conference-agg-stats', () => {
    it("sums the ACC's teams as the team box does", async () => {
      const [box] = await readSeasonFile(
        db,
        'mbb',
        'team_box',
        `SELECT sum(b.pts) AS pts, (sum(b.fgm) + 0.5 * sum(b.tpm)) / sum(b.fga) AS efg, count(*) AS games,
           (sum(b.fga) - sum(b.d_fga)) / count(*) AS fga_diff, (sum(b.ast) - sum(b.d_ast)) / count(*) AS ast_diff,
           (sum(b.blk) - sum(b.d_blk)) / count(*) AS blk_diff
         FROM read_parquet($file) b
         WHERE b.team_ncaa_team_id IN (SELECT CAST(team_id AS VARCHAR) FROM teams WHERE competition_id = $men AND conference_id = 1)`,
        { men: MEN },
      );
      const [acc] = await runEndpoint(conferenceAggStatsEndpoint, db, {
        competitionId: MEN,
        conferenceId: 1,
        isOffense: true,
      });
      expect(acc).toMatchObject({ conferenceShortName: 'ACC', teams: 18, scope: 'season' });
      expect(acc?.ptsScored).toBe(numberOf(box, 'pts'));
      expect(acc?.efgPct).toBeCloseTo(numberOf(box, 'efg'), 7);
      // Per game of the teams' box scores: each team-game of the box is one game of the sums.
      expect(acc?.gpStats).toBe(numberOf(box, 'games'));
      expect(acc?.fgaDiff).toBeCloseTo(numberOf(box, 'fga_diff'), 5);
      expect(acc?.astDiff).toBeCloseTo(numberOf(box, 'ast_diff'), 5);
      expect(acc?.blkDiff).toBeCloseTo(numberOf(box, 'blk_diff'), 5);
      // The NCAA team box has no steals or fouls: unknown, never 0.
      expect(acc).toMatchObject({ stlDiff: null, pfDiff: null });
      // Conference games count once for each side of the sums.
      expect(acc?.confWins).toBe(acc?.confLosses);
      const all = await runEndpoint(conferenceAggStatsEndpoint, db, {
        competitionId: MEN,
        isOffense: true,
      });
      expect(all.map((row) => row.netRanking).sort((a, b) => (a ?? 0) - (b ?? 0))[0]).toBe(1);
      expect(
        (
          await inputErrorOf(conferenceAggStatsEndpoint, db, {
            competitionId: MEN,
            conferenceId: 424242,
          })
        ).segment,
      ).toBe('conference');
    });
  });

  describe('team-records', () => {
    it("counts Duke's record from the real schedule", async () => {
      const [schedule] = await readSeasonFile(
        db,
        'mbb',
        'schedule',
        `SELECT count(*) FILTER (WHERE (home = 'Duke' AND home_score > away_score) OR (away = 'Duke' AND away_score > home_score)) AS wins,
           count(*) FILTER (WHERE (home = 'Duke' AND home_score < away_score) OR (away = 'Duke' AND away_score < home_score)) AS losses
         FROM read_parquet($file) WHERE home = 'Duke' OR away = 'Duke'`,
      );
      const [duke] = await runEndpoint(teamRecordsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
      });
      expect(duke?.overallWins).toBe(numberOf(schedule, 'wins'));
      expect(duke?.overallLosses).toBe(numberOf(schedule, 'losses'));
      expect(duke).toMatchObject({
        streak: 'L1',
        lastGameDate: '2025-04-05',
        l10Wins: 9,
        l10Losses: 1,
      });
      expect((duke?.homeWins ?? 0) + (duke?.awayWins ?? 0) + (duke?.neutralWins ?? 0)).toBe(
        duke?.overallWins,
      );
      expect(
        (duke?.q1Wins ?? 0) + (duke?.q2Wins ?? 0) + (duke?.q3Wins ?? 0) + (duke?.q4Wins ?? 0),
      ).toBeLessThanOrEqual(35);
      expect(duke?.overallWinPct).toBeCloseTo(35 / 39, 12);
      expect(
        (await inputErrorOf(teamRecordsEndpoint, db, { competitionId: MEN, teamId: 3 })).segment,
      ).toBe('teamId');
    });
  });

  describe('team-agg-streak-stats', () => {
    it("finds Notre Dame's scoring runs as the bundle's score column shows them", async () => {
      const expected = runsOf('wbb', ND_TEXAS_GAME, 'home');
      const allowed = runsOf('wbb', ND_TEXAS_GAME, 'away');
      const [nd] = await runEndpoint(teamAggStreakStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
      });
      expect(nd).toMatchObject({
        gpPbp: 1,
        runs8For: expected.length,
        runs10For: expected.filter((points) => points >= 10).length,
        longestRunFor: Math.max(0, ...expected),
        runs8Agst: allowed.length,
      });
      expect(nd?.runs10ForPg).toBe(nd?.runs10For);
    });

    it('leaves runs null (not measured) for a team without play-by-play', async () => {
      const [duke] = await runEndpoint(teamAggStreakStatsEndpoint, db, {
        competitionId: MEN,
        teamId: DUKE,
      });
      expect(duke).toMatchObject({
        gpPbp: 0,
        runs8For: null,
        longestRunAgst: null,
        longestWinStreak: expect.any(Number),
      });
      expect(duke?.gp).toBe(39);
      expect(
        (await inputErrorOf(teamAggStreakStatsEndpoint, db, { competitionId: MEN, scope: 'home' }))
          .segment,
      ).toBe('scope');
    });
  });
});
