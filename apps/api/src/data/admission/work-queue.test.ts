import { describe, expect, it } from 'vitest';
import type { SessionWork } from '@courtside/warehouse';
import { QueueFullError, WorkAbortedError, WorkQueue, WorkTimeoutError } from './work-queue';

/** Work that runs until the test finishes it, or it is interrupted (unless `stuck`). */
function gatedWork({ stuck = false } = {}) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const started: string[] = [];
  const interrupted: string[] = [];
  const start = (name: string) => (): SessionWork<string> => {
    started.push(name);
    const result = new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    return {
      result,
      interrupt: () => {
        interrupted.push(name);
        if (!stuck) fail(new Error('interrupted'));
      },
    };
  };
  return { start, started, interrupted, finish: (value: string) => finish(value) };
}

describe('WorkQueue', () => {
  it('runs up to its concurrency, queues up to its bound and refuses the rest at once', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 10_000 });
    const gate = gatedWork();
    const first = queue.run(gate.start('first'));
    expect(queue.full).toBe(false);
    const second = queue.run(gate.start('second'));
    expect(queue.full).toBe(true);
    const third = queue.run(gate.start('third'));
    await expect(third.answer).rejects.toBeInstanceOf(QueueFullError);
    expect(gate.started).toEqual(['first']);
    expect([queue.active, queue.queued]).toEqual([1, 1]);
    gate.finish('one');
    expect(await first.answer).toBe('one');
    await first.stopped;
    expect(gate.started).toEqual(['first', 'second']);
    expect(queue.full).toBe(false);
    gate.finish('two');
    expect(await second.answer).toBe('two');
    await second.stopped;
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('times out running work, interrupts it, and frees its slot only once it has stopped', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 0, timeoutMs: 50 });
    const gate = gatedWork();
    const work = queue.run(gate.start('slow'));
    await expect(work.answer).rejects.toBeInstanceOf(WorkTimeoutError);
    expect(gate.interrupted).toEqual(['slow']);
    await work.stopped;
    expect(queue.active).toBe(0);
  });

  it('times out work that waited too long for a slot without starting it', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 50 });
    // Running work that an interrupt does not stop (JavaScript between two queries) keeps its slot.
    const running = gatedWork({ stuck: true });
    const first = queue.run(running.start('first'));
    const firstRefused = expect(first.answer).rejects.toBeInstanceOf(WorkTimeoutError);
    const waiting = gatedWork();
    const second = queue.run(waiting.start('second'));
    await expect(second.answer).rejects.toBeInstanceOf(WorkTimeoutError);
    await firstRefused;
    expect(waiting.started).toEqual([]);
    expect(queue.active).toBe(1);
    running.finish('late');
    await first.stopped;
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('takes queued work out when its client goes away, and lets running work finish', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 4, timeoutMs: 10_000 });
    const running = gatedWork();
    const runningGone = new AbortController();
    const first = queue.run(running.start('first'), runningGone.signal);
    const waiting = gatedWork();
    const queuedGone = new AbortController();
    const second = queue.run(waiting.start('second'), queuedGone.signal);
    queuedGone.abort();
    await expect(second.answer).rejects.toBeInstanceOf(WorkAbortedError);
    await second.stopped;
    expect(queue.queued).toBe(0);
    runningGone.abort();
    running.finish('done');
    expect(await first.answer).toBe('done');
    expect(running.interrupted).toEqual([]);
    await first.stopped;
    expect(waiting.started).toEqual([]);
    expect(queue.active).toBe(0);
  });
});
