import { join, resolve } from 'node:path';
import { z } from 'zod';
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
});

function describeIssues(issues: readonly z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string {
  const problemByVariable = new Map<string, string>();
  for (const issue of issues) {
    const variable = String(issue.path[0] ?? 'environment');
    if (problemByVariable.has(variable)) continue;
    const raw = env[variable];
    const got = raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`;
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
  const nodeEnv = settings.NODE_ENV ?? nodeEnvWhenUnset;
  return {
    nodeEnv,
    host: settings.HOST ?? '0.0.0.0',
    port: settings.PORT ?? 3000,
    logLevel: settings.LOG_LEVEL ?? 'info',
    apiRoot: settings.API_ROOT ?? '/api',
    webDistDir: resolve(settings.WEB_DIST_DIR ?? join(repoRoot, 'apps', 'web', 'dist')),
    serveWeb: settings.SERVE_WEB ?? nodeEnv === 'production',
    dataDir: resolve(settings.DATA_DIR ?? join(repoRoot, 'var')),
    trustProxy: settings.TRUST_PROXY ?? false,
  };
}
