/**
 * The request thread first: on Linux, which keeps a nice value per thread, every other thread
 * of the server (compute workers, DuckDB's threads, libuv's pool running queries, gzip and
 * brotli, V8's helpers) is set to a lower priority, so that when cores are short the thread
 * that sends cached answers and refusals gets one before the work of uncached answers does.
 * Threads inherit their creator's priority but pools start threads as they need them, so the
 * sweep repeats. Elsewhere than Linux it does nothing.
 */
import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The niceness of every thread but the request thread (which keeps the process's). */
export const BACKGROUND_NICENESS = 10;
const SWEEP_INTERVAL_MS = 1000;

/** Lowers every thread of this process but the main one; returns how many it changed. */
export function lowerBackgroundThreads(niceness = BACKGROUND_NICENESS): number {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let changed = 0;
  for (const entry of tids) {
    const tid = Number(entry);
    if (tid === process.pid || !Number.isInteger(tid)) continue;
    try {
      if (getPriority(tid) >= niceness) continue;
      setPriority(tid, niceness);
      changed += 1;
    } catch {
      // The thread ended between the listing and the call.
    }
  }
  return changed;
}

/** Sweeps now and every second until the returned function is called. */
export function keepBackgroundThreadsLow(): () => void {
  lowerBackgroundThreads();
  const timer = setInterval(() => lowerBackgroundThreads(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
