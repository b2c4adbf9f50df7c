/**
 * Two API nodes sharing one source and one NATS server, with clients on both: whichever nodes
 * poll, and however their ticks interleave, every client gets every event of its game once, in
 * order.
 */
import type { LiveServerMessage } from '@courtside/contract/live';
import { LIVE_STATS_MIN_TIER } from '@courtside/contract/live';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountsHarness } from '../accounts/testing/harness';
import { createHarness, uniqueEmail } from '../accounts/testing/harness';
import type { TestDatabase } from '../accounts/testing/test-databases';
import { createTestDatabase } from '../accounts/testing/test-databases';
import type { NatsLiveBus } from './nats-bus';
import { connectNatsLiveBus } from './nats-bus';
import type { LiveStreamServer } from './stream-server';
import type { FakeGame } from './testing/fake-source';
import { FakeLiveSource, ManualClock } from './testing/fake-source';
import { TEST_NATS_URL, natsAnswers, recordingLog, uniqueSubjectPrefix } from './testing/nats';
import { TestClient, seqsOf } from './testing/test-client';

const START = Date.parse('2026-01-15T17:00:00.000Z');
const game = (gameId: number): FakeGame => ({
  gameId,
  competitionId: 7,
  gameDate: '20260115',
  tipAt: START,
  stepMs: 1000,
  eventCount: 400,
});
const SOLO = game(301);
const SHARED = game(302);

interface Node {
  readonly harness: AccountsHarness;
  readonly bus: NatsLiveBus;
  readonly stream: LiveStreamServer;
  readonly base: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** Reads the client's events until the game's event `lastSeq`, then checks nothing follows. */
async function eventsUntil(client: TestClient, lastSeq: number): Promise<number[]> {
  while ((seqsOf(client.messages).at(-1) ?? -1) < lastSeq) await client.next('events');
  // The server answers in order: a duplicate sent before the pong would be read by now.
  client.send({ type: 'ping' });
  await client.next('pong');
  return seqsOf(client.messages);
}

const available = await natsAnswers();

describe.skipIf(!available)(
  `the live stream on two nodes over NATS (${TEST_NATS_URL}; skipped when it does not answer)`,
  () => {
    const clock = new ManualClock(START);
    const source = new FakeLiveSource([SOLO, SHARED]);
    const prefix = uniqueSubjectPrefix();
    const opened: TestClient[] = [];
    const nodes: Node[] = [];
    let testDb: TestDatabase;
    let token: string;

    const startNode = async (name: string): Promise<Node> => {
      const bus = await connectNatsLiveBus({
        url: TEST_NATS_URL,
        log: recordingLog(),
        name,
        subjectPrefix: prefix,
      });
      const harness = await createHarness(testDb, {
        live: { source, bus, now: clock.now, tickMs: 'manual' },
      });
      nodes.push({ harness, bus, stream: harness.app.liveStream as LiveStreamServer, base: '' });
      await harness.app.listen({ host: '127.0.0.1', port: 0 });
      const address = harness.app.server.address();
      const stream = harness.app.liveStream;
      if (typeof address !== 'object' || address === null || stream === null) {
        throw new Error(`node ${name} is not serving the live stream`);
      }
      const node = { harness, bus, stream, base: `ws://127.0.0.1:${address.port}` };
      nodes[nodes.length - 1] = node;
      return node;
    };

    /** A tier-2 client on the node, subscribed to the game and past its backlog. */
    const watch = async (node: Node, gameId: number, afterSeq?: number) => {
      const client = await TestClient.open(`${node.base}/api/live?token=${token}`);
      opened.push(client);
      expect((await client.next('hello')).tier).toBe(LIVE_STATS_MIN_TIER);
      client.send({ type: 'subscribe', gameId, ...(afterSeq === undefined ? {} : { afterSeq }) });
      await client.next('subscribed');
      return client;
    };

    /** Every subscription made so far has reached the NATS server. */
    const flushAll = async () => {
      for (const node of nodes) await node.bus.flush();
    };

    beforeAll(async () => {
      testDb = await createTestDatabase('pglite');
      const [a] = [await startNode('test-node-a'), await startNode('test-node-b')];
      const email = uniqueEmail('plus');
      token = (await a.harness.verifiedUser(email)).token;
      await testDb.database.db
        .updateTable('users')
        .set({ tier: LIVE_STATS_MIN_TIER, base_tier: LIVE_STATS_MIN_TIER })
        .where('email', '=', email)
        .execute();
    }, 30_000);

    afterAll(async () => {
      for (const client of opened) client.socket.terminate();
      for (const node of nodes) await node.harness.close();
      await testDb?.dispose();
    });

    it("hands node A's polls to node B's clients when only A polls", async () => {
      const [a, b] = nodes as [Node, Node];
      const onA = await watch(a, SOLO.gameId);
      const onB = [await watch(b, SOLO.gameId), await watch(b, SOLO.gameId)];
      await flushAll();
      const before = source.calls.length;
      for (let step = 0; step < 30; step += 1) {
        clock.advance(1000 + (step % 3) * 700);
        await a.stream.hub.tick();
      }
      // One read of the game per tick, all by A: B only relays.
      expect(source.calls.slice(before)).toEqual(Array(30).fill(`gameAt ${SOLO.gameId}`));
      const last = source.played(SOLO, clock.now()) - 1;
      expect(last).toBeGreaterThan(40);
      for (const client of [onA, ...onB]) {
        expect(await eventsUntil(client, last)).toEqual(range(0, last + 1));
      }
    });

    it('gives every client each event once when both nodes poll, in any interleaving', async () => {
      const [a, b] = nodes as [Node, Node];
      const clients = [await watch(a, SHARED.gameId), await watch(b, SHARED.gameId)];
      await flushAll();
      const tickers = [
        () => a.stream.hub.tick(),
        () => b.stream.hub.tick(),
        () => Promise.all([a.stream.hub.tick(), b.stream.hub.tick()]),
        () => Promise.all([b.stream.hub.tick(), a.stream.hub.tick()]),
      ];
      let late: TestClient | null = null;
      let lateFrom = -1;
      for (let step = 0; step < 40; step += 1) {
        clock.advance(500 + ((step * 7) % 5) * 400);
        await tickers[(step * 5) % tickers.length]?.();
        if (step === 15) {
          // A client resuming mid-game on B, while both keep publishing.
          lateFrom = source.played(SHARED, clock.now()) - 10;
          late = await watch(b, SHARED.gameId, lateFrom);
          await b.bus.flush();
        }
      }
      // A last poll by both, so a node that missed a batch has filled it in.
      await Promise.all([a.stream.hub.tick(), b.stream.hub.tick()]);
      const last = source.played(SHARED, clock.now()) - 1;
      for (const client of clients) {
        expect(await eventsUntil(client, last)).toEqual(range(0, last + 1));
      }
      if (late === null) throw new Error('the late client never subscribed');
      expect(await eventsUntil(late, last)).toEqual(range(lateFrom + 1, last + 1));
      const kinds = new Set(
        clients.flatMap((c) => c.messages.map((m: LiveServerMessage) => m.type)),
      );
      expect(kinds.has('error')).toBe(false);
    });
  },
);

vi.setConfig({ testTimeout: 10_000 });
