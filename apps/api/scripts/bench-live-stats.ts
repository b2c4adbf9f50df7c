/**
 * The pure arithmetic of `npm run bench:live`: latency percentiles, each client's seq check, and
 * the clock shift that puts the servers' day just after a tip slot.
 */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** The nearest-rank percentile `p` (0-100] of ascending values; 0 when there are none. */
export function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

/** Nearest-rank percentiles of a list of milliseconds (in any order); zeros when empty. */
export function latencySummary(values: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  return {
    count: list.length,
    p50: nearestRank(list, 50),
    p95: nearestRank(list, 95),
    p99: nearestRank(list, 99),
    max: list.at(-1) ?? 0,
  };
}

/**
 * One client's view of a game's seqs, fed batch by batch in the order they arrived: it must see
 * 0, 1, 2 … each once. A seq past the next one expected counts the ones skipped as lost; a seq at
 * or below the last one seen counts as duplicated.
 */
export class SeqCheck {
  /** The last seq seen: at first the one the client resumed after (−1: from the start). */
  last: number;
  lost = 0;
  duplicated = 0;
  received = 0;

  constructor(afterSeq = -1) {
    this.last = afterSeq;
  }

  add(seqs: readonly number[]): void {
    for (const seq of seqs) {
      this.received += 1;
      if (seq <= this.last) {
        this.duplicated += 1;
        continue;
      }
      this.lost += seq - this.last - 1;
      this.last = seq;
    }
  }
}

/** US Eastern minutes after midnight at `now` (the live calendar's zone). */
export function easternMinutes(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * LIVE_CLOCK_SHIFT_MINUTES that makes the servers' US Eastern time `targetMinutes` after midnight
 * now (e.g. 20:02 = 1202), the nearer way round: between −720 and 720.
 */
export function clockShiftMinutes(now: Date, targetMinutes: number): number {
  const shift = (((targetMinutes - easternMinutes(now)) % 1440) + 1440) % 1440;
  return shift > 720 ? shift - 1440 : shift;
}

/** Spreads `count` items over `slots` as evenly as can be: item i goes to slot i mod slots. */
export function spread<T>(count: number, slots: readonly T[]): T[] {
  if (slots.length === 0) return [];
  return Array.from({ length: count }, (_, index) => slots[index % slots.length] as T);
}
