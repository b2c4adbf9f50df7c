/**
 * Where a demo build's game pipeline spends its time, for `npm run bench:demo`: CPU time of the
 * thread doing each stage (simulate, derive, write), summed over threads, and the moments the
 * games started and were all stored (the inserts into DuckDB run beside the stages, on its own
 * threads: their CPU is the rest of the process's CPU between the two moments). Node has no
 * per-thread CPU clock before version 23 (`process.cpuUsage` counts the whole process, every
 * thread), so each thread reads its own from Linux's /proc/thread-self/schedstat (nanoseconds on
 * the CPU); elsewhere the clock falls back to wall time, which a busy machine inflates.
 * Reading it costs a few microseconds, against milliseconds per game.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** `other`: the rest of a worker thread's time (messages, garbage collection between games). */
export const PIPELINE_STAGES = ['simulate', 'derive', 'write', 'other'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
/** Milliseconds per stage. */
export type StageTimes = Record<PipelineStage, number>;

export const noStageTimes = (): StageTimes => ({ simulate: 0, derive: 0, write: 0, other: 0 });

export function addStageTimes(into: StageTimes, add: StageTimes): void {
  for (const stage of PIPELINE_STAGES) into[stage] += add[stage];
}

/** This thread's scheduler statistics (the link resolves to its own task entry), or null. */
function openThreadStat(): number | null {
  try {
    return openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
}

/** A clock of the calling thread's CPU time in milliseconds (see the top of the file). */
export class ThreadClock {
  private readonly fd: number | null;
  private readonly buffer = Buffer.alloc(128);
  /** True when the clock measures CPU time, false when it fell back to wall time. */
  readonly cpu: boolean;

  constructor() {
    const fd = openThreadStat();
    this.fd = fd !== null && Number.isFinite(this.read(fd)) ? fd : null;
    if (fd !== null && this.fd === null) closeSync(fd);
    this.cpu = this.fd !== null;
  }

  now(): number {
    return this.fd === null ? performance.now() : this.read(this.fd);
  }

  /** The thread's CPU milliseconds: the first field of schedstat, in nanoseconds. */
  private read(fd: number): number {
    const length = readSync(fd, this.buffer, 0, this.buffer.length, 0);
    const text = this.buffer.toString('latin1', 0, length);
    return Number(text.slice(0, text.indexOf(' '))) / 1e6;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
  }
}

/**
 * What this process's game runners measured since the last `reset`. A module-level tally so a
 * benchmark can read it around `buildDemoWarehouse` without the build passing it through.
 */
export interface Moment {
  readonly wall: number;
  readonly cpu: number;
}

/** performance.now() and the process's CPU milliseconds so far (all threads). */
export function moment(): Moment {
  const cpu = process.cpuUsage();
  return { wall: performance.now(), cpu: (cpu.user + cpu.system) / 1000 };
}

export const demoPipelineTimes = {
  times: noStageTimes(),
  /** Wall milliseconds from the last game played to its rows all inserted (summed). */
  tailWall: 0,
  /** False when some thread timed by the wall instead (see ThreadClock). */
  cpuClock: true,
  /**
   * When the first game was handed out, and when the last competition's game rows were all in
   * its warehouse: performance.now() and the process's CPU milliseconds (all threads).
   */
  firstGameAt: null as Moment | null,
  gamesStoredAt: null as Moment | null,
  reset(): void {
    this.times = noStageTimes();
    this.tailWall = 0;
    this.cpuClock = true;
    this.firstGameAt = null;
    this.gamesStoredAt = null;
  },
};
