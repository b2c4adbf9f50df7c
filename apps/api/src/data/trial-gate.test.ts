/**
 * The trial gate over the whole registry: every tier-1 ('free') endpoint, asked for its own
 * example through the real server on the real 2024-25 warehouse by a tier-1 user whose team is
 * Notre Dame (women), may answer rows naming a player only for that user's trial players
 * (Notre Dame's top three by minutes; the warehouse holds no demo competition). The same
 * requests by a tier-3 user show the gate has something to cut.
 */
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRegistry } from './registry';
import type { DataHarness } from './testing/data-harness';
import { createDataHarness } from './testing/data-harness';
import type { TestWarehouse } from './testing/real-warehouse';
import { BOTH_GENDERS, buildTestWarehouse, realDataAvailable } from './testing/real-warehouse';

const NOTRE_DAME_W = 591997;
/** Notre Dame's three most-used players of 2024-25 (the official box of the warehouse's games). */
const ND_TRIAL_NAMES = ['Hannah Hidalgo', 'Liatu King', 'Sonia Citron'];

const FREE_ENDPOINTS = [...dataRegistry.values()].filter((endpoint) => endpoint.access === 'free');

const playerIdsOf = (body: string): number[] =>
  (JSON.parse(body) as Array<Record<string, unknown>>)
    .map((row) => row['playerId'])
    .filter((id): id is number => typeof id === 'number');

describe.skipIf(!realDataAvailable())('the trial gate on every tier-1 endpoint', () => {
  let warehouse: TestWarehouse;
  let h: DataHarness;
  let tierOne: string;
  let tierThree: string;
  let trialIds: Set<number>;

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(BOTH_GENDERS);
    h = await createDataHarness(warehouse);
    tierOne = await h.user({
      tier: 1,
      settings: { team: { teamId: NOTRE_DAME_W, gender: 'FEMALE' } },
    });
    tierThree = await h.user({ tier: 3 });
    const roster = await h.app.inject({
      method: 'GET',
      url: buildDataPath('players', { competitionId: 38529, teamId: NOTRE_DAME_W }, '/api'),
    });
    const players = roster.json<Array<{ playerId: number; fullName: string }>>();
    trialIds = new Set(
      players.filter((p) => ND_TRIAL_NAMES.includes(p.fullName)).map((p) => p.playerId),
    );
  }, 180_000);

  afterAll(async () => {
    await h?.close();
    warehouse?.remove();
  });

  const get = (url: string, token: string) =>
    h.app.inject({ method: 'GET', url, headers: { [AUTH_HEADER]: token } });

  it('knows the three trial players it checks against', () => {
    expect(trialIds.size).toBe(ND_TRIAL_NAMES.length);
  });

  it.each(FREE_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers tier 1 no row of a player outside its trial players',
    async (_name, endpoint) => {
      const url = buildDataPath(endpoint.name, endpoint.example, '/api');
      const mine = await get(url, tierOne);
      expect(mine.statusCode, mine.body.slice(0, 300)).toBe(200);
      const outside = playerIdsOf(mine.body).filter((id) => !trialIds.has(id));
      expect(outside, `${endpoint.name} showed players ${outside.join(', ')}`).toEqual([]);
      if (endpoint.playerLevel === true) {
        // What tier 1 sees of a player-level answer is exactly the trial players' part of it.
        const all = await get(url, tierThree);
        expect(all.statusCode).toBe(200);
        const kept = playerIdsOf(all.body).filter((id) => trialIds.has(id));
        expect(playerIdsOf(mine.body)).toEqual(kept);
      }
    },
  );

  it('has something to cut: the examples name players outside the trial set for tier 3', async () => {
    const cut: string[] = [];
    for (const endpoint of FREE_ENDPOINTS) {
      const all = await get(buildDataPath(endpoint.name, endpoint.example, '/api'), tierThree);
      if (playerIdsOf(all.body).some((id) => !trialIds.has(id))) cut.push(endpoint.name);
    }
    expect(cut).toEqual(expect.arrayContaining(['pbp-shots-tying-go-ahead', 'player-agg-stats']));
    expect(cut.length).toBeGreaterThanOrEqual(8);
  });
});
