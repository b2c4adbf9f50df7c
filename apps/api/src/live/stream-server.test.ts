import { LIVE_CLOSE_CODES, LIVE_STATS_MIN_TIER } from '@courtside/contract/live';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app';
import type { AccountsHarness } from '../accounts/testing/harness';
import { createHarness, uniqueEmail } from '../accounts/testing/harness';
import type { TestDatabase } from '../accounts/testing/test-databases';
import { createTestDatabase } from '../accounts/testing/test-databases';
import { testConfig } from '../test-helpers';
import { LIVE_MAX_BAD_MESSAGES } from './connection';
import type { LiveStreamServer } from './stream-server';
import type { FakeGame } from './testing/fake-source';
import { FakeLiveSource, ManualClock } from './testing/fake-source';
import { TestClient, seqsOf } from './testing/test-client';

const START = Date.parse('2026-01-15T17:00:00.000Z');
const GAME: FakeGame = {
  gameId: 101,
  competitionId: 7,
  gameDate: '20260115',
  tipAt: START,
  stepMs: 1000,
  eventCount: 400,
};
/** Big events, so a socket that stops reading fills its buffers within a few ticks. */
const BIG_GAME: FakeGame = {
  ...GAME,
  gameId: 102,
  competitionId: 9,
  tipAt: START + 3_600_000,
  stepMs: 1,
  eventCount: 100_000,
  padding: 4000,
};
const HEARTBEAT_MS = 100;

function addressOf(harness: { app: AccountsHarness['app'] }): string {
  const address = harness.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}`;
}

describe('the live stream over real sockets', () => {
  let testDb: TestDatabase;
  let h: AccountsHarness;
  let stream: LiveStreamServer;
  let base: string;
  let plusToken: string;
  let freeToken: string;
  const clock = new ManualClock(START);
  const opened: TestClient[] = [];

  const connect = async (path = '/api/live', protocols?: string[]): Promise<TestClient> => {
    const client = await TestClient.open(`${base}${path}`, protocols);
    opened.push(client);
    return client;
  };
  const advance = async (ms: number) => {
    clock.advance(ms);
    await stream.hub.tick();
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    h = await createHarness(testDb, {
      live: {
        source: new FakeLiveSource([GAME, BIG_GAME]),
        now: clock.now,
        tickMs: 'manual',
        heartbeatMs: HEARTBEAT_MS,
        maxConnectionsPerClient: 8,
        maxBufferedBytes: 64 * 1024,
        closeGraceMs: 2000,
        reauthorizeMs: 'manual',
      },
    });
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    base = addressOf(h);
    const liveStream = h.app.liveStream;
    if (liveStream === null) throw new Error('no live stream');
    stream = liveStream;
    const plus = uniqueEmail('plus');
    plusToken = (await h.verifiedUser(plus)).token;
    await testDb.database.db
      .updateTable('users')
      .set({ tier: LIVE_STATS_MIN_TIER, base_tier: LIVE_STATS_MIN_TIER })
      .where('email', '=', plus)
      .execute();
    freeToken = (await h.verifiedUser(uniqueEmail('free'))).token;
  });

  afterAll(async () => {
    for (const client of opened) client.socket.terminate();
    await h?.close();
    await testDb?.dispose();
  });

  it('lets anyone follow a competition, and refuses game stats below tier 2', async () => {
    const visitor = await connect();
    expect(await visitor.next('hello')).toEqual({
      type: 'hello',
      heartbeatMs: HEARTBEAT_MS,
      tier: 0,
    });
    visitor.send({ type: 'subscribe', competitionId: 7 });
    await visitor.next('subscribed');
    expect((await visitor.next('games')).games.map((game) => game.gameId)).toEqual([101]);
    visitor.send({ type: 'subscribe', gameId: 101 });
    const refusal = await visitor.next('error');
    expect(refusal).toMatchObject({ code: 'forbidden', gameId: 101 });
    expect(refusal.msg).toMatch(/tier 2/);

    const free = await connect(`/api/live?token=${freeToken}`);
    expect((await free.next('hello')).tier).toBe(1);
    free.send({ type: 'subscribe', gameId: 101 });
    expect(await free.next('error')).toMatchObject({ code: 'forbidden' });
    expect(free.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('streams a game in order and resumes after a reconnect with nothing lost or repeated', async () => {
    const first = await connect('/api/live', ['courtside-live', plusToken]);
    expect(first.socket.protocol).toBe('courtside-live');
    expect((await first.next('hello')).tier).toBe(LIVE_STATS_MIN_TIER);
    first.send({ type: 'subscribe', gameId: 101 });
    await first.next('subscribed');
    await first.next('events');
    for (let step = 0; step < 3; step += 1) {
      await advance(1000);
      await first.next('events');
    }
    const seen = seqsOf(first.messages);
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, seq) => seq));
    first.close();
    await first.closed;

    await advance(5000);
    const second = await connect(`/api/live?token=${plusToken}`);
    second.send({ type: 'subscribe', gameId: 101, afterSeq: seen.at(-1) });
    await second.next('subscribed');
    await second.next('events');
    await advance(1000);
    await second.next('events');
    const all = [...seen, ...seqsOf(second.messages)];
    expect(all).toEqual(Array.from({ length: all.length }, (_, seq) => seq));
    expect(all.length).toBe(seen.length + 6);
  });

  it('answers not-found and too-many refusals without closing', async () => {
    const client = await connect(`/api/live?token=${plusToken}`);
    client.send({ type: 'subscribe', gameId: 999 });
    expect(await client.next('error')).toMatchObject({ code: 'not-found', gameId: 999 });
    for (let id = 1; id <= 64; id += 1) client.send({ type: 'subscribe', competitionId: id });
    client.send({ type: 'subscribe', competitionId: 65 });
    expect(await client.next('error')).toMatchObject({
      code: 'too-many-subscriptions',
      competitionId: 65,
    });
    client.send({ type: 'ping' });
    await client.next('pong');
  });

  it('applies a tier change and a sign-out to sockets already open', async () => {
    const email = uniqueEmail('lapsing');
    const { token } = await h.verifiedUser(email);
    const setTier = (tier: number) =>
      testDb.database.db
        .updateTable('users')
        .set({ tier, base_tier: tier })
        .where('email', '=', email)
        .execute();
    await setTier(LIVE_STATS_MIN_TIER);
    const client = await connect(`/api/live?token=${token}`);
    expect((await client.next('hello')).tier).toBe(LIVE_STATS_MIN_TIER);
    client.send({ type: 'subscribe', gameId: 101 });
    client.send({ type: 'subscribe', competitionId: 7 });
    await client.next('subscribed');
    await client.next('events');

    // Unchanged: nothing is sent.
    await stream.reauthorize();
    await setTier(1);
    await stream.reauthorize();
    expect(await client.next('hello')).toMatchObject({ type: 'hello', tier: 1 });
    const refusal = await client.next('error');
    expect(refusal).toMatchObject({ code: 'forbidden', gameId: 101 });
    expect(refusal.msg).toMatch(/tier 1/);
    const seen = client.messages.length;
    await advance(3000);
    expect(client.messages.slice(seen).filter((m) => m.type === 'events')).toEqual([]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);

    const signedOut = await h.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { 'x-auth-token': token },
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    await stream.reauthorize();
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.badToken.code,
      reason: LIVE_CLOSE_CODES.badToken.reason,
    });
  });

  it('closes with 4001 for a token that does not check out', async () => {
    const client = await connect('/api/live?token=not-a-token');
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.badToken.code,
      reason: LIVE_CLOSE_CODES.badToken.reason,
    });
  });

  it('answers each bad message with an error, and closes with 1008 after too many', async () => {
    const client = await connect();
    client.send('not json');
    expect(await client.next('error')).toMatchObject({ code: 'bad-message' });
    client.send({ type: 'subscribe' });
    expect((await client.next('error')).msg).toMatch(/exactly one/);
    for (let n = 2; n < LIVE_MAX_BAD_MESSAGES; n += 1) client.send({ type: 'nonsense' });
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.badMessages.code,
      reason: LIVE_CLOSE_CODES.badMessages.reason,
    });
    // Two were read above; the other eight came before the close.
    expect(client.drain('error')).toHaveLength(LIVE_MAX_BAD_MESSAGES - 2);
  });

  it('closes with 4008 a socket that stops reading', async () => {
    clock.advance(BIG_GAME.tipAt - clock.now().getTime());
    const client = await connect(`/api/live?token=${plusToken}`);
    client.send({ type: 'subscribe', gameId: BIG_GAME.gameId });
    await client.next('subscribed');
    const before = stream.openConnections();
    client.socket.pause();
    for (let step = 0; step < 200 && stream.openConnections() === before; step += 1) {
      await advance(100);
    }
    client.socket.resume();
    expect((await client.closed).code).toBe(LIVE_CLOSE_CODES.tooSlow.code);
  });

  it('sends heartbeats and cuts a client that does not answer pings', async () => {
    const lively = await connect();
    await lively.next('heartbeat', 10 * HEARTBEAT_MS);
    const silent = await TestClient.open(`${base}/api/live`, undefined, { autoPong: false });
    opened.push(silent);
    expect((await silent.closed).code).toBe(1006);
    expect(lively.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses other upgrade paths and too many sockets from one client', async () => {
    await expect(TestClient.open(`${base}/api/other`)).rejects.toThrow(/404/);
    const before = opened.filter((c) => c.socket.readyState === WebSocket.OPEN).length;
    const extra: TestClient[] = [];
    for (let n = before; n < 9; n += 1) extra.push(await connect());
    const refused = extra.at(-1);
    expect(await refused?.closed).toEqual({
      code: LIVE_CLOSE_CODES.tooMany.code,
      reason: LIVE_CLOSE_CODES.tooMany.reason,
    });
    for (const client of extra) client.close();
  });
});

describe('shutting the live stream down', () => {
  it('closes every socket with 1001 when the app closes', async () => {
    const app = await buildApp(testConfig(), {
      logger: false,
      live: { source: new FakeLiveSource([GAME]), tickMs: 'manual' },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const client = await TestClient.open(`${addressOf({ app })}/api/live`);
    await client.next('hello');
    const closing = app.close();
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.goingAway.code,
      reason: LIVE_CLOSE_CODES.goingAway.reason,
    });
    await closing;
  });

  it('leaves upgrades unserved without a live source', async () => {
    const app = await buildApp(testConfig(), { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect(app.liveStream).toBeNull();
    await expect(TestClient.open(`${addressOf({ app })}/api/live`)).rejects.toThrow();
    await app.close();
  });
});

vi.setConfig({ testTimeout: 10_000 });
