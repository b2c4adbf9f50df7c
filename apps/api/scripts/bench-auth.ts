/**
 * npm run bench:auth [-- --postgres] [--duration <s>] [--connections <n>]
 *
 * Starts the API on a random port with a fresh embedded database in a temp folder (or, with
 * --postgres, on DATABASE_URL), creates users, then measures with autocannon:
 *   1. POST /users/login: logins per second. Each login verifies an argon2id hash (19 MiB, two
 *      passes), so this measures the CPU cost of password hashing, not the server.
 *   2. POST /users/token-is-valid with a valid session: requests per second and p50/p99 latency
 *      (JWT check plus one user lookup).
 * Rate limits are scaled out of the way. Prints a progress line per phase and the figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_API, AUTH_HEADER } from '@courtside/contract';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

interface Options {
  readonly postgres: boolean;
  readonly durationSeconds: number;
  readonly connections: number;
  readonly users: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options = { postgres: false, durationSeconds: 10, connections: 100, users: 20 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--postgres') {
      options.postgres = true;
      continue;
    }
    const value = Number(argv[i + 1]);
    if (!(value > 0) || (flag !== '--duration' && flag !== '--connections')) {
      throw new Error(
        `Unknown option ${flag ?? ''} (use --postgres, --duration <s>, --connections <n>)`,
      );
    }
    if (flag === '--duration') options.durationSeconds = value;
    else options.connections = value;
    i += 1;
  }
  return options;
}

const PASSWORD = 'bench-password';
let phase = 0;
const PHASES = 4;
function progress(label: string): void {
  phase += 1;
  console.log(`==> [${phase}/${PHASES}] ${label}`);
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [AUTH_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.postgres && !process.env.DATABASE_URL) {
    throw new Error(
      '--postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'courtside-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '1000000',
    ...(options.postgres ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await buildApp(config, { logger: false });
  const runId = Date.now().toString(36);
  const emails = Array.from({ length: options.users }, (_, i) => `bench-${runId}-${i}@example.com`);
  try {
    progress(
      `Starting the API on ${options.postgres ? 'PostgreSQL (DATABASE_URL)' : 'a fresh PGlite in ' + dataDir}`,
    );
    await app.accounts.start();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const base = `http://127.0.0.1:${port}${config.apiRoot}`;

    progress(`Creating ${options.users} users`);
    for (const email of emails) {
      const response = await post(base, ACCOUNT_API.signup, {
        email,
        password: PASSWORD,
        confirmation: PASSWORD,
      });
      if (response.status !== 201)
        throw new Error(`signup failed: ${response.status} ${await response.text()}`);
    }
    const login = await post(base, ACCOUNT_API.login, { email: emails[0], password: PASSWORD });
    const { token } = (await login.json()) as { token: string };

    progress(
      `POST ${ACCOUNT_API.login}: ${options.connections} connections, ${options.durationSeconds} s`,
    );
    const logins = await autocannon({
      url: `${base}${ACCOUNT_API.login}`,
      connections: options.connections,
      duration: options.durationSeconds,
      requests: emails.map((email) => ({
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      })),
    });

    progress(
      `POST ${ACCOUNT_API.tokenIsValid}: ${options.connections} connections, ${options.durationSeconds} s`,
    );
    const checks = await autocannon({
      url: `${base}${ACCOUNT_API.tokenIsValid}`,
      method: 'POST',
      connections: options.connections,
      duration: options.durationSeconds,
      headers: { [AUTH_HEADER]: token },
    });

    const cpu = cpus();
    console.log('');
    console.log(
      `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(
      `Database: ${options.postgres ? 'PostgreSQL server' : 'PGlite (embedded)'}; ${options.connections} connections, ${options.durationSeconds} s per phase`,
    );
    console.log(
      `login:          ${logins.requests.average.toFixed(1)} logins/s (argon2id-bound), ` +
        `p50 ${logins.latency.p50} ms, p99 ${logins.latency.p99} ms, ` +
        `${logins['2xx']} ok, ${logins.non2xx} non-2xx, ${logins.errors} errors, ${logins.timeouts} timeouts`,
    );
    console.log(
      `token-is-valid: ${checks.requests.average.toFixed(0)} req/s, ` +
        `p50 ${checks.latency.p50} ms, p99 ${checks.latency.p99} ms, ` +
        `${checks['2xx']} ok, ${checks.non2xx} non-2xx, ${checks.errors} errors, ${checks.timeouts} timeouts`,
    );
    if (logins.non2xx + checks.non2xx + logins.errors + checks.errors > 0) process.exitCode = 1;
  } finally {
    if (options.postgres) {
      const deps = await app.accounts.deps();
      await deps.db.deleteFrom('users').where('email', 'in', emails).execute();
    }
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:auth failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
