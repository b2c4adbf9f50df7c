import { existsSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, lowerBackgroundThreads } from './thread-priority';

const tids = (): Set<number> => new Set(readdirSync('/proc/self/task').map(Number));

describe.skipIf(!existsSync('/proc/self/task'))('lowerBackgroundThreads (Linux)', () => {
  it('lowers a new worker thread and leaves the request thread alone', async () => {
    const before = tids();
    const worker = new Worker('setInterval(() => undefined, 1000);', { eval: true });
    await new Promise((resolve) => worker.once('online', resolve));
    try {
      const added = [...tids()].filter((tid) => !before.has(tid));
      expect(added.length).toBeGreaterThan(0);
      const mainBefore = getPriority(process.pid);
      expect(lowerBackgroundThreads()).toBeGreaterThan(0);
      expect(getPriority(process.pid)).toBe(mainBefore);
      for (const tid of added) {
        if (tids().has(tid)) expect(getPriority(tid)).toBeGreaterThanOrEqual(BACKGROUND_NICENESS);
      }
      // Threads already low are left as they are.
      expect(lowerBackgroundThreads()).toBe(0);
    } finally {
      await worker.terminate();
    }
  });
});
