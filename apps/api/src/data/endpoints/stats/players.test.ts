/**
 * player-game-stats, player-game-clutch-stats, player-period-stats, player-agg-stats and
 * player-agg-stats-public on the real 2024-25 warehouse. Player lines exist only for the two
 * women's play-by-play games; every one of them is checked against the official player box of
 * the real bundle, and the usage rate against a hand computation from the bundle's team box.
 */
import { PlayerMinutesRowSchema } from '@courtside/contract/schemas';
import { selectTeamTrialPlayers } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDataAvailable } from '../../testing/real-warehouse';
import { playerAggStatsEndpoint } from './player-agg-stats.endpoint';
import { playerAggStatsPublicEndpoint } from './player-agg-stats-public.endpoint';
import { playerGameClutchStatsEndpoint } from './player-game-clutch-stats.endpoint';
import { playerGameStatsEndpoint } from './player-game-stats.endpoint';
import { playerPeriodStatsEndpoint } from './player-period-stats.endpoint';
import type { StatsWarehouse } from './support/testing';
import {
  DUKE,
  HIDALGO,
  MEN,
  ND_TEXAS_GAME,
  NOTRE_DAME,
  WOMEN,
  inputErrorOf,
  openStatsWarehouse,
  readBundle,
  runEndpoint,
} from './support/testing';

/** South Carolina 92, Coppin St. 60: the other women's play-by-play game. */
const SC_COPPIN_GAME = 5722355;
const COUNTS = [
  'ptsScored',
  'fgm',
  'fga',
  'fgm3',
  'fga3',
  'ftm',
  'fta',
  'orb',
  'drb',
  'ast',
  'stl',
  'blk',
  'tov',
  'pf',
] as const;

describe.runIf(realDataAvailable())('player endpoints', () => {
  let warehouse: StatsWarehouse;
  let db: WarehouseDb;
  beforeAll(async () => {
    warehouse = await openStatsWarehouse();
    db = warehouse.db;
  }, 180_000);
  afterAll(() => warehouse?.close());

  describe('player-game-stats', () => {
    it.each([ND_TEXAS_GAME, SC_COPPIN_GAME])(
      'matches the official player box of game %i for every player',
      async (gameId) => {
        const bundle = readBundle('wbb', gameId);
        const home = (bundle.pbp[0] as unknown as { home: string }).home;
        const rows = await runEndpoint(playerGameStatsEndpoint, db, {
          competitionId: WOMEN,
          gameId,
          halfOrQuarter: 'game',
        });
        expect(rows).toHaveLength(bundle.player_box.length);
        // Linked players are stored as id:<player id>; game_players keeps the source's key.
        const storedKeyOf = new Map(
          (
            await db.all('SELECT source_key, player_key FROM game_players WHERE game_id = $1', [
              gameId,
            ])
          ).map((r) => [String(r['source_key']), String(r['player_key'])]),
        );
        for (const official of bundle.player_box) {
          const key = `${official.team === home ? 'home' : 'away'}:${official.player}`;
          const row = rows.find((r) => r.playerKey === storedKeyOf.get(key));
          expect(row, key).toBeDefined();
          const box = {
            ptsScored: official.pts,
            fgm: official.fgm,
            fga: official.fga,
            fgm3: official.tpm,
            fga3: official.tpa,
            ftm: official.ftm,
            fta: official.fta,
            orb: official.orb,
            drb: official.drb,
            ast: official.ast,
            stl: official.stl,
            blk: official.blk,
            tov: official.tov,
            pf: official.pf,
          };
          for (const stat of COUNTS) expect(row?.[stat], `${key} ${stat}`).toBe(box[stat]);
          expect(row?.mins).toBeCloseTo(official.mins, 1);
          expect(row?.period).toBe('game');
        }
      },
    );

    it("computes Hidalgo's usage from the team's line as METHODS §2 does by hand", async () => {
      const rows = await runEndpoint(playerGameStatsEndpoint, db, {
        competitionId: WOMEN,
        playerId: HIDALGO,
      });
      const game = rows.find((row) => row.period === 'game');
      // Bundle team box: Notre Dame 63 FGA, 17 FTA, 17 TOV in a 45-minute game (one overtime).
      const expected = ((20 + 0.44 * 5 + 5) * (225 / 5)) / (44.65 * (63 + 0.44 * 17 + 17));
      expect(game?.usagePct).toBeCloseTo(expected, 3);
      expect(game?.efgPct).toBeCloseTo((11 + 0.5 * 3) / 20, 12);
      expect(game).toMatchObject({
        fullName: 'Hannah Hidalgo',
        isStarter: true,
        isHome: true,
        isWin: true,
        teamMarketAgst: 'Texas',
        jerseyNum: '3',
      });
      // Periods sum to the full game.
      const periods = rows.filter((row) => row.period !== 'game');
      expect(periods.map((row) => row.periodLabel)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT']);
      for (const stat of COUNTS) {
        expect(
          periods.reduce((sum, row) => sum + row[stat], 0),
          stat,
        ).toBe(game?.[stat]);
      }
    });

    it('needs a team, player or game and refuses unknown ids', async () => {
      expect(
        (await inputErrorOf(playerGameStatsEndpoint, db, { competitionId: WOMEN })).segment,
      ).toBe('teamId');
      expect(
        (await inputErrorOf(playerGameStatsEndpoint, db, { competitionId: WOMEN, playerId: 5 }))
          .segment,
      ).toBe('playerId');
      expect(
        (
          await inputErrorOf(playerGameStatsEndpoint, db, {
            competitionId: WOMEN,
            teamId: NOTRE_DAME,
            halfOrQuarter: 'Q9',
          })
        ).segment,
      ).toBe('halfOrQuarter');
    });

    it('has no rows for a box-score team (no player box in the season files)', async () => {
      expect(
        await runEndpoint(playerGameStatsEndpoint, db, { competitionId: MEN, teamId: DUKE }),
      ).toEqual([]);
    });
  });

  describe('player-game-clutch-stats', () => {
    it("adds up to the team's clutch points", async () => {
      const rows = await runEndpoint(playerGameClutchStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
      });
      expect(rows.every((row) => row.period === 'clutch' && row.periodLabel === 'Clutch')).toBe(
        true,
      );
      expect(rows.reduce((sum, row) => sum + row.ptsScored, 0)).toBe(15);
      expect(rows.reduce((sum, row) => sum + row.mins, 0)).toBeCloseTo((5 * 449) / 60, 6);
    });
  });

  describe('player-period-stats', () => {
    it("sums Hidalgo's periods to her game", async () => {
      const rows = await runEndpoint(playerPeriodStatsEndpoint, db, {
        competitionId: WOMEN,
        playerId: HIDALGO,
      });
      expect(rows.map((row) => row.period)).toEqual([1, 2, 3, 4, 5]);
      expect(rows.reduce((sum, row) => sum + row.ptsScored, 0)).toBe(30);
      expect(rows.reduce((sum, row) => sum + row.mins, 0)).toBeCloseTo(44.65, 6);
      expect(rows[4]).toMatchObject({ periodLabel: 'OT', gp: 1, position: 'G', gameId: null });
      const q1 = await runEndpoint(playerPeriodStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        halfOrQuarter: '1',
      });
      expect(q1.every((row) => row.period === 1)).toBe(true);
      expect(q1.reduce((sum, row) => sum + row.ptsScored, 0)).toBe(19);
    });
  });

  describe('player-agg-stats', () => {
    it('answers the §7 start-up read and picks trial players from it', async () => {
      const rows = await runEndpoint(playerAggStatsEndpoint, db, {
        competitionId: WOMEN,
        teamId: NOTRE_DAME,
        scope: 'season',
        fields: ['mins', 'fullName'],
      });
      for (const row of rows) expect(PlayerMinutesRowSchema.safeParse(row).success).toBe(true);
      const trial = selectTeamTrialPlayers(rows.map((row) => PlayerMinutesRowSchema.parse(row)));
      expect(trial.length).toBeGreaterThanOrEqual(3);
      // Hidalgo and Liatu King both played all 44.65 minutes.
      expect(trial.map((p) => p.fullName)).toEqual(
        expect.arrayContaining(['Hannah Hidalgo', 'Liatu King']),
      );
    });

    it("gives Hidalgo's season (one play-by-play game) with rates and season models", async () => {
      const [season] = await runEndpoint(playerAggStatsEndpoint, db, {
        competitionId: WOMEN,
        playerId: HIDALGO,
      });
      expect(season).toMatchObject({
        scope: 'season',
        gp: 1,
        gs: 1,
        ptsScored: 30,
        ptsScoredPg: 30,
        classYr: 'So.',
        height: 66,
        isQualified: true,
        isTransfer: false,
      });
      expect(season?.minsPg).toBeCloseTo(44.65, 6);
      expect(season?.minsPct).toBeCloseTo(44.65 / 45, 6);
      expect(season?.tsPct).toBeCloseTo(30 / (2 * (20 + 0.44 * 5)), 12);
      expect(season?.per).not.toBeNull();
      // One play-by-play game: far too few for RAPM, which the build does not publish.
      expect(season?.rapm).toBeNull();
      // On-court ratings from the publisher's possessions with her on the floor, within ±3.
      const mine = readBundle('wbb', ND_TEXAS_GAME).possessions as unknown as Array<
        Record<string, unknown>
      >;
      const onFloor = mine.filter(
        (p) =>
          p['poss_team'] === 'Notre Dame' &&
          [1, 2, 3, 4, 5].some((n) => p[`home_${n}`] === 'HANNAH.HIDALGO'),
      );
      const points = onFloor.reduce((sum, p) => sum + Number(p['pts']), 0);
      expect(Math.abs((season?.ortgPlayer ?? 0) - (100 * points) / onFloor.length)).toBeLessThan(3);
      const home = await runEndpoint(playerAggStatsEndpoint, db, {
        competitionId: WOMEN,
        playerId: HIDALGO,
        scope: 'home',
      });
      expect(home[0]).toMatchObject({ scope: 'home', per: null, ortgPlayer: null, ptsScored: 30 });
    });

    it('filters by qualification and refuses unknown scopes and players', async () => {
      const qualified = await runEndpoint(playerAggStatsEndpoint, db, {
        competitionId: WOMEN,
        isQualified: true,
      });
      const all = await runEndpoint(playerAggStatsEndpoint, db, { competitionId: WOMEN });
      expect(all).toHaveLength(39);
      // Coppin St.'s Mickelle Lowry played 1:08 of 40 minutes: under 10%.
      expect(all.find((row) => row.fullName === 'Mickelle Lowry')?.isQualified).toBe(false);
      expect(qualified.length).toBeLessThan(all.length);
      expect(qualified.every((row) => (row.minsPct ?? 0) >= 0.1)).toBe(true);
      expect(
        (await inputErrorOf(playerAggStatsEndpoint, db, { competitionId: WOMEN, scope: 'career' }))
          .segment,
      ).toBe('scope');
      expect(
        (await inputErrorOf(playerAggStatsEndpoint, db, { competitionId: MEN, playerId: HIDALGO }))
          .segment,
      ).toBe('playerId');
    });

    it('answers nothing for its national tournament: the NCAA datasets have no brackets', async () => {
      // 6025: the 2024-25 women's national tournament (tournament sums: player-tournament.test.ts).
      const rows = await runEndpoint(playerAggStatsEndpoint, db, {
        competitionId: WOMEN,
        tournamentId: 6025,
      });
      expect(rows).toEqual([]);
      const men = await inputErrorOf(playerAggStatsEndpoint, db, {
        competitionId: WOMEN,
        tournamentId: 5025,
      });
      expect(men.message).toBe(`Unknown tournament 5025 in competition ${WOMEN} ("tournamentId")`);
    });
  });

  describe('player-agg-stats-public', () => {
    it('keeps the public fields only', async () => {
      const rows = await runEndpoint(playerAggStatsPublicEndpoint, db, {
        competitionId: WOMEN,
        divisionId: 1,
        scope: 'season',
      });
      expect(rows).toHaveLength(39);
      const hidalgo = rows.find((row) => row.playerId === HIDALGO);
      expect(hidalgo).toMatchObject({ ptsScoredPg: 30, fg3Pct: 0.6, teamMarket: 'Notre Dame' });
      expect(Object.keys(hidalgo ?? {})).not.toContain('rapm');
      expect(Object.keys(hidalgo ?? {})).not.toContain('plusMinus');
    });
  });
});
