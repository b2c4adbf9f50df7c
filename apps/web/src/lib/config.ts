/** Build-time configuration of the web app (Vite env), with the defaults of embedded mode. */
import { SUPPORT_EMAIL_DEFAULT } from '@courtside/contract';

/** The API root ({api} in the spec): same origin '/api' unless configured. No trailing slash. */
export const API_ROOT: string = (import.meta.env.VITE_API_ROOT ?? '/api').replace(/\/+$/, '');

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? SUPPORT_EMAIL_DEFAULT;

export const SENTRY_DSN: string | undefined = import.meta.env.VITE_SENTRY_DSN || undefined;
