import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDateTimeLocal, localTimeZone, toDateTimeLocal } from './datetime-local';

describe('datetime-local values ↔ ISO times', () => {
  // A zone with daylight saving, so the conversion is seen to use local time, not UTC.
  const previousZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = previousZone;
  });

  it('reads an input value as local wall-clock time', () => {
    expect(localTimeZone()).toBe('America/New_York');
    // EST (UTC-5) before the March change, EDT (UTC-4) after it.
    expect(fromDateTimeLocal('2026-03-01T12:00')).toBe('2026-03-01T17:00:00.000Z');
    expect(fromDateTimeLocal('2026-03-19T12:15')).toBe('2026-03-19T16:15:00.000Z');
    expect(fromDateTimeLocal('2026-03-19T12:15:30')).toBe('2026-03-19T16:15:30.000Z');
  });

  it('shows an ISO time in local time, to the minute', () => {
    expect(toDateTimeLocal('2026-03-19T16:15:42.000Z')).toBe('2026-03-19T12:15');
    expect(toDateTimeLocal('2026-01-01T03:00:00+00:00')).toBe('2025-12-31T22:00');
    expect(toDateTimeLocal(fromDateTimeLocal('2026-11-01T08:05'))).toBe('2026-11-01T08:05');
  });

  it('maps empty and unreadable values to no time', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('2026-03-19')).toBeNull();
    expect(fromDateTimeLocal('soon')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('not a time')).toBe('');
  });

  it('keeps years before 100 as they are', () => {
    expect(fromDateTimeLocal('0099-06-01T00:00')?.startsWith('0099-06-01')).toBe(true);
  });
});
