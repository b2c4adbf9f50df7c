import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMonitoring, type SentryLike } from './monitoring';

const DSN = 'https://public@o0.ingest.example/1';

function fakeSdk() {
  return {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  };
}

/** The fake, typed as the SDK slice the module uses. */
const asSdk = (fake: ReturnType<typeof fakeSdk>): SentryLike => fake as unknown as SentryLike;

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('./config');
  vi.doUnmock('@sentry/react');
  vi.resetModules();
});

describe('monitoring without a DSN', () => {
  it('logs to the console only and never loads the SDK', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadSdk = vi.fn(() => Promise.resolve(asSdk(fakeSdk())));
    const monitoring = createMonitoring({ dsn: undefined, loadSdk });
    const error = new Error('boom');
    monitoring.reportError(error, { endpoint: 'teams' });
    await monitoring.initMonitoring();
    expect(consoleError).toHaveBeenCalledWith(error, { endpoint: 'teams' });
    expect(loadSdk).not.toHaveBeenCalled();
  });
});

describe('monitoring with a DSN', () => {
  it('initialises Sentry once with the sample rates of §9', async () => {
    const sdk = fakeSdk();
    const loadSdk = vi.fn(() => Promise.resolve(asSdk(sdk)));
    const monitoring = createMonitoring({ dsn: DSN, loadSdk });
    await Promise.all([monitoring.initMonitoring(), monitoring.initMonitoring()]);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: DSN,
      integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('queues errors reported before the SDK loaded and sends them in order once it has', async () => {
    const sdk = fakeSdk();
    let finishLoading: (loaded: SentryLike) => void = () => undefined;
    const loadSdk = vi.fn(() => new Promise<SentryLike>((resolve) => (finishLoading = resolve)));
    const monitoring = createMonitoring({ dsn: DSN, loadSdk });
    const first = new Error('first');
    const second = new Error('second');
    monitoring.reportError(first, { endpoint: 'teams' });
    monitoring.reportError(second);
    // Reporting alone starts the load, so a report before initMonitoring is not stuck.
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).not.toHaveBeenCalled();

    finishLoading(asSdk(sdk));
    await monitoring.initMonitoring();
    expect(sdk.captureException.mock.calls).toEqual([
      [first, { extra: { endpoint: 'teams' } }],
      [second, undefined],
    ]);

    const third = new Error('third');
    monitoring.reportError(third);
    expect(sdk.captureException).toHaveBeenLastCalledWith(third, undefined);
    expect(sdk.captureException).toHaveBeenCalledTimes(3);
  });

  it('falls back to the console when the SDK cannot load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const monitoring = createMonitoring({
      dsn: DSN,
      loadSdk: () => Promise.reject(new Error('chunk failed')),
    });
    const queued = new Error('queued');
    monitoring.reportError(queued);
    await monitoring.initMonitoring();
    const later = new Error('later');
    monitoring.reportError(later);
    const logged = consoleError.mock.calls.map(([first]) => first);
    expect(logged).toContain(queued);
    expect(logged).toContain(later);
  });
});

describe('the app instance', () => {
  it('loads @sentry/react lazily when SENTRY_DSN is configured', async () => {
    const sdk = fakeSdk();
    vi.doMock('./config', () => ({ SENTRY_DSN: DSN }));
    vi.doMock('@sentry/react', () => sdk);
    const { initMonitoring, reportError } = await import('./monitoring');
    expect(sdk.init).not.toHaveBeenCalled();
    const error = new Error('x');
    reportError(error);
    await initMonitoring();
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN }));
    expect(sdk.captureException).toHaveBeenCalledWith(error, undefined);
  });

  it('only logs when no DSN is configured', async () => {
    const sdk = fakeSdk();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('./config', () => ({ SENTRY_DSN: undefined }));
    vi.doMock('@sentry/react', () => sdk);
    const { initMonitoring, reportError } = await import('./monitoring');
    await initMonitoring();
    reportError(new Error('y'));
    expect(sdk.init).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
