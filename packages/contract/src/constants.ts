/** Durations, limits and fixed names of §4 and §9, in one place. All durations in milliseconds. */

/** How long each banner, notice and countdown stays (§9). */
export const DURATIONS_MS = {
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
  marchMadnessBanner: 18_000,
  freeTierBanner: 12_000,
  surveyFreeWeekBanner: 22_000,
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** TanStack Query settings that implement the data-fetch lifecycle of §4. */
export const DATA_CACHE = {
  /** Without a refresh interval data never goes stale and is kept this long (20 minutes). */
  defaultRetentionMs: 1_200_000,
  /** With an interval, data is stale this long before the interval… */
  staleLeadMs: 100,
  /** …and kept this long after it. */
  retentionLagMs: 100,
  /** Malformed string responses are retried while fewer than this many attempts failed. */
  malformedDataRetries: 3,
} as const;

/** Stale time for a query with an optional refresh interval (§4). */
export function dataStaleTimeMs(refreshIntervalMs?: number): number {
  return refreshIntervalMs ? refreshIntervalMs - DATA_CACHE.staleLeadMs : Infinity;
}

/** How long unused data stays cached, with an optional refresh interval (§4). */
export function dataRetentionMs(refreshIntervalMs?: number): number {
  return refreshIntervalMs
    ? refreshIntervalMs + DATA_CACHE.retentionLagMs
    : DATA_CACHE.defaultRetentionMs;
}

/** Browser storage key of the session token, and the header that carries it (§6). */
export const AUTH_STORAGE_KEY = 'auth-token';
export const AUTH_HEADER = 'x-auth-token';

/** Session-storage flag of the reload-once rule for lazy screens (§4). */
export const LAZY_RELOAD_FLAG_KEY = 'lazy-screen-reloaded';

/** Bootstrap 5's breakpoints in px (§9). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** Widths the responsive helper checks, in px (§9). */
export const HELPER_WIDTHS = [320, 375, 425, 576, 768, 992, 1200] as const;

export const SELECT_MENU_MAX_HEIGHT_PX = { compact: 300, tall: 350 } as const;
export const MODAL_TRANSITION_MS = 300;
export const BACKDROP_TRANSITION_MS = 150;

/** Error-reporting sample rates (§9): every trace, 10% of sessions, every session with an error. */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** Which timed banner a user sees (§9). */
export const BANNER_CUTOFF_DATE = '2025-03-24';

export type TimedBanner = {
  kind: 'marchMadness' | 'freeTier' | 'surveyFreeWeek';
  durationMs: number;
};

/**
 * Before the cutoff date everyone sees the March Madness banner for 18 s. From the cutoff on,
 * tier-1 users who are not team accounts see the free-tier banner (12 s) and the survey
 * free-week banner (22 s); nobody else sees a timed banner.
 * `today` and `cutoffDate` are calendar dates as yyyy-mm-dd, read in the same time zone.
 */
export function timedBanners(
  today: string,
  tierValue: number,
  userType: 'fan' | 'team' | undefined,
  cutoffDate: string = BANNER_CUTOFF_DATE,
): TimedBanner[] {
  if (today < cutoffDate) {
    return [{ kind: 'marchMadness', durationMs: DURATIONS_MS.marchMadnessBanner }];
  }
  if (tierValue !== 1 || userType === 'team') return [];
  return [
    { kind: 'freeTier', durationMs: DURATIONS_MS.freeTierBanner },
    { kind: 'surveyFreeWeek', durationMs: DURATIONS_MS.surveyFreeWeekBanner },
  ];
}

/**
 * Limits of the account API that no real client reaches: the longest scope the settings accept
 * (the scope options' values and labels are a few words), and how many event logs one account
 * and one IP address may send in a minute (the web app sends one per page change).
 */
export const ACCOUNT_LIMITS = {
  scopeValueMaxLength: 64,
  scopeLabelMaxLength: 100,
  eventLogsPerMinutePerUser: 120,
  eventLogsPerMinutePerIp: 600,
} as const;
