/**
 * The draft endpoints on a two-season demo league (2023-24 and 2024-25 men, small scale: both
 * drafts known, so each season is projected by the model fitted on the other) through the real
 * server: tier refusals, bad parameters, the fields worked out by hand from the warehouse
 * (estimated age, age-adjusted BPM, picks), the indicators against player-agg-stats' answer,
 * the build's stored answers against the ones made when served (a copy without the stored rows),
 * and a copy of the league without its drafts (no model: null fields, available false).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import type { DraftModelRow, DraftProspectRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import {
  openWarehouseReadOnly,
  storedDraftModelTail,
  storedDraftProspectTails,
} from '@courtside/warehouse';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataEndpoint } from '../../endpoint';
import type { DataHarness } from '../../testing/data-harness';
import { createDataHarness } from '../../testing/data-harness';
import { playerAggStatsEndpoint } from '../stats/player-agg-stats.endpoint';
import { runEndpoint, runSerialized } from '../stats/support/testing';
import { draftModelEndpoint } from './draft-model.endpoint';
import { draftProspectsEndpoint } from './draft-prospects.endpoint';
import { CURRENT, PRIOR, copyWithout, number } from './portal-test-support';

const AGE: Readonly<Record<string, number>> = {
  'Fr.': 19,
  'So.': 20,
  'Jr.': 21,
  'Sr.': 22,
  'Gr.': 23,
};

const STORED_ANSWERS = ['draft_prospects', 'draft_models'] as const;

describe('draft endpoints (two-season demo league)', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-draft-'));
  let db: WarehouseDb;
  let noDrafts: WarehouseDb;
  let madeWhenServed: WarehouseDb;
  let h: DataHarness;
  let proToken: string;
  const get = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
    });

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: join(root, 'league'),
      seed: 7,
      scale: { ...SCALES.small, competitionIds: [PRIOR, CURRENT] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
    // The same league with its drafts unknown, as an NCAA warehouse is (nothing stored either).
    noDrafts = await copyWithout(built.path, join(root, 'no-drafts'), [
      'draft_picks',
      'drafts',
      ...STORED_ANSWERS,
    ]);
    // The same league without the stored answers: the endpoints make them when served.
    madeWhenServed = await copyWithout(built.path, join(root, 'made'), STORED_ANSWERS);
    h = await createDataHarness({
      dataDir: join(root, 'league'),
      ingest: () => Promise.reject(new Error('not an NCAA warehouse')),
      remove: () => undefined,
    });
    proToken = await h.user({ tier: 3 });
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    db?.close();
    noDrafts?.close();
    madeWhenServed?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses visitors, limits tier 1 to its trial players and rejects bad parameters', async () => {
    const url = buildDataPath('draft-prospects', { competitionId: CURRENT }, '/api');
    const visitor = await get(url);
    expect(visitor.statusCode, visitor.body).toBe(403);
    const full = (await get(url, proToken)).json<DraftProspectRow[]>();
    expect(full.length).toBeGreaterThan(50);
    const tierOne = await h.user({ tier: 1 });
    const trial = await get(url, tierOne);
    expect(trial.statusCode).toBe(200);
    expect(trial.json<DraftProspectRow[]>().length).toBeLessThan(full.length);
    for (const bad of [
      '/api/gs/draft-prospects/competition/abc/',
      '/api/gs/draft-prospects/',
      `/api/gs/draft-model/competition/${CURRENT}/team/3/`,
      `/api/gs/draft-prospects/competition/${CURRENT}/division/9/`,
    ]) {
      const response = await get(bad, proToken);
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
    }
    const modelUrl = buildDataPath('draft-model', { competitionId: CURRENT }, '/api');
    expect((await get(modelUrl)).statusCode).toBe(403);
    const model = await get(modelUrl, tierOne);
    expect(model.statusCode).toBe(200);
    expect(model.json<DraftModelRow[]>()).toHaveLength(1);
  });

  it('serves the hand-checkable fields and the stored picks', async () => {
    const rows = await runEndpoint(draftProspectsEndpoint, db, { competitionId: CURRENT });
    // Most likely draftee first.
    const probabilities = rows.map((r) => r.draftProb ?? -1);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(rows.every((r) => r.draftKnown && r.poolSize === rows.length)).toBe(true);
    expect(rows.map((r) => r.projectedRank).sort((a, b) => (a ?? 0) - (b ?? 0))[0]).toBe(1);
    expect(rows.filter((r) => r.projectedTier === 'Lottery')).toHaveLength(14);
    // Age from the class; age-adjusted BPM against the pool's players of the same class.
    for (const row of rows) expect(row.ageEst).toBe(AGE[row.classYr ?? ''] ?? null);
    const sample = rows.find((r) => r.classYr === 'Jr.') ?? rows[0];
    const sameClass = rows.filter((r) => r.classYr === sample?.classYr);
    const mean = sameClass.reduce((s, r) => s + r.bpm, 0) / sameClass.length;
    expect(sample?.ageAdjBpm).toBeCloseTo((sample?.bpm ?? 0) - mean, 10);
    // Picks straight from the table.
    const picks = await db.all(
      'SELECT player_id, pick, round FROM draft_picks WHERE competition_id = $c',
      { c: CURRENT },
    );
    expect(picks).toHaveLength(60);
    const byPlayer = new Map(rows.map((r) => [r.playerId, r]));
    let inPool = 0;
    for (const pick of picks) {
      const row = byPlayer.get(number(pick, 'player_id'));
      if (row === undefined) continue;
      inPool += 1;
      expect([row.draftPick, row.draftRound]).toEqual([
        number(pick, 'pick'),
        number(pick, 'round'),
      ]);
    }
    expect(inPool).toBeGreaterThan(40);
    expect(rows.filter((r) => r.draftPick !== null)).toHaveLength(inPool);
  });

  it('shows the indicators player-agg-stats serves for the same player', async () => {
    const [row] = await runEndpoint(draftProspectsEndpoint, db, { competitionId: CURRENT });
    if (row === undefined) throw new Error('no prospect');
    const [stats] = await runEndpoint(playerAggStatsEndpoint, db, {
      competitionId: CURRENT,
      teamId: row.teamId,
      playerId: row.playerId,
      scope: 'season',
    });
    expect(stats).toBeDefined();
    expect([row.usagePct, row.tsPct, row.astPct, row.stlPct, row.blkPct]).toEqual([
      stats?.usagePct,
      stats?.tsPct,
      stats?.astPct,
      stats?.stlPct,
      stats?.blkPct,
    ]);
    expect([row.orbPct, row.drbPct, row.threePaRate, row.ftPct, row.bpm]).toEqual([
      stats?.orbPct,
      stats?.drbPct,
      stats?.fga3Rate,
      stats?.ftPct,
      stats?.bpm,
    ]);
    expect([row.gp, row.mins, row.minsPg, row.height]).toEqual([
      stats?.gp,
      stats?.mins,
      stats?.minsPg,
      stats?.height,
    ]);
  });

  it('draft-model publishes the fit on both drafts and backtests each on the other', async () => {
    const [model] = await runEndpoint(draftModelEndpoint, db, { competitionId: CURRENT });
    expect(model?.available).toBe(true);
    expect(model?.trainedOn).toEqual([PRIOR, CURRENT]);
    expect(model?.picksPerDraft).toBe(60);
    expect(model?.weights).toHaveLength(15);
    expect(model?.backtest.map((b) => b.competitionId)).toEqual([PRIOR, CURRENT]);
    for (const season of model?.backtest ?? []) expect(season.auc).toBeGreaterThan(0.6);
    expect(model?.backtestAuc).toBeGreaterThan(0.6);
  });

  it('serves the stored answers exactly as the ones made when served', async () => {
    expect(await storedDraftModelTail(db, CURRENT)).not.toBeNull();
    expect((await storedDraftProspectTails(db, CURRENT))?.tails.length).toBeGreaterThan(50);
    expect(await storedDraftModelTail(madeWhenServed, CURRENT)).toBeNull();
    expect(await storedDraftProspectTails(madeWhenServed, CURRENT)).toBeNull();
    const [first] = await runEndpoint(draftProspectsEndpoint, db, { competitionId: CURRENT });
    if (first === undefined) throw new Error('no prospect');
    const prospectConfigs: DataConfig[] = [
      { competitionId: CURRENT },
      { competitionId: PRIOR },
      { competitionId: CURRENT, divisionId: 2 },
      { competitionId: CURRENT, conferenceId: first.conferenceId ?? 0 },
      { competitionId: CURRENT, teamId: first.teamId },
      { competitionId: CURRENT, teamId: first.teamId, playerId: first.playerId },
    ];
    const calls: Array<{ endpoint: DataEndpoint; config: DataConfig }> = [
      ...prospectConfigs.map((config) => ({ endpoint: draftProspectsEndpoint, config })),
      ...[CURRENT, PRIOR].map((competitionId) => ({
        endpoint: draftModelEndpoint,
        config: { competitionId },
      })),
    ];
    let compared = 0;
    for (const { endpoint, config } of calls) {
      const label = `${endpoint.name} ${JSON.stringify(config)}`;
      const stored: object[] = await runEndpoint(endpoint, db, config);
      const made: object[] = await runEndpoint(endpoint, madeWhenServed, config);
      expect(stored.length, label).toBe(made.length);
      stored.forEach((row, i) => {
        const other = made[i] as Record<string, unknown>;
        expect(Object.keys(row), label).toEqual(Object.keys(other));
        for (const [field, value] of Object.entries(row)) {
          expect(value, `${label} row ${i} ${field}`).toStrictEqual(other[field]);
          compared += 1;
        }
      });
      // The bytes the router sends, too.
      const sent = await runSerialized(endpoint, db, config);
      expect(sent, label).toBe(await runSerialized(endpoint, madeWhenServed, config));
      expect(sent, label).toBe(JSON.stringify(made));
    }
    expect(compared).toBeGreaterThan(10_000);
    // Ids the competition does not hold are refused before any row is read, either way.
    for (const bad of [{ playerId: 999_999_999 }, { teamId: first.teamId, divisionId: 9 }]) {
      for (const file of [db, madeWhenServed]) {
        await expect(
          runEndpoint(draftProspectsEndpoint, file, { competitionId: PRIOR, ...bad }),
        ).rejects.toThrow(/Unknown|division/);
      }
    }
  });

  it('without known drafts: null model fields, available false with the reason', async () => {
    const rows = await runEndpoint(draftProspectsEndpoint, noDrafts, { competitionId: CURRENT });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([row.draftProb, row.prospectScore, row.projectedRank, row.projectedTier]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect([row.draftKnown, row.draftPick, row.draftRound]).toEqual([false, null, null]);
    }
    const bpms = rows.map((r) => r.bpm);
    expect(bpms).toEqual([...bpms].sort((a, b) => b - a));
    const [model]: DraftModelRow[] = await runEndpoint(draftModelEndpoint, noDrafts, {
      competitionId: CURRENT,
    });
    expect(model?.available).toBe(false);
    expect(model?.reason).toMatch(/no past men's draft/);
    expect(model?.backtestAuc).toBeNull();
  });
});
