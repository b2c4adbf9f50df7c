/**
 * Plays a finished canonical game back as if it were live, for live game screens: an async
 * iterable of event batches paced by the game clock. Events that share a clock reading (a foul,
 * its free throws, the substitutions around them — the dead-ball moments) come out together as
 * one batch; between batches the wall clock waits as long as the game clock ran, divided by
 * `speed`. Period breaks take no time (the game clock does not run).
 *
 * Waiting is scheduled against the start (batch k is due at start + gameSeconds_k / speed), not
 * from batch to batch, so slow consumers and timer jitter do not add up to drift. `now` and
 * `sleep` can be injected (tests use a fake clock). An aborted `signal` ends the iteration.
 */
import { gameSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent } from '@courtside/contract';

export interface RealTimeOptions {
  /** Game seconds per wall-clock second (1 = real time, 10 = ten times faster). */
  readonly speed?: number;
  readonly signal?: AbortSignal;
  /** Milliseconds on a monotonic clock. */
  readonly now?: () => number;
  /** Resolves after `ms` milliseconds (or earlier when `signal` aborts). */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface LiveBatch {
  /** Game seconds since the opening tip at which the batch happens. */
  readonly gameSecond: number;
  readonly events: readonly GameEvent[];
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted === true) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Read through a call: TypeScript would otherwise keep an `aborted` narrowed across awaits. */
function aborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** Consecutive events at one clock reading of one period, in game order. */
export function batchesOf(game: CanonicalGame): LiveBatch[] {
  const batches: Array<{ gameSecond: number; events: GameEvent[] }> = [];
  let last: GameEvent | undefined;
  for (const event of game.events) {
    const current = batches[batches.length - 1];
    if (current !== undefined && last?.period === event.period && last.clock === event.clock) {
      current.events.push(event);
    } else {
      batches.push({
        gameSecond: gameSecond(game.format, event.period, event.clock),
        events: [event],
      });
    }
    last = event;
  }
  return batches;
}

export async function* playInRealTime(
  game: CanonicalGame,
  options: RealTimeOptions = {},
): AsyncGenerator<LiveBatch, void, undefined> {
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new RangeError(`speed must be a positive number, got ${speed}`);
  }
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? defaultSleep;
  const { signal } = options;
  const batches = batchesOf(game);
  const first = batches[0]?.gameSecond ?? 0;
  const start = now();
  for (const batch of batches) {
    if (aborted(signal)) return;
    const due = start + ((batch.gameSecond - first) * 1000) / speed;
    const wait = due - now();
    if (wait > 0) await sleep(wait, signal);
    if (aborted(signal)) return;
    yield batch;
  }
}
