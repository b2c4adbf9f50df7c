import { describe, expect, it } from 'vitest';
import { gameSecond } from '@courtside/contract';
import { batchesOf, playInRealTime } from './real-time';
import type { LiveBatch } from './real-time';
import { simulateGame } from './simulate-game';
import { testGameSpec, testTeam } from './testing';

const GAME = simulateGame(
  testGameSpec(testTeam({ teamId: 1 }), testTeam({ teamId: 2 }), { seed: 4 }),
);

/** A fake monotonic clock: sleeping moves it forward, and records each wait. */
function fakeClock() {
  let time = 1000;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    sleep: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

async function collect(iterable: AsyncIterable<LiveBatch>): Promise<LiveBatch[]> {
  const out: LiveBatch[] = [];
  for await (const batch of iterable) out.push(batch);
  return out;
}

describe('batchesOf', () => {
  it('groups consecutive events of one clock reading and keeps every event in order', () => {
    const batches = batchesOf(GAME);
    expect(batches.flatMap((b) => b.events)).toEqual(GAME.events);
    for (const batch of batches) {
      const first = batch.events[0];
      expect(batch.events.every((e) => e.period === first?.period && e.clock === first.clock)).toBe(
        true,
      );
    }
    // A foul and its free throws share a clock reading: they come together.
    const foul = GAME.events.find((e) => e.type === 'foul' && e.freeThrows > 0);
    const batch = batches.find((b) => foul !== undefined && b.events.includes(foul));
    expect(batch?.events.some((e) => e.type === 'freeThrow')).toBe(true);
  });
});

describe('playInRealTime', () => {
  it('paces batches by the game clock divided by the speed', async () => {
    const clock = fakeClock();
    const batches = await collect(
      playInRealTime(GAME, { speed: 10, now: clock.now, sleep: clock.sleep }),
    );
    expect(batches).toEqual(batchesOf(GAME));
    const total = clock.waits.reduce((a, b) => a + b, 0);
    const seconds = gameSecond(GAME.format, GAME.periods, 0);
    expect(total).toBeCloseTo((seconds * 1000) / 10, 6);
    // The wait before each batch is the game time since the previous one, ÷ 10.
    const expected = batches
      .map(
        (batch, i) => (batch.gameSecond - (batches[i - 1]?.gameSecond ?? batch.gameSecond)) * 100,
      )
      .filter((ms) => ms > 0);
    expect(clock.waits).toHaveLength(expected.length);
    clock.waits.forEach((ms, i) => expect(ms).toBeCloseTo(expected[i] ?? -1, 6));
  });

  it('does not drift: a slow consumer only shortens the next wait', async () => {
    const clock = fakeClock();
    const iterator = playInRealTime(GAME, { speed: 1, now: clock.now, sleep: clock.sleep });
    const seen: LiveBatch[] = [];
    for await (const batch of iterator) {
      seen.push(batch);
      if (seen.length === 3) clock.advance(5_000);
      if (seen.length === 40) break;
    }
    const last = seen[seen.length - 1];
    const first = seen[0];
    // Wall time from the start equals game time of the last batch (or the consumer's delay).
    expect(clock.now() - 1000).toBeGreaterThanOrEqual(
      ((last?.gameSecond ?? 0) - (first?.gameSecond ?? 0)) * 1000,
    );
    expect(clock.now() - 1000).toBeLessThanOrEqual(
      ((last?.gameSecond ?? 0) - (first?.gameSecond ?? 0)) * 1000 + 5_000,
    );
  });

  it('stops when the signal aborts', async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const seen: LiveBatch[] = [];
    for await (const batch of playInRealTime(GAME, {
      speed: 50,
      now: clock.now,
      sleep: clock.sleep,
      signal: controller.signal,
    })) {
      seen.push(batch);
      if (seen.length === 5) controller.abort();
    }
    expect(seen).toHaveLength(5);
  });

  it('rejects a speed that is not a positive number', async () => {
    await expect(collect(playInRealTime(GAME, { speed: 0 }))).rejects.toThrow(/speed/);
    await expect(collect(playInRealTime(GAME, { speed: Number.NaN }))).rejects.toThrow(/speed/);
  });

  it('waits on real timers by default', async () => {
    const short = { ...GAME, events: GAME.events.slice(0, 30) };
    const start = performance.now();
    const batches = await collect(playInRealTime(short, { speed: 2000 }));
    expect(batches.flatMap((b) => b.events)).toHaveLength(30);
    const span = (batches.at(-1)?.gameSecond ?? 0) - (batches[0]?.gameSecond ?? 0);
    expect(performance.now() - start).toBeGreaterThanOrEqual((span * 1000) / 2000 - 5);
  });
});
