import { BANNER_CUTOFF_DATE, type UserType } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { bannersToShow, easternDateOf } from './banner-rule';

const MARCH_MADNESS = [{ kind: 'marchMadness', durationMs: 18_000 }];
const FREE_TIER_THEN_SURVEY = [
  { kind: 'freeTier', durationMs: 12_000 },
  { kind: 'surveyFreeWeek', durationMs: 22_000 },
];

// 2025-03-24 00:00 in New York is 04:00 UTC (daylight time began on March 9).
const LAST_SECOND_BEFORE = new Date('2025-03-24T03:59:59.999Z');
const FIRST_MOMENT_OF_CUTOFF_DAY = new Date('2025-03-24T04:00:00.000Z');
const LATE_ON_CUTOFF_DAY = new Date('2025-03-25T03:59:00.000Z');
const DAY_BEFORE = new Date('2025-03-23T17:00:00.000Z');
const LONG_AFTER = new Date('2026-12-07T21:00:00.000Z');

const TIERS = [0, 1, 2, 3] as const;
const USER_TYPES: (UserType | undefined)[] = ['fan', 'team', undefined];

const rule = (
  now: Date,
  tierValue: number,
  userType: UserType | undefined,
  surveyAnswered = false,
) => bannersToShow({ now, tierValue, userType, surveyAnswered });

describe('easternDateOf', () => {
  it('reads the calendar day in US Eastern time, daylight time included', () => {
    expect(easternDateOf(LAST_SECOND_BEFORE)).toBe('2025-03-23');
    expect(easternDateOf(FIRST_MOMENT_OF_CUTOFF_DAY)).toBe('2025-03-24');
    expect(easternDateOf(LATE_ON_CUTOFF_DAY)).toBe('2025-03-24');
    // Standard time: midnight is 05:00 UTC.
    expect(easternDateOf(new Date('2025-01-10T04:59:59Z'))).toBe('2025-01-09');
    expect(easternDateOf(new Date('2025-01-10T05:00:00Z'))).toBe('2025-01-10');
  });
});

describe('bannersToShow (§9)', () => {
  it('defaults to the spec’s cutoff, 2025-03-24', () => {
    expect(BANNER_CUTOFF_DATE).toBe('2025-03-24');
  });

  describe.each([
    ['the day before', DAY_BEFORE],
    ['the last moment before midnight Eastern, already the cutoff day in UTC', LAST_SECOND_BEFORE],
  ])('before the cutoff: %s', (_label, now) => {
    it.each(TIERS.flatMap((tier) => USER_TYPES.map((type) => [tier, type] as const)))(
      'shows the March Madness banner for 18 s to tier %s, type %s',
      (tier, type) => {
        expect(rule(now, tier, type)).toEqual(MARCH_MADNESS);
        expect(rule(now, tier, type, true)).toEqual(MARCH_MADNESS);
      },
    );
  });

  describe.each([
    ['midnight Eastern on the cutoff day', FIRST_MOMENT_OF_CUTOFF_DAY],
    ['late on the cutoff day, already the next day in UTC', LATE_ON_CUTOFF_DAY],
    ['long after', LONG_AFTER],
  ])('on or after the cutoff: %s', (_label, now) => {
    it('shows a tier-1 fan the free-tier banner (12 s), then the survey banner (22 s)', () => {
      expect(rule(now, 1, 'fan')).toEqual(FREE_TIER_THEN_SURVEY);
    });

    it('treats a profile without a type as a fan', () => {
      expect(rule(now, 1, undefined)).toEqual(FREE_TIER_THEN_SURVEY);
    });

    it('leaves the survey banner out once the user has answered', () => {
      expect(rule(now, 1, 'fan', true)).toEqual([{ kind: 'freeTier', durationMs: 12_000 }]);
    });

    it.each([0, 2, 3])('shows nothing to tier %s', (tier) => {
      for (const type of USER_TYPES) expect(rule(now, tier, type)).toEqual([]);
    });

    it('shows nothing to a tier-1 team account', () => {
      expect(rule(now, 1, 'team')).toEqual([]);
    });
  });

  it('takes the configured cutoff day, in US Eastern time', () => {
    const cutoffDate = '2026-03-15';
    // 2026-03-15 00:00 in New York is 04:00 UTC.
    const before = new Date('2026-03-15T03:59:59Z');
    const on = new Date('2026-03-15T04:00:00Z');
    const input = { tierValue: 1, userType: 'fan' as const, surveyAnswered: false, cutoffDate };
    expect(bannersToShow({ ...input, now: before })).toEqual(MARCH_MADNESS);
    expect(bannersToShow({ ...input, now: on })).toEqual(FREE_TIER_THEN_SURVEY);
  });
});
