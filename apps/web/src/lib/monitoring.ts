/**
 * Error reporting (§9). Sentry is used only when a DSN is configured, and it is loaded with a
 * dynamic import so its SDK lands in a lazy chunk instead of the main bundle. Errors reported
 * before the SDK has loaded wait in a queue and are sent once it is ready.
 */
import type * as SentrySdk from '@sentry/react';
import { ERROR_REPORTING_SAMPLING } from '@courtside/contract';
import { SENTRY_DSN } from './config';

/** Extra facts about an error (endpoint, URL, attempt…), sent along as Sentry "extra" data. */
export type ErrorContext = Record<string, unknown>;

/** The part of the Sentry SDK this module uses; tests supply a fake. */
export type SentryLike = Pick<
  typeof SentrySdk,
  'init' | 'captureException' | 'browserTracingIntegration' | 'replayIntegration'
>;

export interface Monitoring {
  /** Starts loading the SDK (once); resolves when it is ready or could not load. */
  initMonitoring(): Promise<void>;
  reportError(error: unknown, context?: ErrorContext): void;
}

export interface MonitoringOptions {
  dsn: string | undefined;
  loadSdk: () => Promise<SentryLike>;
}

interface QueuedReport {
  error: unknown;
  context: ErrorContext | undefined;
}

function send(sdk: SentryLike, { error, context }: QueuedReport): void {
  sdk.captureException(error, context ? { extra: context } : undefined);
}

function logToConsole({ error, context }: QueuedReport): void {
  console.error(error, context ?? '');
}

export function createMonitoring({ dsn, loadSdk }: MonitoringOptions): Monitoring {
  let sdk: SentryLike | null = null;
  let loading: Promise<void> | null = null;
  let loadFailed = false;
  let queue: QueuedReport[] = [];

  function takeQueue(): QueuedReport[] {
    const pending = queue;
    queue = [];
    return pending;
  }

  function initMonitoring(): Promise<void> {
    if (!dsn) return Promise.resolve();
    loading ??= loadSdk().then(
      (loaded) => {
        loaded.init({
          dsn,
          integrations: [loaded.browserTracingIntegration(), loaded.replayIntegration()],
          ...ERROR_REPORTING_SAMPLING,
        });
        sdk = loaded;
        takeQueue().forEach((report) => send(loaded, report));
      },
      (loadError: unknown) => {
        // Without the SDK, errors can only go to the console, queued ones included.
        loadFailed = true;
        console.error('Error monitoring failed to load', loadError);
        takeQueue().forEach(logToConsole);
      },
    );
    return loading;
  }

  function reportError(error: unknown, context?: ErrorContext): void {
    const report = { error, context };
    if (!dsn || loadFailed) {
      logToConsole(report);
    } else if (sdk) {
      send(sdk, report);
    } else {
      queue.push(report);
      // An error may come before the app shell called initMonitoring; start loading so the
      // queued report is not stuck.
      void initMonitoring();
    }
  }

  return { initMonitoring, reportError };
}

const appMonitoring = createMonitoring({
  dsn: SENTRY_DSN,
  loadSdk: () => import('@sentry/react'),
});

export const initMonitoring: () => Promise<void> = appMonitoring.initMonitoring;
export const reportError: (error: unknown, context?: ErrorContext) => void =
  appMonitoring.reportError;
