/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Root of the API, e.g. '/api' (default) or 'https://api.example.com/api'. */
  readonly VITE_API_ROOT?: string;
  /** Error reporting is enabled only when a DSN is configured. */
  readonly VITE_SENTRY_DSN?: string;
  /** Support address shown in messages. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Cutoff day of the timed banners (§9) as YYYY-MM-DD, US Eastern; default 2025-03-24. */
  readonly VITE_BANNER_CUTOFF_DATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
