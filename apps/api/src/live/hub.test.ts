import type { LiveServerMessage } from '@courtside/contract/live';
import { describe, expect, it } from 'vitest';
import { InProcessLiveBus } from './bus';
import type { LiveSubscriber } from './hub';
import { LiveHub, liveDays } from './hub';
import type { FakeGame } from './testing/fake-source';
import { FakeLiveSource, ManualClock } from './testing/fake-source';
import { seqsOf } from './testing/test-client';

const START = Date.parse('2026-01-15T17:00:00.000Z');
const game = (
  gameId: number,
  competitionId: number,
  gameDate: string,
  tipIn: number,
): FakeGame => ({
  gameId,
  competitionId,
  gameDate,
  tipAt: START + tipIn,
  stepMs: 1000,
  eventCount: 40,
});
const GAMES = [
  game(101, 7, '20260115', 1000),
  game(102, 7, '20260116', 86_400_000),
  game(103, 7, '20260114', -86_400_000),
  game(201, 8, '20260115', 0),
];

class Recorder implements LiveSubscriber {
  readonly messages: LiveServerMessage[] = [];
  send(message: LiveServerMessage): void {
    this.messages.push(message);
  }
  types(): string[] {
    return this.messages.map((message) => message.type);
  }
}

function setup() {
  const clock = new ManualClock(START);
  const source = new FakeLiveSource(GAMES);
  const hub = new LiveHub({ source, now: clock.now });
  return { clock, source, hub };
}

describe('LiveHub', () => {
  it('names the live days in US Eastern time', () => {
    expect(liveDays(new Date('2026-01-16T03:00:00Z'))).toEqual(['20260115', '20260116']);
  });

  it("sends a game's events in order, each once, as the clock moves", async () => {
    const { clock, hub } = setup();
    const client = new Recorder();
    await hub.subscribeGame(client, 101);
    expect(client.types()).toEqual(['subscribed']);
    await hub.tick();
    expect(seqsOf(client.messages)).toEqual([]);
    clock.advance(1000);
    await hub.tick();
    clock.advance(3000);
    await hub.tick();
    await hub.tick();
    expect(seqsOf(client.messages)).toEqual([0, 1, 2, 3]);
    const last = client.messages.at(-1);
    expect(last?.type === 'events' && last.summary.lastSeq).toBe(3);
  });

  it('sends the backlog after afterSeq at once', async () => {
    const { clock, hub } = setup();
    clock.advance(10_000);
    const client = new Recorder();
    await hub.subscribeGame(client, 101, 4);
    expect(client.types()).toEqual(['subscribed', 'events']);
    expect(seqsOf(client.messages)).toEqual([5, 6, 7, 8, 9]);
  });

  it('answers not-found for a game the source does not know, and holds nothing', async () => {
    const { hub } = setup();
    const client = new Recorder();
    await hub.subscribeGame(client, 999);
    expect(client.messages).toEqual([
      expect.objectContaining({ type: 'error', code: 'not-found', gameId: 999 }),
    ]);
    expect(hub.subscriptionCount(client)).toBe(0);
  });

  it('polls only what is watched, once per tick', async () => {
    const { source, hub } = setup();
    await hub.tick();
    expect(source.calls).toEqual([]);
    const a = new Recorder();
    const b = new Recorder();
    await hub.subscribeGame(a, 101);
    await hub.subscribeGame(b, 101);
    source.calls.length = 0;
    await hub.tick();
    expect(source.calls).toEqual(['gameAt 101']);
    hub.drop(a);
    hub.drop(b);
    source.calls.length = 0;
    await hub.tick();
    expect(source.calls).toEqual([]);
  });

  it('fills in what a failed read of the source left out at the next tick', async () => {
    const { clock, source, hub } = setup();
    clock.advance(5000);
    const client = new Recorder();
    source.failNext = true;
    await hub.subscribeGame(client, 101);
    expect(client.types()).toEqual(['subscribed']);
    await hub.tick();
    expect(seqsOf(client.messages)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives no duplicates when two nodes on one bus both poll the game', async () => {
    const clock = new ManualClock(START);
    const bus = new InProcessLiveBus();
    const source = new FakeLiveSource(GAMES);
    const nodeA = new LiveHub({ source, bus, now: clock.now });
    const nodeB = new LiveHub({ source, bus, now: clock.now });
    const onA = new Recorder();
    const onB = new Recorder();
    await nodeA.subscribeGame(onA, 101);
    clock.advance(3000);
    await nodeB.subscribeGame(onB, 101);
    for (let step = 0; step < 5; step += 1) {
      clock.advance(1500);
      await nodeA.tick();
      await nodeB.tick();
    }
    const expected = Array.from({ length: 10 }, (_, seq) => seq);
    expect(seqsOf(onA.messages)).toEqual(expected);
    expect(seqsOf(onB.messages)).toEqual(expected);
  });

  it("sends a competition's games of today and tomorrow, then only those that changed", async () => {
    const { clock, hub } = setup();
    const client = new Recorder();
    await hub.subscribeCompetition(client, 7);
    expect(client.types()).toEqual(['subscribed', 'games']);
    const first = client.messages[1];
    expect(first?.type === 'games' && first.games.map((g) => g.gameId)).toEqual([101, 102]);
    await hub.tick();
    expect(client.types()).toEqual(['subscribed', 'games']);
    clock.advance(2000);
    await hub.tick();
    const change = client.messages[2];
    expect(change?.type === 'games' && change.games.map((g) => [g.gameId, g.lastSeq])).toEqual([
      [101, 1],
    ]);
  });

  it('stamps what it publishes with the wall clock, and not what it reads for one socket', async () => {
    const clock = new ManualClock(START);
    let wall = 1_700_000_000_000;
    const hub = new LiveHub({
      source: new FakeLiveSource(GAMES),
      now: clock.now,
      wallClock: () => wall,
    });
    const watcher = new Recorder();
    const lister = new Recorder();
    clock.advance(3000);
    await hub.subscribeGame(watcher, 101);
    await hub.subscribeCompetition(lister, 7);
    wall += 250;
    clock.advance(2000);
    await hub.tick();
    const stamps = (client: Recorder) =>
      client.messages.flatMap((message) =>
        message.type === 'events' || message.type === 'games' ? [message.sentAt ?? null] : [],
      );
    // The backlog (seqs 0-2) and the full list were read for the subscriber: no stamp. The
    // tick's batch (seqs 3-4) and the change it made were published at wall time 1_700_000_000_250.
    expect(seqsOf(watcher.messages)).toEqual([0, 1, 2, 3, 4]);
    expect(stamps(watcher)).toEqual([null, 1_700_000_000_250]);
    expect(stamps(lister)).toEqual([null, 1_700_000_000_250]);
  });

  it('hands every up-to-date socket the same message object of a batch and of a change', async () => {
    const { clock, hub } = setup();
    const [a, b] = [new Recorder(), new Recorder()];
    clock.advance(2000);
    await hub.subscribeGame(a, 101);
    await hub.subscribeGame(b, 101);
    await hub.subscribeCompetition(a, 7);
    await hub.subscribeCompetition(b, 7);
    clock.advance(2000);
    await hub.tick();
    const batchOf = (client: Recorder) => client.messages.filter((m) => m.type === 'events').at(-1);
    const changeOf = (client: Recorder) => client.messages.filter((m) => m.type === 'games').at(-1);
    expect(batchOf(a)).toBe(batchOf(b));
    expect(changeOf(a)).toBe(changeOf(b));
    expect(seqsOf(a.messages)).toEqual([0, 1, 2, 3]);
  });

  it('stops sending after unsubscribing', async () => {
    const { clock, hub } = setup();
    const client = new Recorder();
    await hub.subscribeGame(client, 101);
    expect(hub.unsubscribe(client, { gameId: 101 })).toBe(true);
    expect(hub.unsubscribe(client, { gameId: 101 })).toBe(false);
    clock.advance(5000);
    await hub.tick();
    expect(client.types()).toEqual(['subscribed']);
  });
});
