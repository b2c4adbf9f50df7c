/**
 * The trial-player list route without a warehouse (the demo build still running): sign-in comes
 * first (401 for a missing or bad token), tiers that see every player get [] without needing
 * the warehouse, and tier 1 gets a 503 that says what is missing, never a 500. The list itself
 * is tested on a demo league in trial-players.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrialPlayer } from '@courtside/contract';
import { ACCOUNT_API, ACCOUNT_MESSAGES, AUTH_HEADER } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataHarness } from './testing/data-harness';
import { createDataHarness } from './testing/data-harness';
import { orderTrialPlayers } from './trial-players-route';

const url = `/api${ACCOUNT_API.trialPlayers}`;

describe('GET /users/trial-players without a warehouse', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-trial-route-'));
  let h: DataHarness;

  beforeAll(async () => {
    h = await createDataHarness({
      dataDir: root,
      ingest: () => Promise.reject(new Error('no warehouse in this test')),
      remove: () => rmSync(root, { recursive: true, force: true }),
    });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
    });

  it('asks a visitor to log in, and a bad token to log in again', async () => {
    const missing = await get();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const bad = await get('not-a-session-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ msg: ACCOUNT_MESSAGES.sessionExpired });
  });

  it('answers [] to tiers that see every player, and to admins', async () => {
    for (const token of [
      await h.user({ tier: 2 }),
      await h.user({ tier: 3 }),
      await h.user({ tier: 1, admin: true }),
    ]) {
      const response = await get(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells tier 1 that the data is not there yet (503, not 500)', async () => {
    const response = await get(await h.user({ tier: 1 }));
    expect(response.statusCode).toBe(503);
    expect(response.json<{ msg: string }>().msg).toContain('No data yet');
  });
});

describe('orderTrialPlayers', () => {
  const player = (
    playerId: number,
    competitionId: number,
    kind: TrialPlayer['for'],
  ): TrialPlayer => ({ playerId, competitionId, fullName: `P${playerId}`, for: kind });

  it("lists the user's own newest season first in minutes order, then every featured player", () => {
    const ordered = orderTrialPlayers([
      player(1, 33533, 'all'),
      player(2, 36045, 'all'),
      player(10, 33533, 'user'),
      player(11, 33533, 'user'),
      player(20, 36045, 'user'),
      player(2, 36045, 'user'),
      player(10, 33533, 'user'),
    ]);
    // Player 2 is featured and one of the user's own: in both groups, once in each.
    expect(ordered.map((p) => [p.playerId, p.for])).toEqual([
      [20, 'user'],
      [2, 'user'],
      [10, 'user'],
      [11, 'user'],
      [1, 'all'],
      [2, 'all'],
    ]);
  });
});
