/** Build-time configuration of the web app (Vite env), with the defaults of embedded mode. */
import { BANNER_CUTOFF_DATE, SUPPORT_EMAIL_DEFAULT } from '@courtside/contract';

/** The API root ({api} in the spec): same origin '/api' unless configured. No trailing slash. */
export const API_ROOT: string = (import.meta.env.VITE_API_ROOT ?? '/api').replace(/\/+$/, '');

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? SUPPORT_EMAIL_DEFAULT;

export const SENTRY_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;

/**
 * The day the timed banners switch (§9), YYYY-MM-DD, counted in US Eastern time. A value that is
 * not such a date falls back to the spec's day rather than showing the wrong banners.
 */
const configuredBannerCutoff = import.meta.env.VITE_BANNER_CUTOFF_DATE;
export const BANNER_CUTOFF: string =
  configuredBannerCutoff !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(configuredBannerCutoff)
    ? configuredBannerCutoff
    : BANNER_CUTOFF_DATE;
