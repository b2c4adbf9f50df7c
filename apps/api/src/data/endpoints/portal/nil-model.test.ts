/**
 * `nil-model` on a two-season demo league (2023-24 and 2024-25 men, small scale) through the
 * real server: tier refusals and bad parameters, the stored row against the deals and index
 * it was made from, a division with too few deals, and copies of the league as an NCAA
 * warehouse is (no deals at all) and as a season file is before the merge (deals, no test yet).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import type { NilModelRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import { competitionNilIndexes, openWarehouseReadOnly } from '@courtside/warehouse';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataHarness } from '../../testing/data-harness';
import { createDataHarness } from '../../testing/data-harness';
import { runEndpoint } from '../stats/support/testing';
import { nilModelEndpoint } from './nil-model.endpoint';
import { CURRENT, PRIOR, copyWithout, number } from './portal-test-support';

describe('nil-model (two-season demo league)', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-nil-model-'));
  let db: WarehouseDb;
  let noDeals: WarehouseDb;
  let notTested: WarehouseDb;
  let h: DataHarness;
  const get = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
    });
  const modelOf = async (database: WarehouseDb, divisionId?: number): Promise<NilModelRow> => {
    const config =
      divisionId === undefined
        ? { competitionId: CURRENT }
        : { competitionId: CURRENT, divisionId };
    const [row] = await runEndpoint(nilModelEndpoint, database, config);
    if (row === undefined) throw new Error('nil-model answered no row');
    return row;
  };

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: join(root, 'league'),
      seed: 7,
      scale: { ...SCALES.small, competitionIds: [PRIOR, CURRENT] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
    noDeals = await copyWithout(built.path, join(root, 'no-deals'), ['nil_deals', 'nil_models']);
    notTested = await copyWithout(built.path, join(root, 'not-tested'), ['nil_models']);
    h = await createDataHarness({
      dataDir: join(root, 'league'),
      ingest: () => Promise.reject(new Error('not an NCAA warehouse')),
      remove: () => undefined,
    });
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    db?.close();
    noDeals?.close();
    notTested?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is for Pro (tier 3) and rejects bad parameters', async () => {
    const url = buildDataPath('nil-model', { competitionId: CURRENT, divisionId: 1 }, '/api');
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(url, await h.user({ tier: 2 }))).statusCode).toBe(403);
    const pro = await h.user({ tier: 3 });
    const answer = await get(url, pro);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<NilModelRow[]>();
    expect(rows).toHaveLength(1);
    expect(rows[0]?._id).toBe(`${CURRENT}-1-nil-model`);
    for (const bad of [
      '/api/gs/nil-model/',
      '/api/gs/nil-model/competition/abc/',
      `/api/gs/nil-model/competition/${CURRENT}/division/9/`,
      `/api/gs/nil-model/competition/${CURRENT}/team/3/`,
    ]) {
      const response = await get(bad, pro);
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
    }
  });

  it('tests the index on each season with a fit to the other, from the stored deals', async () => {
    const model = await modelOf(db);
    expect(model.available).toBe(true);
    expect(model.divisionId).toBe(1);
    expect(model.seasons.map((s) => s.competitionId)).toEqual([PRIOR, CURRENT]);
    // The season counts straight from the tables: deals of rated Division I players.
    for (const season of model.seasons) {
      const rated = (await competitionNilIndexes(db, season.competitionId)).filter(
        (p) => p.divisionId === 1,
      );
      const ids = new Set(rated.map((p) => `${p.teamId}-${p.playerId}`));
      const deals = (
        await db.all(
          'SELECT team_id, player_id, annual_value FROM nil_deals WHERE competition_id = $c',
          {
            c: season.competitionId,
          },
        )
      ).filter((row) => ids.has(`${number(row, 'team_id')}-${number(row, 'player_id')}`));
      expect(season.ratedPlayers).toBe(rated.length);
      expect(season.deals).toBe(deals.length);
      expect(season.topValue).toBe(Math.max(...deals.map((row) => number(row, 'annual_value'))));
    }
    // Each season is held out with the other season's deals as its training set.
    const [prior, current] = model.seasons;
    expect(model.backtest.map((b) => [b.competitionId, b.deals, b.trainingDeals])).toEqual([
      [PRIOR, prior?.deals, current?.deals],
      [CURRENT, current?.deals, prior?.deals],
    ]);
    expect(model.pooled?.deals).toBe((prior?.deals ?? 0) + (current?.deals ?? 0));
    expect(model.trainingDeals).toBe(model.pooled?.deals);
    // The index ranks deals better than chance and beats everyone-gets-the-median.
    expect(model.pooled?.spearman).toBeGreaterThan(0.2);
    expect(model.pooled?.rmseLog).toBeLessThan(model.pooled?.baselineRmseLog ?? 0);
    expect(model.slope).toBeGreaterThan(0);
    expect(model.valueBands.map((b) => b.tier)).toEqual(['Elite', 'High', 'Mid', 'Low', 'Minimal']);
    // Two significant digits, and a better tier is worth more.
    for (const band of model.valueBands) {
      expect(String(band.valueLow).replace(/0+$/, '').replace('.', '').length).toBeLessThanOrEqual(
        2,
      );
    }
    const lows = model.valueBands.map((b) => b.valueLow);
    expect(lows).toEqual([...lows].sort((a, b) => b - a));
  });

  it('refuses a division with too few deals, with the reason', async () => {
    const model = await modelOf(db, 3);
    expect(model.available).toBe(false);
    expect(model.reason).toMatch(
      /^Too few NIL deal values to test the index for men's Division III/,
    );
    expect(model.backtest).toEqual([]);
    expect(model.pooled).toBeNull();
    expect(model.seasons).toHaveLength(2);
  });

  it('says no deal values exist for a warehouse without any, and no test yet before the merge', async () => {
    const none = await modelOf(noDeals);
    expect(none.available).toBe(false);
    expect(none.reason).toMatch(/holds no NIL deal values for men's Division I/);
    expect(none.seasons).toEqual([]);
    const pending = await modelOf(notTested);
    expect(pending.available).toBe(false);
    expect(pending.reason).toMatch(/no held-out test yet/);
  });
});
