import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { SUPPORT_EMAIL_DEFAULT, isValidLoginEmail } from '@courtside/contract';
import { z } from 'zod';
import type { LiveFeedCompetition, LiveSourceKind } from './config-live-source';
import {
  LIVE_SOURCES,
  liveFeedCompetitions,
  liveFeedUrl,
  liveSourceSettings,
} from './config-live-source';
import { repoRoot, runningFromSource } from './paths';
import { StartupError } from './startup-error';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly nodeEnv: NodeEnv;
  readonly host: string;
  readonly port: number;
  readonly logLevel: LogLevel;
  /** URL path prefix of every API route, e.g. `/api`: starts with `/`, never ends with one. */
  readonly apiRoot: string;
  /** Absolute path of the built web app (the folder holding index.html). */
  readonly webDistDir: string;
  readonly serveWeb: boolean;
  /** Absolute path of the folder for the warehouse, the embedded database and the mail outbox. */
  readonly dataDir: string;
  readonly trustProxy: boolean;
  /** PostgreSQL server for accounts; null means the embedded PGlite under DATA_DIR/accounts. */
  readonly databaseUrl: string | null;
  /** Where users reach the site, for links in emails and redirects; never ends with `/`. */
  readonly publicUrl: string;
  /** Key of the session tokens; null means a random one kept in DATA_DIR/secrets. */
  readonly sessionSecret: string | null;
  readonly sessionTtlDays: number;
  /** SMTP server for mail; null means the file outbox under DATA_DIR/mail. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Where contact-form messages go, and the address shown to users for help. */
  readonly supportEmail: string;
  /** Multiplies every rate limit (end-to-end tests raise it so they never hit one). */
  readonly rateLimitScale: number;
  /** The served warehouse file, DATA_DIR/warehouse.duckdb, opened read-only by the data API. */
  readonly warehousePath: string;
  /** Redis for the shared data-response cache; null keeps the cache in process only. */
  readonly redisUrl: string | null;
  /** How long a Redis command may take before it counts as a miss, in ms. */
  readonly redisTimeoutMs: number;
  /** Byte budget of the in-process data-response cache (0 turns it off). */
  readonly dataCacheBytes: number;
  /** How often (at most) the data API looks for a newly built warehouse file, in ms. */
  readonly warehouseCheckMs: number;
  /** Per-client token bucket of `{api}/gs`: requests a client may send at once (before the scale). */
  readonly dataRateBurst: number;
  /** …and the bucket's refill, requests per second (before RATE_LIMIT_SCALE). */
  readonly dataRatePerSecond: number;
  /** Uncached data answers computed at once; more wait in the queue. */
  readonly dataConcurrency: number;
  /** Threads that compute uncached data answers (0: the request thread computes them). */
  readonly dataWorkers: number;
  /** Uncached data answers that may wait for a slot; beyond that the API answers 503 at once. */
  readonly dataQueueMax: number;
  /** How long an uncached data answer may compute (or wait for a slot) before a 503, in ms. */
  readonly dataQueryTimeoutMs: number;
  /** How long start-up keeps retrying an accounts database that does not answer, in ms. */
  readonly databaseRetryMs: number;
  /** Every Nth request is logged at info (0: none); all are logged at debug. */
  readonly requestLogSample: number;
  /** A request taking at least this long is logged at warn, in ms. */
  readonly slowRequestMs: number;
  /** How much faster than real time the demo league's live games are played (1: real time). */
  readonly liveSpeed: number;
  /**
   * Minutes added to the wall clock when the live stream places games in the day (a demo shown
   * in the morning, end-to-end tests that need games in progress whatever the hour).
   */
  readonly liveClockShiftMinutes: number;
  /** NATS server carrying the live stream between API nodes; null keeps it in process. */
  readonly natsUrl: string | null;
  /** Where live games come from: the demo league's replay, or a play-by-play feed. */
  readonly liveSource: LiveSourceKind;
  /** The feed's base URL (no trailing slash); null unless LIVE_SOURCE=feed. */
  readonly liveFeedUrl: string | null;
  /** Each feed document is fetched at most this often, in ms. */
  readonly liveFeedPollMs: number;
  /** The competition each of the feed's sports belongs to ([] unless LIVE_SOURCE=feed). */
  readonly liveFeedCompetitions: readonly LiveFeedCompetition[];
}

/** A setting is missing or malformed; the message is one line meant for the operator. */
export class ConfigError extends StartupError {
  override readonly name = 'ConfigError';
}

/** The NODE_ENV used when none is set: the built server is production, the source is dev. */
export const defaultNodeEnv: NodeEnv = runningFromSource ? 'development' : 'production';

// Blank values count as unset so that `PORT=` in a compose file or .env means "the default".
const unsetIfBlank = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

function optionalSetting<T extends z.ZodType>(schema: T) {
  return z.preprocess(unsetIfBlank, schema.optional());
}

function signedIntegerBetween(min: number, max: number) {
  const expectation = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^-?\d+$/, expectation)
    .transform(Number)
    .refine((value) => value >= min && value <= max, expectation);
}

function integerBetween(min: number, max: number) {
  const expectation = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, expectation)
    .transform(Number)
    .refine((value) => value >= min && value <= max, expectation);
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

const strictBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

const host = z.string().regex(/^\S+$/, 'must be a host name or IP address without spaces');

const urlPathPrefix = z
  .string()
  .regex(
    /^(\/[A-Za-z0-9._~-]+)+$/,
    'must start with "/", not end with "/" and hold only URL path characters (e.g. /api)',
  );

const directoryPath = z.string();

/** Variables whose values may hold credentials: an error never echoes them. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'SESSION_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'NATS_URL',
  // A feed's URL may carry its access key.
  'LIVE_FEED_URL',
]);

export const MIN_SESSION_SECRET_LENGTH = 32;
export const DEFAULT_MAIL_FROM = 'Courtside <no-reply@courtside.local>';

function urlWithProtocol(protocols: readonly string[], expectation: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, expectation);
}

const databaseUrl = urlWithProtocol(
  ['postgres:', 'postgresql:'],
  'must be a postgres:// or postgresql:// URL (e.g. postgres://user:pass@db:5432/courtside)',
);

const smtpUrl = urlWithProtocol(
  ['smtp:', 'smtps:'],
  'must be an smtp:// or smtps:// URL (e.g. smtp://user:pass@mail.example:587)',
);

const redisUrl = urlWithProtocol(
  ['redis:', 'rediss:'],
  'must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379)',
);

const natsUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'nats:' || url.protocol === 'tls:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a nats:// or tls:// URL with a host (e.g. nats://127.0.0.1:4222)');

const PUBLIC_URL_EXPECTATION =
  'must be an http:// or https:// URL without a query or fragment (e.g. https://courtside.example)';

// A trailing slash is dropped so links can be built as `${publicUrl}/path`.
const publicUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.search === '' &&
        url.hash === '' &&
        !value.includes('?') &&
        !value.includes('#')
      );
    } catch {
      return false;
    }
  }, PUBLIC_URL_EXPECTATION)
  .transform((value) => value.replace(/\/+$/, ''));

const sessionSecret = z
  .string()
  .min(MIN_SESSION_SECRET_LENGTH, `must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);

const mailFrom = z
  .string()
  .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address, e.g. Courtside <no-reply@courtside.example>');

const emailAddress = z
  .string()
  .refine((value) => isValidLoginEmail(value), 'must be an email address');

const positiveNumber = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a positive number')
  .transform(Number)
  .refine((value) => value > 0 && Number.isFinite(value), 'must be a positive number');

const envSchema = z.object({
  NODE_ENV: optionalSetting(oneOf(NODE_ENVS)),
  HOST: optionalSetting(host),
  PORT: optionalSetting(integerBetween(1, 65535)),
  LOG_LEVEL: optionalSetting(oneOf(LOG_LEVELS)),
  API_ROOT: optionalSetting(urlPathPrefix),
  WEB_DIST_DIR: optionalSetting(directoryPath),
  SERVE_WEB: optionalSetting(strictBoolean),
  DATA_DIR: optionalSetting(directoryPath),
  TRUST_PROXY: optionalSetting(strictBoolean),
  DATABASE_URL: optionalSetting(databaseUrl),
  PUBLIC_URL: optionalSetting(publicUrl),
  SESSION_SECRET: optionalSetting(sessionSecret),
  SESSION_TTL_DAYS: optionalSetting(integerBetween(1, 365)),
  SMTP_URL: optionalSetting(smtpUrl),
  MAIL_FROM: optionalSetting(mailFrom),
  SUPPORT_EMAIL: optionalSetting(emailAddress),
  RATE_LIMIT_SCALE: optionalSetting(positiveNumber),
  REDIS_URL: optionalSetting(redisUrl),
  REDIS_TIMEOUT_MS: optionalSetting(integerBetween(1, 60_000)),
  DATA_CACHE_MB: optionalSetting(integerBetween(0, 65536)),
  WAREHOUSE_CHECK_MS: optionalSetting(integerBetween(0, 3_600_000)),
  DATA_RATE_BURST: optionalSetting(integerBetween(1, 1_000_000)),
  DATA_RATE_PER_SECOND: optionalSetting(positiveNumber),
  DATA_CONCURRENCY: optionalSetting(integerBetween(1, 1024)),
  DATA_WORKERS: optionalSetting(integerBetween(0, 64)),
  DATA_QUEUE_MAX: optionalSetting(integerBetween(0, 100_000)),
  DATA_QUERY_TIMEOUT_MS: optionalSetting(integerBetween(100, 600_000)),
  DATABASE_RETRY_MS: optionalSetting(integerBetween(0, 3_600_000)),
  REQUEST_LOG_SAMPLE: optionalSetting(integerBetween(0, 1_000_000)),
  SLOW_REQUEST_MS: optionalSetting(integerBetween(1, 600_000)),
  LIVE_SPEED: optionalSetting(integerBetween(1, 1000)),
  LIVE_CLOCK_SHIFT_MINUTES: optionalSetting(signedIntegerBetween(-10_080, 10_080)),
  NATS_URL: optionalSetting(natsUrl),
  LIVE_SOURCE: optionalSetting(oneOf(LIVE_SOURCES)),
  LIVE_FEED_URL: optionalSetting(liveFeedUrl),
  LIVE_FEED_POLL_MS: optionalSetting(integerBetween(1000, 600_000)),
  LIVE_FEED_COMPETITIONS: optionalSetting(liveFeedCompetitions),
});

/** The served warehouse inside DATA_DIR (the warehouse package's SERVED_FILE). */
export const WAREHOUSE_FILE = 'warehouse.duckdb';
export const DEFAULT_DATA_CACHE_MB = 256;
export const DEFAULT_WAREHOUSE_CHECK_MS = 2000;
export const DEFAULT_REDIS_TIMEOUT_MS = 100;
/** A page load sends a few dozen data calls at once; two or three of them fit in the burst. */
export const DEFAULT_DATA_RATE_BURST = 100;
export const DEFAULT_DATA_RATE_PER_SECOND = 10;
export const DEFAULT_DATA_QUEUE_MAX = 32;
export const DEFAULT_DATA_QUERY_TIMEOUT_MS = 5000;
export const DEFAULT_DATABASE_RETRY_MS = 60_000;
export const DEFAULT_SLOW_REQUEST_MS = 1000;

/**
 * Two uncached answers per core, but at most one fewer than libuv's thread pool: each running
 * DuckDB query holds a pool thread, and gzip, brotli and file reads need one left over.
 */
export function defaultDataConcurrency(
  cores = availableParallelism(),
  poolThreads = Number(process.env['UV_THREADPOOL_SIZE'] ?? 4) || 4,
): number {
  return Math.max(1, Math.min(2 * cores, poolThreads - 1));
}

/**
 * One worker per core, at most four: the workers' JavaScript then never starves the request
 * thread of a core for long, and DuckDB's own threads do the heavy part of each answer.
 */
export function defaultDataWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores));
}

function describeIssues(issues: readonly z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string {
  const problemByVariable = new Map<string, string>();
  for (const issue of issues) {
    const variable = String(issue.path[0] ?? 'environment');
    if (problemByVariable.has(variable)) continue;
    const raw = env[variable];
    const got =
      raw === undefined || SECRET_VARIABLES.has(variable) ? '' : ` (got ${JSON.stringify(raw)})`;
    problemByVariable.set(variable, `${variable} ${issue.message}${got}`);
  }
  return `Invalid configuration: ${[...problemByVariable.values()].join('; ')}`;
}

/**
 * Reads the server settings from environment variables. Relative paths are resolved against the
 * current directory; the defaults are resolved against the repository, so they hold from any cwd.
 * Throws a ConfigError whose message is a single line naming each bad variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  nodeEnvWhenUnset: NodeEnv = defaultNodeEnv,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues, env));
  const settings = parsed.data;
  const live = liveSourceSettings(settings);
  if (typeof live === 'string') throw new ConfigError(`Invalid configuration: ${live}`);
  const nodeEnv = settings.NODE_ENV ?? nodeEnvWhenUnset;
  const port = settings.PORT ?? 3000;
  const dataDir = resolve(settings.DATA_DIR ?? join(repoRoot, 'var'));
  return {
    nodeEnv,
    host: settings.HOST ?? '0.0.0.0',
    port,
    logLevel: settings.LOG_LEVEL ?? 'info',
    apiRoot: settings.API_ROOT ?? '/api',
    webDistDir: resolve(settings.WEB_DIST_DIR ?? join(repoRoot, 'apps', 'web', 'dist')),
    serveWeb: settings.SERVE_WEB ?? nodeEnv === 'production',
    dataDir,
    trustProxy: settings.TRUST_PROXY ?? false,
    databaseUrl: settings.DATABASE_URL ?? null,
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionSecret: settings.SESSION_SECRET ?? null,
    sessionTtlDays: settings.SESSION_TTL_DAYS ?? 30,
    smtpUrl: settings.SMTP_URL ?? null,
    mailFrom: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    supportEmail: settings.SUPPORT_EMAIL ?? SUPPORT_EMAIL_DEFAULT,
    rateLimitScale: settings.RATE_LIMIT_SCALE ?? 1,
    warehousePath: join(dataDir, WAREHOUSE_FILE),
    redisUrl: settings.REDIS_URL ?? null,
    redisTimeoutMs: settings.REDIS_TIMEOUT_MS ?? DEFAULT_REDIS_TIMEOUT_MS,
    dataCacheBytes: (settings.DATA_CACHE_MB ?? DEFAULT_DATA_CACHE_MB) * 1024 * 1024,
    warehouseCheckMs: settings.WAREHOUSE_CHECK_MS ?? DEFAULT_WAREHOUSE_CHECK_MS,
    dataRateBurst: settings.DATA_RATE_BURST ?? DEFAULT_DATA_RATE_BURST,
    dataRatePerSecond: settings.DATA_RATE_PER_SECOND ?? DEFAULT_DATA_RATE_PER_SECOND,
    dataConcurrency: settings.DATA_CONCURRENCY ?? defaultDataConcurrency(),
    // Tests build many servers: each would start its threads, so they ask for workers by name.
    dataWorkers: settings.DATA_WORKERS ?? (nodeEnv === 'test' ? 0 : defaultDataWorkers()),
    dataQueueMax: settings.DATA_QUEUE_MAX ?? DEFAULT_DATA_QUEUE_MAX,
    dataQueryTimeoutMs: settings.DATA_QUERY_TIMEOUT_MS ?? DEFAULT_DATA_QUERY_TIMEOUT_MS,
    databaseRetryMs: settings.DATABASE_RETRY_MS ?? DEFAULT_DATABASE_RETRY_MS,
    requestLogSample: settings.REQUEST_LOG_SAMPLE ?? 0,
    slowRequestMs: settings.SLOW_REQUEST_MS ?? DEFAULT_SLOW_REQUEST_MS,
    liveSpeed: settings.LIVE_SPEED ?? 1,
    liveClockShiftMinutes: settings.LIVE_CLOCK_SHIFT_MINUTES ?? 0,
    natsUrl: settings.NATS_URL ?? null,
    ...live,
  };
}
