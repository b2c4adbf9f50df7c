/**
 * ranks, pctiles and pctile-cutoffs on the real 2024-25 warehouse, checked against ranks,
 * percentiles and quantiles computed here by hand from the real team box and the real bundles'
 * official player boxes.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDataAvailable } from '../../testing/real-warehouse';
import { pctileCutoffsEndpoint } from './pctile-cutoffs.endpoint';
import { pctilesEndpoint } from './pctiles.endpoint';
import { ranksEndpoint } from './ranks.endpoint';
import type { StatsWarehouse } from './support/testing';
import {
  DUKE,
  HIDALGO,
  MEN,
  ND_TEXAS_GAME,
  WOMEN,
  inputErrorOf,
  numberOf,
  openStatsWarehouse,
  readBundle,
  readSeasonFile,
  runEndpoint,
} from './support/testing';

/** Linear-interpolation quantile of sorted values (the usual "type 7"). */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[Math.min(low + 1, sorted.length - 1)] ?? Number.NaN;
  return lowValue + (highValue - lowValue) * (at - low);
}

describe.runIf(realDataAvailable())('rank and percentile endpoints', () => {
  let warehouse: StatsWarehouse;
  let db: WarehouseDb;
  /** Season eFG% of every men's Division I team from the real team box, with its conference. */
  let teamEfg: Array<{ teamId: number; conferenceId: number | null; efg: number }>;
  beforeAll(async () => {
    warehouse = await openStatsWarehouse();
    db = warehouse.db;
    // Three schools have no id on their team-box rows, only a short name (the README's aliases).
    const rows = await readSeasonFile(
      db,
      'mbb',
      'team_box',
      `WITH alias(team, team_id) AS (VALUES ('FDU', 590625), ('Saint Francis', 590703), ('East Texas A&M', 590793)),
       box AS (
         SELECT coalesce(CAST(b.team_ncaa_team_id AS INTEGER), a.team_id) AS team_id, b.*
         FROM read_parquet($file) b LEFT JOIN alias a ON a.team = b.team)
       SELECT box.team_id, any_value(t.conference_id) AS conference_id,
         (sum(box.fgm) + 0.5 * sum(box.tpm)) / sum(box.fga) AS efg
       FROM box JOIN teams t ON t.competition_id = $men AND t.team_id = box.team_id
       GROUP BY 1`,
      { men: MEN },
    );
    teamEfg = rows.map((row) => ({
      teamId: numberOf(row, 'team_id'),
      conferenceId: typeof row['conference_id'] === 'number' ? row['conference_id'] : null,
      efg: numberOf(row, 'efg'),
    }));
  }, 180_000);
  afterAll(() => warehouse?.close());

  describe('ranks', () => {
    it("ranks Duke's eFG% among Division I and within the ACC as the team box orders them", async () => {
      const duke = teamEfg.find((team) => team.teamId === DUKE);
      if (!duke) throw new Error('no Duke in the team box');
      const better = teamEfg.filter((team) => team.efg > duke.efg);
      const betterInAcc = better.filter((team) => team.conferenceId === duke.conferenceId);
      const rows = await runEndpoint(ranksEndpoint, db, { competitionId: MEN, teamId: DUKE });
      const efg = rows.find((row) => row.stat === 'efgPct');
      expect(efg).toMatchObject({
        entity: 'team',
        teamId: DUKE,
        rank: better.length + 1,
        poolSize: teamEfg.length,
      });
      expect(efg?.confRank).toBe(betterInAcc.length + 1);
      expect(efg?.value).toBeCloseTo(duke.efg, 12);
      expect(efg && 'playerId' in efg).toBe(false);
      expect(rows.find((row) => row.stat === 'netRtgAdj')).toMatchObject({
        rank: 1,
        rankLabel: '1',
      });
      const one = await runEndpoint(ranksEndpoint, db, {
        competitionId: MEN,
        metricType: 'tovPct',
      });
      expect(one.every((row) => row.stat === 'tovPct')).toBe(true);
      expect(one.length).toBeGreaterThanOrEqual(364);
    });

    it('ranks players and names them', async () => {
      const rows = await runEndpoint(ranksEndpoint, db, {
        competitionId: WOMEN,
        playerId: HIDALGO,
      });
      const ts = rows.find((row) => row.stat === 'tsPct');
      expect(ts).toMatchObject({
        entity: 'player',
        playerId: HIDALGO,
        fullName: 'Hannah Hidalgo',
        confRank: null,
      });
      expect(ts?.value).toBeCloseTo(30 / (2 * (20 + 0.44 * 5)), 12);
      expect(
        (await inputErrorOf(ranksEndpoint, db, { competitionId: WOMEN, ptgc: 'game' })).segment,
      ).toBe('ptgc');
      expect(
        (
          await inputErrorOf(ranksEndpoint, db, {
            competitionId: WOMEN,
            playerId: HIDALGO,
            ptgc: 'team',
          })
        ).segment,
      ).toBe('ptgc');
    });
  });

  describe('pctiles', () => {
    it("places Hidalgo's TS% among qualified players as the official boxes do", async () => {
      // The pool: players of the two play-by-play games with 40% of their team's minutes.
      const pool: number[] = [];
      for (const gameId of [ND_TEXAS_GAME, 5722355]) {
        const bundle = readBundle('wbb', gameId);
        const length = gameId === ND_TEXAS_GAME ? 45 : 40;
        for (const line of bundle.player_box) {
          const attempts = line.fga + 0.44 * line.fta;
          if (line.mins / length >= 0.4 && attempts > 0) pool.push(line.pts / (2 * attempts));
        }
      }
      const hidalgo = 30 / (2 * (20 + 0.44 * 5));
      const weak = (100 * pool.filter((value) => value <= hidalgo + 1e-12).length) / pool.length;
      const rows = await runEndpoint(pctilesEndpoint, db, {
        competitionId: WOMEN,
        playerId: HIDALGO,
        qualifierType: 'overall',
      });
      const ts = rows.find((row) => row.stat === 'tsPct');
      expect(ts?.value).toBeCloseTo(hidalgo, 12);
      expect(ts?.pctile).toBeCloseTo(weak, 6);
      expect(rows.every((row) => row.pool === 'overall' && row.playerId === HIDALGO)).toBe(true);
      expect(
        (await inputErrorOf(pctilesEndpoint, db, { competitionId: WOMEN, qualifierType: 'byTeam' }))
          .segment,
      ).toBe('qualifierType');
    });
  });

  describe('pctile-cutoffs', () => {
    it("puts the team eFG% bands where the team box's quantiles are", async () => {
      const sorted = teamEfg.map((team) => team.efg).sort((a, b) => a - b);
      const rows = await runEndpoint(pctileCutoffsEndpoint, db, {
        competitionId: MEN,
        ptgc: 'team',
      });
      const efg = rows.find((row) => row.stat === 'efgPct');
      expect(efg).toMatchObject({ entity: 'team', higherIsBetter: true, poolSize: sorted.length });
      expect(efg?.pctile50).toBeCloseTo(quantile(sorted, 0.5), 12);
      expect(efg?.pctile90).toBeCloseTo(quantile(sorted, 0.9), 12);
      // Lower is better for the adjusted defense: its 90th-percentile cutoff is a low value.
      const drtg = rows.find((row) => row.stat === 'drtgAdj');
      expect(drtg?.higherIsBetter).toBe(false);
      expect(drtg?.pctile90).toBeLessThan(drtg?.pctile10 ?? 0);
      expect(
        (await inputErrorOf(pctileCutoffsEndpoint, db, { competitionId: MEN, ptgc: 'all' }))
          .segment,
      ).toBe('ptgc');
    });
  });
});
