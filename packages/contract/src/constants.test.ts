import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  AUTH_STORAGE_KEY,
  BREAKPOINTS,
  DATA_CACHE,
  DURATIONS_MS,
  HELPER_WIDTHS,
  MIN_PASSWORD_LENGTH,
  dataRetentionMs,
  dataStaleTimeMs,
  timedBanners,
} from './constants';

describe('constants of §9', () => {
  it('has every banner and notice duration', () => {
    expect(DURATIONS_MS).toMatchObject({
      contactResult: 11_000,
      forgotPasswordSuccess: 20_000,
      newPasswordSuccess: 4_000,
      verificationRedirect: 4_000,
      resendEmailConfirmation: 6_000,
      loginLinkMessage: 10_000,
      loginError: 3_000,
      sendEmailError: 4_000,
      eventLogTimeout: 5_000,
      lazyScreenLoadTimeout: 120_000,
    });
  });

  it('has the password minimum, storage key, header and breakpoints', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(AUTH_STORAGE_KEY).toBe('auth-token');
    expect(AUTH_HEADER).toBe('x-auth-token');
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(HELPER_WIDTHS).toEqual([320, 375, 425, 576, 768, 992, 1200]);
  });
});

describe('data cache timing (§4)', () => {
  it('never goes stale and keeps data 20 minutes without an interval', () => {
    expect(dataStaleTimeMs()).toBe(Infinity);
    expect(dataRetentionMs()).toBe(1_200_000);
    expect(DATA_CACHE.malformedDataRetries).toBe(3);
  });

  it('goes stale 100 ms before the interval and is kept 100 ms after it', () => {
    expect(dataStaleTimeMs(5_000)).toBe(4_900);
    expect(dataRetentionMs(5_000)).toBe(5_100);
  });
});

describe('timed banners (§9)', () => {
  it('shows the March Madness banner to everyone before the cutoff', () => {
    expect(timedBanners('2025-03-23', 0, undefined)).toEqual([
      { kind: 'marchMadness', durationMs: 18_000 },
    ]);
    expect(timedBanners('2025-03-23', 1, 'team')).toHaveLength(1);
  });

  it('from the cutoff shows free-tier and survey banners to tier-1 non-team users only', () => {
    expect(timedBanners('2025-03-24', 1, 'fan')).toEqual([
      { kind: 'freeTier', durationMs: 12_000 },
      { kind: 'surveyFreeWeek', durationMs: 22_000 },
    ]);
    expect(timedBanners('2026-11-21', 1, undefined)).toHaveLength(2);
    expect(timedBanners('2025-03-24', 1, 'team')).toEqual([]);
    expect(timedBanners('2025-03-24', 2, 'fan')).toEqual([]);
    expect(timedBanners('2025-03-24', 0, 'fan')).toEqual([]);
  });

  it('takes another cutoff date when one is configured', () => {
    expect(timedBanners('2026-03-01', 1, 'fan', '2026-03-02')).toEqual([
      { kind: 'marchMadness', durationMs: 18_000 },
    ]);
    expect(timedBanners('2026-03-02', 1, 'fan', '2026-03-02')).toHaveLength(2);
  });
});
