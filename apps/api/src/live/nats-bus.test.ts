import type { NatsConnection } from 'nats';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import type { LiveGameBatch, LiveGamesChange } from './bus';
import type { NatsLiveBus } from './nats-bus';
import { connectNatsLiveBus, natsConnectionOptions, startNatsLiveBus } from './nats-bus';
import type { FakeGame } from './testing/fake-source';
import { FakeLiveSource, fakeEvent } from './testing/fake-source';
import {
  TEST_NATS_URL,
  natsAnswers,
  recordingLog,
  testNatsServer,
  uniqueSubjectPrefix,
} from './testing/nats';

const START = Date.parse('2026-01-15T17:00:00.000Z');
const GAME: FakeGame = {
  gameId: 101,
  competitionId: 7,
  gameDate: '20260115',
  tipAt: START,
  stepMs: 1000,
  eventCount: 400,
};
const source = new FakeLiveSource([GAME]);
/** A publishing hub's send stamp (epoch ms). */
const STAMP = 1_768_496_400_000;

/** Events `from`..`to - 1` of a game, and the game after them. */
function batchOf(from: number, to: number, game: FakeGame = GAME): LiveGameBatch {
  const events = Array.from({ length: to - from }, (_, index) => fakeEvent(game, from + index));
  const summary = source.summary(game, new Date(game.tipAt + (to - 1) * game.stepMs));
  return { gameId: game.gameId, events, summary };
}

const seqs = (batches: readonly LiveGameBatch[]) =>
  batches.flatMap((batch) => batch.events.map((event) => event.seq));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

const available = await natsAnswers();

describe.skipIf(!available)(
  `the NATS live bus between two nodes (NATS at ${TEST_NATS_URL}; skipped when it does not answer)`,
  () => {
    const prefix = uniqueSubjectPrefix();
    const logA = recordingLog();
    const logB = recordingLog();
    let a: NatsLiveBus;
    let b: NatsLiveBus;
    let raw: NatsConnection;

    /** Once both have flushed, every message A published has reached B. */
    const settle = async () => {
      await a.flush();
      await raw.flush();
      await b.flush();
    };

    beforeAll(async () => {
      a = await connectNatsLiveBus({
        url: TEST_NATS_URL,
        log: logA,
        name: 'test-a',
        subjectPrefix: prefix,
      });
      b = await connectNatsLiveBus({
        url: TEST_NATS_URL,
        log: logB,
        name: 'test-b',
        subjectPrefix: prefix,
      });
      raw = await connect({ servers: testNatsServer() });
    });

    afterAll(async () => {
      await a?.close();
      await b?.close();
      await raw?.drain();
    });

    it('delivers game batches to the other node in publish order, and to its own once', async () => {
      const onB: LiveGameBatch[] = [];
      const onA: LiveGameBatch[] = [];
      const stopB = b.onGame(GAME.gameId, (batch) => onB.push(batch));
      const stopA = a.onGame(GAME.gameId, (batch) => onA.push(batch));
      await b.flush();
      for (let from = 0; from < 60; from += 5) {
        a.publishGame({ ...batchOf(from, from + 5), sentAt: STAMP + from });
      }
      await settle();
      expect(seqs(onB)).toEqual(range(0, 60));
      // The publisher's stamp travels with the batch.
      expect(onB[0]).toEqual({ ...batchOf(0, 5), sentAt: STAMP });
      expect(onB[1]?.sentAt).toBe(STAMP + 5);
      // Heard locally, not echoed back by the server as well.
      expect(seqs(onA)).toEqual(range(0, 60));
      stopA();
      stopB();
    });

    it('delivers competition changes', async () => {
      const changes: LiveGamesChange[] = [];
      const stop = b.onCompetition(GAME.competitionId, (change) => changes.push(change));
      await b.flush();
      const change = {
        competitionId: GAME.competitionId,
        games: [source.summary(GAME, new Date(START + 5000))],
        sentAt: STAMP,
      };
      a.publishGames(change);
      a.publishGames({ competitionId: GAME.competitionId + 1, games: [] });
      await settle();
      expect(changes).toEqual([change]);
      stop();
    });

    it('stops delivering to a listener that left, and unsubscribes with the last one', async () => {
      const first: LiveGameBatch[] = [];
      const second: LiveGameBatch[] = [];
      const stopFirst = b.onGame(GAME.gameId, (batch) => first.push(batch));
      const stopSecond = b.onGame(GAME.gameId, (batch) => second.push(batch));
      await b.flush();
      a.publishGame(batchOf(0, 2));
      await settle();
      stopFirst();
      stopFirst();
      a.publishGame(batchOf(2, 4));
      await settle();
      stopSecond();
      await b.flush();
      a.publishGame(batchOf(4, 6));
      await settle();
      expect(seqs(first)).toEqual([0, 1]);
      expect(seqs(second)).toEqual([0, 1, 2, 3]);
    });

    it('drops and logs messages that are not valid batches of their subject', async () => {
      const heard: LiveGameBatch[] = [];
      const changes: LiveGamesChange[] = [];
      const stop = b.onGame(GAME.gameId, (batch) => heard.push(batch));
      const stopCompetition = b.onCompetition(GAME.competitionId, (c) => changes.push(c));
      await b.flush();
      const subject = `${prefix}.game.${GAME.gameId}`;
      const other = { ...GAME, gameId: 202 };
      const gap = batchOf(0, 4);
      const bad: unknown[] = [
        {},
        { ...batchOf(0, 2), events: [{ seq: 0 }] },
        batchOf(0, 2, other),
        { ...batchOf(0, 2), gameId: other.gameId },
        { ...gap, events: [gap.events[0], gap.events[2]] },
        null,
      ];
      raw.publish(subject, 'not json');
      raw.publish(subject, new Uint8Array([0xff, 0xfe, 0x00]));
      for (const payload of bad) raw.publish(subject, JSON.stringify(payload));
      raw.publish(`${prefix}.competition.${GAME.competitionId}`, JSON.stringify({ games: 3 }));
      raw.publish(subject, JSON.stringify(batchOf(0, 3)));
      await settle();
      expect(heard).toEqual([batchOf(0, 3)]);
      expect(changes).toEqual([]);
      const warned = logB.lines.filter((line) => line.message.startsWith('Dropped'));
      // One line per subject at first; later drops are counted into the next one.
      expect(warned).toHaveLength(2);
      expect(warned[0]?.details).toMatchObject({ subject, reason: 'not JSON', dropped: 1 });
      stop();
      stopCompetition();
    });

    it('splits a batch over the server payload limit into runs that arrive in order', async () => {
      const big: FakeGame = { ...GAME, gameId: 103, padding: 8000 };
      const heard: LiveGameBatch[] = [];
      const stop = b.onGame(big.gameId, (batch) => heard.push(batch));
      await b.flush();
      const batch = batchOf(0, 400, big);
      expect(JSON.stringify(batch).length).toBeGreaterThan(1024 * 1024);
      a.publishGame(batch);
      await settle();
      expect(heard.length).toBeGreaterThan(1);
      expect(seqs(heard)).toEqual(range(0, 400));
      expect(heard.every((part) => part.summary.lastSeq === 399)).toBe(true);
      stop();
    });

    it('keeps a listener that throws from stopping the others', async () => {
      const heard: LiveGameBatch[] = [];
      const stopBad = b.onGame(GAME.gameId, () => {
        throw new Error('listener bug');
      });
      const stop = b.onGame(GAME.gameId, (batch) => heard.push(batch));
      await b.flush();
      a.publishGame(batchOf(0, 1));
      a.publishGame(batchOf(1, 2));
      await settle();
      expect(seqs(heard)).toEqual([0, 1]);
      expect(logB.lines.some((line) => line.message === 'A live bus listener failed')).toBe(true);
      stopBad();
      stop();
    });

    it('closes idempotently, and keeps working in process after closing', async () => {
      const bus = await connectNatsLiveBus({
        url: TEST_NATS_URL,
        log: recordingLog(),
        subjectPrefix: prefix,
      });
      await bus.close();
      await bus.close();
      const heard: LiveGameBatch[] = [];
      bus.onGame(GAME.gameId, (batch) => heard.push(batch));
      bus.publishGame(batchOf(0, 1));
      expect(seqs(heard)).toEqual([0]);
    });
  },
);

describe('starting the NATS live bus', () => {
  it.each([
    ['nats://127.0.0.1', { servers: '127.0.0.1:4222' }],
    ['tls://nats.example:4443', { servers: 'nats.example:4443', tls: {} }],
    ['nats://s%40cret-token@h:4222', { servers: 'h:4222', token: 's@cret-token' }],
    ['tls://live:p%3Ass@h', { servers: 'h:4222', tls: {}, user: 'live', pass: 'p:ss' }],
  ])('reads %s as the client options', (url, expected) => {
    expect(natsConnectionOptions(url)).toEqual(expected);
  });

  it('fails with one line, without the URL, when no server answers', async () => {
    const log = recordingLog();
    const start = startNatsLiveBus({
      url: 'nats://secret-user:secret-pass@127.0.0.1:1',
      log,
      boundMs: 0,
    });
    await expect(start).rejects.toBeInstanceOf(StartupError);
    const error = await start.catch((caught: unknown) => caught);
    const message = error instanceof Error ? error.message : '';
    expect(message).toMatch(/^Cannot connect to the NATS server \(NATS_URL\): \S/);
    expect(message).not.toMatch(/secret|\n/);
  });
});
