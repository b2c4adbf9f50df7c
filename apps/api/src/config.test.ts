import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultDataConcurrency, defaultDataWorkers, loadConfig } from './config';
import { repoRoot } from './paths';
import { StartupError } from './startup-error';

function configErrorMessage(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, 'production');
  } catch (error) {
    // main.ts prints a StartupError's message alone, without a stack trace.
    expect(error).toBeInstanceOf(StartupError);
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig defaults', () => {
  it('serves API and web on 0.0.0.0:3000 in production when nothing is set', () => {
    expect(loadConfig({}, 'production')).toEqual({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      logLevel: 'info',
      apiRoot: '/api',
      webDistDir: join(repoRoot, 'apps', 'web', 'dist'),
      serveWeb: true,
      dataDir: join(repoRoot, 'var'),
      trustProxy: false,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      sessionSecret: null,
      sessionTtlDays: 30,
      smtpUrl: null,
      mailFrom: 'Courtside <no-reply@courtside.local>',
      supportEmail: 'support@courtside.example',
      rateLimitScale: 1,
      warehousePath: join(repoRoot, 'var', 'warehouse.duckdb'),
      redisUrl: null,
      natsUrl: null,
      redisTimeoutMs: 100,
      dataCacheBytes: 256 * 1024 * 1024,
      warehouseCheckMs: 2000,
      dataRateBurst: 100,
      dataRatePerSecond: 10,
      dataConcurrency: defaultDataConcurrency(),
      dataWorkers: defaultDataWorkers(),
      dataQueueMax: 32,
      dataQueryTimeoutMs: 5000,
      databaseRetryMs: 60_000,
      requestLogSample: 0,
      slowRequestMs: 1000,
      liveSpeed: 1,
      liveClockShiftMinutes: 0,
      liveSource: 'demo',
      liveFeedUrl: null,
      liveFeedPollMs: 5000,
      liveFeedCompetitions: [],
    });
  });

  it('computes two uncached data answers per core, leaving one libuv pool thread free', () => {
    expect(defaultDataConcurrency(1, 4)).toBe(2);
    expect(defaultDataConcurrency(2, 4)).toBe(3);
    expect(defaultDataConcurrency(8, 16)).toBe(15);
    expect(defaultDataConcurrency(4, 1)).toBe(1);
  });

  it('starts a compute worker per core, at most four, and none in tests unless asked', () => {
    expect([1, 2, 4, 16].map((cores) => defaultDataWorkers(cores))).toEqual([1, 2, 4, 4]);
    expect(loadConfig({ NODE_ENV: 'test' }).dataWorkers).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DATA_WORKERS: '2' }).dataWorkers).toBe(2);
  });

  it('derives PUBLIC_URL from PORT when unset', () => {
    expect(loadConfig({ PORT: '8080' }, 'production').publicUrl).toBe('http://localhost:8080');
  });

  it('resolves the default folders against the repository, not the current directory', () => {
    const config = loadConfig({}, 'production');
    expect(config.webDistDir).toBe(resolve(import.meta.dirname, '../../web/dist'));
    expect(config.dataDir).toBe(resolve(import.meta.dirname, '../../../var'));
  });

  it('defaults to development when run from source, which leaves the web app to Vite', () => {
    const config = loadConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.serveWeb).toBe(false);
  });

  it('does not serve the web app by default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, 'production').serveWeb).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }, 'production').serveWeb).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '  ', SERVE_WEB: '' }, 'production')).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      serveWeb: true,
    });
  });

  it('ignores unrelated environment variables', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root' }, 'production').port).toBe(3000);
  });
});

describe('loadConfig with every variable set', () => {
  it('reads each variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '8080',
        LOG_LEVEL: 'debug',
        API_ROOT: '/v1/api',
        WEB_DIST_DIR: '/srv/web',
        SERVE_WEB: 'true',
        DATA_DIR: '/srv/data',
        TRUST_PROXY: '1',
        DATABASE_URL: 'postgres://courtside:pw@db:5432/courtside',
        PUBLIC_URL: 'https://courtside.example/',
        SESSION_SECRET: 'x'.repeat(32),
        SESSION_TTL_DAYS: '7',
        SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
        MAIL_FROM: 'Courtside <hello@courtside.example>',
        SUPPORT_EMAIL: 'help@courtside.example',
        RATE_LIMIT_SCALE: '2.5',
        REDIS_URL: 'redis://:pw@cache:6379/2',
        NATS_URL: 'tls://live:pw@nats.example:4443',
        REDIS_TIMEOUT_MS: '250',
        DATA_CACHE_MB: '64',
        WAREHOUSE_CHECK_MS: '500',
        DATA_RATE_BURST: '40',
        DATA_RATE_PER_SECOND: '2.5',
        DATA_CONCURRENCY: '6',
        DATA_WORKERS: '3',
        DATA_QUEUE_MAX: '0',
        DATA_QUERY_TIMEOUT_MS: '1500',
        DATABASE_RETRY_MS: '5000',
        REQUEST_LOG_SAMPLE: '100',
        SLOW_REQUEST_MS: '250',
        LIVE_SPEED: '60',
        LIVE_CLOCK_SHIFT_MINUTES: '-90',
        LIVE_SOURCE: 'feed',
        LIVE_FEED_URL: 'https://feed.example/ncaa/',
        LIVE_FEED_POLL_MS: '2500',
        LIVE_FEED_COMPETITIONS: 'wbb:12,mbb:11',
      },
      'production',
    );
    expect(config).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'debug',
      apiRoot: '/v1/api',
      webDistDir: '/srv/web',
      serveWeb: true,
      dataDir: '/srv/data',
      trustProxy: true,
      databaseUrl: 'postgres://courtside:pw@db:5432/courtside',
      publicUrl: 'https://courtside.example',
      sessionSecret: 'x'.repeat(32),
      sessionTtlDays: 7,
      smtpUrl: 'smtps://mailer:pw@smtp.example:465',
      mailFrom: 'Courtside <hello@courtside.example>',
      supportEmail: 'help@courtside.example',
      rateLimitScale: 2.5,
      warehousePath: '/srv/data/warehouse.duckdb',
      redisUrl: 'redis://:pw@cache:6379/2',
      natsUrl: 'tls://live:pw@nats.example:4443',
      redisTimeoutMs: 250,
      dataCacheBytes: 64 * 1024 * 1024,
      warehouseCheckMs: 500,
      dataRateBurst: 40,
      dataRatePerSecond: 2.5,
      dataConcurrency: 6,
      dataWorkers: 3,
      dataQueueMax: 0,
      dataQueryTimeoutMs: 1500,
      databaseRetryMs: 5000,
      requestLogSample: 100,
      slowRequestMs: 250,
      liveSpeed: 60,
      liveClockShiftMinutes: -90,
      liveSource: 'feed',
      liveFeedUrl: 'https://feed.example/ncaa',
      liveFeedPollMs: 2500,
      liveFeedCompetitions: [
        { sport: 'wbb', competitionId: 12 },
        { sport: 'mbb', competitionId: 11 },
      ],
    });
  });

  it.each(['postgres://localhost/courtside', 'postgresql://u:p@h:5433/d?sslmode=require'])(
    'accepts DATABASE_URL=%s',
    (url) => {
      expect(loadConfig({ DATABASE_URL: url }, 'production').databaseUrl).toBe(url);
    },
  );

  it.each(['nats://127.0.0.1:4222', 'tls://token@nats.example', 'nats://[::1]:4222'])(
    'accepts NATS_URL=%s',
    (url) => {
      expect(loadConfig({ NATS_URL: url }, 'production').natsUrl).toBe(url);
    },
  );

  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://example.com/courtside//', 'https://example.com/courtside'],
  ])('reads PUBLIC_URL=%s as %s', (raw, expected) => {
    expect(loadConfig({ PUBLIC_URL: raw }, 'production').publicUrl).toBe(expected);
  });

  it('resolves relative folders against the current directory', () => {
    const config = loadConfig({ WEB_DIST_DIR: 'web', DATA_DIR: './data' }, 'production');
    expect(config.webDistDir).toBe(resolve(process.cwd(), 'web'));
    expect(config.dataDir).toBe(resolve(process.cwd(), 'data'));
    expect(config.warehousePath).toBe(resolve(process.cwd(), 'data', 'warehouse.duckdb'));
  });

  it('turns the in-process data cache off with DATA_CACHE_MB=0', () => {
    expect(loadConfig({ DATA_CACHE_MB: '0' }, 'production').dataCacheBytes).toBe(0);
  });

  it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])(
    'accepts LOG_LEVEL=%s',
    (level) => {
      expect(loadConfig({ LOG_LEVEL: level }, 'production').logLevel).toBe(level);
    },
  );

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads the boolean %s as %s', (raw, expected) => {
    const config = loadConfig({ SERVE_WEB: raw, TRUST_PROXY: raw }, 'production');
    expect(config.serveWeb).toBe(expected);
    expect(config.trustProxy).toBe(expected);
  });

  it.each(['1', '65535', ' 3001 '])('accepts PORT=%j', (port) => {
    expect(loadConfig({ PORT: port }, 'production').port).toBe(Number(port));
  });

  it.each(['/api', '/v2', '/courtside/api', '/a.b-c_d~e'])('accepts API_ROOT=%s', (apiRoot) => {
    expect(loadConfig({ API_ROOT: apiRoot }, 'production').apiRoot).toBe(apiRoot);
  });
});

describe('loadConfig errors', () => {
  it.each([
    ['abc', 'PORT must be an integer between 1 and 65535 (got "abc")'],
    ['0', 'PORT must be an integer between 1 and 65535 (got "0")'],
    ['65536', 'PORT must be an integer between 1 and 65535 (got "65536")'],
    ['30.5', 'PORT must be an integer between 1 and 65535 (got "30.5")'],
    ['-1', 'PORT must be an integer between 1 and 65535 (got "-1")'],
    ['1e3', 'PORT must be an integer between 1 and 65535 (got "1e3")'],
  ])('rejects PORT=%s', (port, problem) => {
    expect(configErrorMessage({ PORT: port })).toBe(`Invalid configuration: ${problem}`);
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(configErrorMessage({ NODE_ENV: 'prod' })).toBe(
      'Invalid configuration: NODE_ENV must be one of development, production, test (got "prod")',
    );
  });

  it('rejects an unknown LOG_LEVEL', () => {
    expect(configErrorMessage({ LOG_LEVEL: 'verbose' })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, ' +
        'silent (got "verbose")',
    );
  });

  it('rejects a HOST with spaces', () => {
    expect(configErrorMessage({ HOST: 'local host' })).toBe(
      'Invalid configuration: HOST must be a host name or IP address without spaces ' +
        '(got "local host")',
    );
  });

  it.each(['api', '/api/', '/', '/api//v1', '/api v1', '/api?x=1'])(
    'rejects API_ROOT=%j',
    (apiRoot) => {
      expect(configErrorMessage({ API_ROOT: apiRoot })).toBe(
        'Invalid configuration: API_ROOT must start with "/", not end with "/" and hold only URL ' +
          `path characters (e.g. /api) (got ${JSON.stringify(apiRoot)})`,
      );
    },
  );

  it.each(['SERVE_WEB', 'TRUST_PROXY'])('rejects a loose boolean in %s', (variable) => {
    for (const raw of ['yes', 'TRUE', 'on', '2']) {
      expect(configErrorMessage({ [variable]: raw })).toBe(
        `Invalid configuration: ${variable} must be true, false, 1 or 0 (got "${raw}")`,
      );
    }
  });

  it.each([
    [
      'DATABASE_URL',
      'mysql://u:secret@h/d',
      'must be a postgres:// or postgresql:// URL (e.g. postgres://user:pass@db:5432/courtside)',
    ],
    [
      'SMTP_URL',
      'http://u:secret@h',
      'must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@mail.example:587)',
    ],
    ['SESSION_SECRET', 'too-short-secret', 'must be at least 32 characters long'],
    [
      'REDIS_URL',
      'http://u:secret@cache:6379',
      'must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379)',
    ],
    [
      'NATS_URL',
      'http://u:secret@nats:4222',
      'must be a nats:// or tls:// URL with a host (e.g. nats://127.0.0.1:4222)',
    ],
    [
      'NATS_URL',
      'nats://',
      'must be a nats:// or tls:// URL with a host (e.g. nats://127.0.0.1:4222)',
    ],
  ])('rejects %s without echoing the value, which may hold a secret', (variable, raw, problem) => {
    const message = configErrorMessage({ [variable]: raw });
    expect(message).toBe(`Invalid configuration: ${variable} ${problem}`);
    expect(message).not.toContain('secret@');
  });

  it.each([
    [
      'PUBLIC_URL',
      'courtside.example',
      'must be an http:// or https:// URL without a query or fragment (e.g. https://courtside.example)',
    ],
    [
      'PUBLIC_URL',
      'https://x.example/?a=1',
      'must be an http:// or https:// URL without a query or fragment (e.g. https://courtside.example)',
    ],
    [
      'PUBLIC_URL',
      'ftp://x.example',
      'must be an http:// or https:// URL without a query or fragment (e.g. https://courtside.example)',
    ],
    ['SESSION_TTL_DAYS', '0', 'must be an integer between 1 and 365'],
    ['SESSION_TTL_DAYS', '1.5', 'must be an integer between 1 and 365'],
    ['MAIL_FROM', 'Courtside', 'must be an address, e.g. Courtside <no-reply@courtside.example>'],
    ['SUPPORT_EMAIL', 'support', 'must be an email address'],
    ['RATE_LIMIT_SCALE', '0', 'must be a positive number'],
    ['RATE_LIMIT_SCALE', '-1', 'must be a positive number'],
    ['RATE_LIMIT_SCALE', 'lots', 'must be a positive number'],
    ['DATA_CACHE_MB', '-1', 'must be an integer between 0 and 65536'],
    ['DATA_CACHE_MB', 'big', 'must be an integer between 0 and 65536'],
    ['WAREHOUSE_CHECK_MS', '1.5', 'must be an integer between 0 and 3600000'],
    ['REDIS_TIMEOUT_MS', '0', 'must be an integer between 1 and 60000'],
    ['REDIS_TIMEOUT_MS', 'soon', 'must be an integer between 1 and 60000'],
    ['DATA_RATE_BURST', '0', 'must be an integer between 1 and 1000000'],
    ['DATA_RATE_PER_SECOND', '0', 'must be a positive number'],
    ['DATA_CONCURRENCY', '0', 'must be an integer between 1 and 1024'],
    ['DATA_WORKERS', '-1', 'must be an integer between 0 and 64'],
    ['DATA_WORKERS', '65', 'must be an integer between 0 and 64'],
    ['DATA_WORKERS', 'two', 'must be an integer between 0 and 64'],
    ['DATA_QUEUE_MAX', 'many', 'must be an integer between 0 and 100000'],
    ['DATA_QUERY_TIMEOUT_MS', '50', 'must be an integer between 100 and 600000'],
    ['LIVE_SPEED', '0', 'must be an integer between 1 and 1000'],
    ['LIVE_SPEED', 'fast', 'must be an integer between 1 and 1000'],
    ['LIVE_CLOCK_SHIFT_MINUTES', '10081', 'must be an integer between -10080 and 10080'],
    ['LIVE_CLOCK_SHIFT_MINUTES', '--5', 'must be an integer between -10080 and 10080'],
    ['LIVE_CLOCK_SHIFT_MINUTES', '1.5', 'must be an integer between -10080 and 10080'],
    ['LIVE_SOURCE', 'nba', 'must be one of demo, feed'],
    ['LIVE_FEED_POLL_MS', '999', 'must be an integer between 1000 and 600000'],
    ['LIVE_FEED_POLL_MS', 'often', 'must be an integer between 1000 and 600000'],
  ])('rejects %s=%j', (variable, raw, problem) => {
    expect(configErrorMessage({ [variable]: raw })).toBe(
      `Invalid configuration: ${variable} ${problem} (got ${JSON.stringify(raw)})`,
    );
  });

  it('names every bad variable on one line', () => {
    const message = configErrorMessage({ PORT: 'abc', SERVE_WEB: 'yes' });
    expect(message).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc"); ' +
        'SERVE_WEB must be true, false, 1 or 0 (got "yes")',
    );
    expect(message).not.toContain('\n');
  });
});
