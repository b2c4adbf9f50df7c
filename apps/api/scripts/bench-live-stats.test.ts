import { describe, expect, it } from 'vitest';
import {
  SeqCheck,
  clockShiftMinutes,
  easternMinutes,
  latencySummary,
  nearestRank,
  spread,
} from './bench-live-stats';

describe('latency summary', () => {
  it('gives nearest-rank percentiles whatever the order', () => {
    // 1..20 shuffled: p50 = the 10th value, p95 the 19th, p99 the 20th.
    const values = [7, 20, 1, 14, 3, 18, 9, 12, 5, 16, 2, 19, 11, 8, 4, 15, 6, 13, 10, 17];
    expect(latencySummary(values)).toEqual({ count: 20, p50: 10, p95: 19, p99: 20, max: 20 });
    expect(nearestRank([5], 99)).toBe(5);
    expect(nearestRank([1, 2, 3, 4], 0)).toBe(1);
  });

  it('is zeros for no values', () => {
    expect(latencySummary([])).toEqual({ count: 0, p50: 0, p95: 0, p99: 0, max: 0 });
  });
});

describe('SeqCheck', () => {
  it('passes 0, 1, 2 … in batches', () => {
    const check = new SeqCheck();
    check.add([0, 1, 2]);
    check.add([3]);
    check.add([4, 5]);
    expect(check).toMatchObject({ last: 5, lost: 0, duplicated: 0, received: 6 });
  });

  it('counts skipped seqs as lost, a late start included', () => {
    const check = new SeqCheck();
    check.add([2, 3]);
    check.add([6]);
    expect(check).toMatchObject({ last: 6, lost: 4, duplicated: 0 });
  });

  it('counts seqs seen again, or coming after a later one, as duplicated', () => {
    const check = new SeqCheck();
    check.add([0, 1, 2]);
    check.add([2, 3]);
    check.add([1]);
    expect(check).toMatchObject({ last: 3, lost: 0, duplicated: 2, received: 6 });
  });
});

describe('clock shift', () => {
  // 2026-12-07 is standard time in New York: UTC−5.
  const at = (iso: string) => new Date(iso);

  it('reads US Eastern minutes after midnight, daylight saving included', () => {
    expect(easternMinutes(at('2026-12-07T21:04:00Z'))).toBe(16 * 60 + 4);
    expect(easternMinutes(at('2026-07-01T00:30:00Z'))).toBe(20 * 60 + 30);
    expect(easternMinutes(at('2026-12-08T05:00:00Z'))).toBe(0);
  });

  it('shifts to the target the nearer way round', () => {
    // 16:04 ET → 20:02 ET: 238 minutes on.
    expect(clockShiftMinutes(at('2026-12-07T21:04:00Z'), 1202)).toBe(238);
    // 23:50 ET → 20:02 ET: 228 minutes back rather than 1,212 on.
    expect(clockShiftMinutes(at('2026-12-08T04:50:00Z'), 1202)).toBe(-228);
    // 08:02 ET → 20:02 ET: exactly half a day, either way; forward.
    expect(clockShiftMinutes(at('2026-12-07T13:02:00Z'), 1202)).toBe(720);
    expect(clockShiftMinutes(at('2026-12-08T01:02:00Z'), 1202)).toBe(0);
  });
});

describe('spread', () => {
  it('deals items over the slots in turn', () => {
    expect(spread(5, ['a', 'b'])).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(spread(2, ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(spread(3, [])).toEqual([]);
  });
});
