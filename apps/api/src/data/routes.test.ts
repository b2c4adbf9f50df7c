/**
 * The data router end to end (app.inject on the real server and the men's + women's 2024-25
 * warehouse): 404/400/403/304/503, the headers of every answer, `fields`, tier rules, trial-
 * player filtering and the response cache.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AUTH_HEADER } from '@courtside/contract';
import { openWarehouseReadOnly, playerSeasonMinutes, warehouseInfo } from '@courtside/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { defineEndpoint } from '@courtside/contract/schemas';
import { serveEndpoint } from './serve-endpoint';
import type { DataHarness } from './testing/data-harness';
import { createDataHarness } from './testing/data-harness';
import type { TestWarehouse } from './testing/real-warehouse';
import { BOTH_GENDERS, buildTestWarehouse, realDataAvailable } from './testing/real-warehouse';

const NOTRE_DAME_W = 591997;
const WOMEN_2025 = 38529;

describe.skipIf(!realDataAvailable())('data routes on the real 2024-25 warehouse', () => {
  let warehouse: TestWarehouse;
  let h: DataHarness;
  let dataVersion: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(BOTH_GENDERS);
    h = await createDataHarness(warehouse);
    const db = await openWarehouseReadOnly(`${warehouse.dataDir}/warehouse.duckdb`);
    dataVersion = (await warehouseInfo(db)).dataVersion;
    db.close();
  }, 180_000);

  afterAll(async () => {
    await h?.close();
    warehouse?.remove();
  });

  describe('refusals are { msg } naming what is wrong', () => {
    it.each([
      ['/api/gs/bogus/', 404, 'Unknown data endpoint "bogus"'],
      [
        '/api/gs/teams/team/abc/',
        400,
        'Segment "team" expects a non-negative whole number, got "abc"',
      ],
      ['/api/gs/teams/bogus/1/', 400, 'Unknown path segment "bogus"'],
      [
        '/api/gs/teams/competition/38409/team/1/',
        404,
        'Unknown team 1 in competition 38409 ("team")',
      ],
      [
        '/api/gs/games/competition/38409/game/1/',
        404,
        'Unknown game 1 in competition 38409 ("game")',
      ],
      ['/api/gs/enh-pbp/game/1/', 404, 'Unknown game 1 ("game")'],
      ['/api/gs/tournaments/tournament/1234/', 404, 'Unknown tournament 1234 ("tournament")'],
      ['/api/gs/teams/competition/99/', 400, 'Unknown competition 99 in "competition"'],
      ['/api/gs/teams/scope/season/', 400, 'Endpoint "teams" does not take "scope"'],
      ['/api/gs/bracket-definitions/', 400, 'Endpoint "bracket-definitions" needs "tournament"'],
      [
        '/api/gs/competition-teams?competitionId=38409&teamID=1',
        400,
        'Unknown query parameter "teamID"',
      ],
      ['/api/gs/teams/?competition=1', 400, 'not query parameters (got "competition")'],
      ['/api/gs/raw-games/competition/38409/gamedate/20250230/', 400, '"gamedate" must be a date'],
      [
        '/api/gs/competition-teams?competitionId=38409&fields=bogus',
        400,
        'Query parameter "fields" names a field',
      ],
      ['/api/gs/', 400, 'The endpoint name is missing'],
    ])('GET %s → %i', async (url, status, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ msg: string }>().msg).toContain(message);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers a pass request with the empty list, as §7 says such requests resolve', async () => {
      const response = await get('/api/gs/pass');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('headers, ETag and the response cache', () => {
    it('gzips answers for clients that accept it, and keeps the text for others', async () => {
      const url = '/api/gs/competition-teams?competitionId=38409&divisionId=1';
      const plain = await get(url);
      const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['x-data-cache']).toBe('hit-memory');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 4);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const refused = await get(url, { 'accept-encoding': 'gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });

    it('sends brotli once the background job has made it, gzip until then', async () => {
      const url = '/api/gs/competition-teams?competitionId=38529&divisionId=1';
      const browser = { 'accept-encoding': 'gzip, deflate, br' };
      const first = await get(url, browser);
      expect(first.headers['content-encoding']).toBe('gzip');
      const text = gunzipSync(first.rawPayload).toString('utf8');
      let latest = first;
      for (let waited = 0; latest.headers['content-encoding'] !== 'br' && waited < 30_000;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        waited += 50;
        latest = await get(url, browser);
      }
      expect(latest.headers['content-encoding']).toBe('br');
      expect(latest.headers['etag']).toBe(first.headers['etag']);
      expect(latest.headers['vary']).toBe('accept-encoding');
      expect(brotliDecompressSync(latest.rawPayload).toString('utf8')).toBe(text);
      expect(latest.rawPayload.length).toBeLessThan(first.rawPayload.length);
      // Clients that do not take brotli keep getting gzip, or the text.
      expect((await get(url, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe(
        'gzip',
      );
      const plain = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);
    });

    it('sends a division season list read already serialized: text, gzip and cached alike', async () => {
      const url = '/api/gs/team-agg-stats/competition/38409/division/1/scope/season/';
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const rows = JSON.parse(plain.body) as Array<{ _id: string; updated: string }>;
      expect(rows.length).toBeGreaterThan(700);
      expect(rows[0]?.updated).toBe(new Date(rows[0]?.updated ?? '').toISOString());
      const zipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(zipped.headers['x-data-cache']).toBe('hit-memory');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      const again = await get(url);
      expect(again.headers['x-data-cache']).toBe('hit-memory');
      expect(again.body).toBe(plain.body);
    });

    it('sends the data version, an ETag and public Cache-Control with open data', async () => {
      const response = await get('/api/gs/conferences/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-data-version']).toBe(dataVersion);
      expect(response.headers['etag']).toMatch(new RegExp(`^W/"${dataVersion}\\.[\\w-]{22}"$`));
      expect(response.headers['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=300',
      );
    });

    it('answers 304 to a current If-None-Match and 200 to an old one', async () => {
      const first = await get('/api/gs/tournaments/');
      const etag = String(first.headers['etag']);
      const again = await get('/api/gs/tournaments/', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      const stale = await get('/api/gs/tournaments/', { 'if-none-match': '"old-version.x"' });
      expect(stale.statusCode).toBe(200);
    });

    it('caches by canonical request: segment order and encoding do not matter', async () => {
      const first = await get('/api/gs/teams/competition/38409/team/590616/');
      expect(first.headers['x-data-cache']).toBe('miss');
      const reordered = await get('/api/gs/teams/team/590616/competition/38409');
      expect(reordered.headers['x-data-cache']).toBe('hit-memory');
      expect(reordered.body).toBe(first.body);
      expect(reordered.headers['etag']).toBe(first.headers['etag']);
      const other = await get('/api/gs/teams/competition/38409/team/590647/');
      expect(other.headers['etag']).not.toBe(first.headers['etag']);
    });

    it('keeps requested fields plus ids with `fields`, in query and path style', async () => {
      const rows = (
        await get(
          '/api/gs/competition-teams?competitionId=38409&teamId=590616&fields=teamMarket,overallWins',
        )
      ).json<object[]>();
      expect(rows).toEqual([
        {
          _id: '38409-590616',
          competitionId: 38409,
          teamId: 590616,
          divisionId: 1,
          conferenceId: 1,
          teamMarket: 'Duke',
          // Duke 2024-25: 35-4 (the official record; the box scores of every game).
          overallWins: 35,
        },
      ]);
      const path = (
        await get('/api/gs/teams/competition/38409/team/590616/fields/teamMarket/')
      ).json();
      expect(path).toEqual([
        {
          _id: '38409-590616',
          competitionId: 38409,
          teamId: 590616,
          divisionId: 1,
          conferenceId: 1,
          teamMarket: 'Duke',
        },
      ]);
    });
  });

  describe('start-up reads (§7) as the client issues them', () => {
    it.each([
      ['competitions', 'competitionId', 16],
      ['teams', 'teamId', 723],
      ['conferences', 'conferenceId', 0],
      ['tournaments', 'tournamentId', 14],
    ])('%s answers rows indexable by %s', async (name, idField, count) => {
      const rows = (await get(`/api/gs/${name}/`)).json<Array<Record<string, unknown>>>();
      const ids = rows.map(
        (row) => `${String(row['competitionId'] ?? '')}:${String(row[idField])}`,
      );
      expect(new Set(ids).size).toBe(rows.length);
      if (count > 0) expect(rows).toHaveLength(count);
      else expect(rows.length).toBeGreaterThan(30);
    });
  });

  describe('tier rules', () => {
    it('refuses tier-1 tools to visitors and answers them for tier 1 with private caching', async () => {
      const url = '/api/gs/game-explorer-search?competitionId=38409&gameId=6366843';
      const visitor = await get(url);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json()).toEqual({
        msg: '"game-explorer-search" needs tier 1 (Basic: Free): sign in with a verified account',
      });
      const invalid = await get(url, { [AUTH_HEADER]: 'not-a-token' });
      expect(invalid.statusCode).toBe(403);
      const token = await h.user({ tier: 1 });
      const member = await get(url, { [AUTH_HEADER]: token });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, max-age=300');
      expect(member.headers['vary']).toBe('accept-encoding, x-auth-token');
      // Houston 63, Florida 65: the 2025 national final (official score).
      expect(member.json()).toMatchObject([
        { homeMarket: 'Houston', homeScore: 63, awayScore: 65, margin: -2 },
      ]);
    });

    it('needs tier 2 for live games and admin for the event log', async () => {
      const tierOne = await h.user({ tier: 1 });
      const refused = await get('/api/gs/live-games/', { [AUTH_HEADER]: tierOne });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ msg: string }>().msg).toBe(
        '"live-games" needs tier 2 (Plus): your tier is 1 (Basic: Free)',
      );
      const tierTwo = await h.user({ tier: 2 });
      const live = await get('/api/gs/live-games/', { [AUTH_HEADER]: tierTwo });
      expect(live.statusCode).toBe(200);
      expect(live.headers['cache-control']).toBe('private, max-age=30');
      expect(
        (await get('/api/gs/event-log-analytics/', { [AUTH_HEADER]: tierTwo })).statusCode,
      ).toBe(403);
      const admin = await h.user({ tier: 0, admin: true });
      const log = await get('/api/gs/event-log-analytics/?start=2020-01-01', {
        [AUTH_HEADER]: admin,
      });
      expect(log.statusCode).toBe(400);
      const ok = await get('/api/gs/event-log-analytics/', { [AUTH_HEADER]: admin });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
    });
  });

  describe('trial players (§7) on a tier-1 player-level endpoint', () => {
    let trialApp: FastifyInstance;
    // A fixture endpoint: every women's 2024-25 player with play-by-play minutes.
    const minutesEndpoint = serveEndpoint(
      defineEndpoint({
        name: 'player-game-stats',
        access: 'free',
        summary: 'fixture',
        requires: [],
        accepts: [],
        row: z.object({ playerId: z.number(), fullName: z.string(), mins: z.number() }),
        example: {},
        playerLevel: true,
      }),
      {
        handle: async ({ db }) =>
          (await playerSeasonMinutes(db, { competitionIds: [WOMEN_2025] })).map(
            ({ playerId, fullName, mins }) => ({ playerId, fullName, mins }),
          ),
      },
    );
    const names = (body: string) =>
      (JSON.parse(body) as Array<{ fullName: string }>).map((row) => row.fullName).sort();

    beforeAll(async () => {
      trialApp = await h.dataOnlyApp([minutesEndpoint]);
    });

    it("shows tier 1 only its team's top three by minutes, ties with the third included", async () => {
      const token = await h.user({
        tier: 1,
        settings: { team: { teamId: NOTRE_DAME_W, gender: 'FEMALE' } },
      });
      const response = await trialApp.inject({
        method: 'GET',
        url: '/api/gs/player-game-stats',
        headers: { [AUTH_HEADER]: token },
      });
      expect(response.statusCode).toBe(200);
      // The official box of Notre Dame 80, Texas 70 (wbb/games/5728709.json): Hidalgo and King
      // 44.65 minutes, Citron 43.13, then Miles 40.58.
      expect(names(response.body)).toEqual(['Hannah Hidalgo', 'Liatu King', 'Sonia Citron']);
    });

    it('shows tier 2 every row, and tier 1 without a team none (no demo seasons here)', async () => {
      const all = await trialApp.inject({
        method: 'GET',
        url: '/api/gs/player-game-stats',
        headers: { [AUTH_HEADER]: await h.user({ tier: 2 }) },
      });
      expect(names(all.body).length).toBeGreaterThan(20);
      const noTeam = await trialApp.inject({
        method: 'GET',
        url: '/api/gs/player-game-stats',
        headers: { [AUTH_HEADER]: await h.user({ tier: 1 }) },
      });
      expect(noTeam.json()).toEqual([]);
      expect(noTeam.headers['etag']).not.toBe(all.headers['etag']);
    });
  });
});

describe('without a warehouse', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: '/nonexistent/courtside-data' }), {
      logger: false,
    });
  });
  afterAll(async () => app.close());

  it('answers 503 with a message saying how to build one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/gs/teams/' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ msg: string }>().msg).toBe(
      'No data yet: there is no warehouse in /nonexistent/courtside-data. ' +
        'Build it with `npm run ingest` (or `npm run demo`).',
    );
  });

  it('still refuses bad requests first (400/404 do not need data)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/gs/nope/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/gs/teams/team/x/' })).statusCode).toBe(
      400,
    );
  });
});
