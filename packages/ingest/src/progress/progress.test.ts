import { describe, expect, it } from 'vitest';
import { createProgress, formatCount, formatDuration } from './progress';

function stream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, write: (text: string) => chunks.push(text), isTTY, columns: 80 };
}

describe('progress', () => {
  it('redraws one line with a bar, counts, rate and ETA on a terminal', () => {
    let now = 0;
    const out = stream(true);
    const bar = createProgress('games', 100, { stream: out, unit: 'games', now: () => now });
    now = 1000;
    bar.tick(25);
    expect(out.chunks).toHaveLength(1);
    expect(out.chunks[0]).toMatch(/^\rgames \[######\.{18}\] 25\/100 games 25 games\/s ETA 3\.0s/);
    now = 1050;
    bar.tick(1); // throttled: under 100 ms since the last draw
    expect(out.chunks).toHaveLength(1);
    now = 4000;
    bar.update(100);
    bar.finish();
    expect(out.chunks.at(-1)).toMatch(/^\rgames: 100 games in 4\.0s\s*\n$/);
  });

  it('prints plain lines every few seconds elsewhere', () => {
    let now = 0;
    const out = stream(false);
    const bar = createProgress('download x.parquet', 2048, {
      stream: out,
      unit: 'bytes',
      now: () => now,
    });
    now = 1000;
    bar.tick(1024);
    now = 2000;
    bar.tick(512); // within 5 s of the last line: nothing
    now = 7000;
    bar.tick(512);
    bar.finish('checked');
    expect(out.chunks).toEqual([
      'download x.parquet: 1.0 kB/2.0 kB 1.0 kB/s ETA 1.0s\n',
      'download x.parquet: 2.0 kB/2.0 kB 293 B/s\n',
      'download x.parquet: 2.0 kB in 7.0s (checked)\n',
    ]);
  });

  it('formats durations and counts', () => {
    expect(formatDuration(9.5)).toBe('9.5s');
    expect(formatDuration(75)).toBe('1m15s');
    expect(formatDuration(3725)).toBe('1h02m');
    expect(formatCount(1234567, 'events')).toBe('1,234,567');
    expect(formatCount(3 * 1024 * 1024, 'bytes')).toBe('3.0 MB');
  });
});
