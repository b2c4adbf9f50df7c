/**
 * `{api}/health/ready`: whether this node can answer data and account requests, for a load
 * balancer's readiness check (`{api}/health` only says the process is up). It opens the served
 * warehouse read-only as the data routes do, runs a probe query on it (its meta and table list)
 * and pings the accounts database. A failure answers 503 with a generic message: which part
 * failed, never a file path or a database's own text, which go to the log instead.
 */
import { openServedWarehouse, warehouseInfo } from '@courtside/warehouse';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { ErrorBody } from '../errors';
import type { RouteContext, RouteModule } from './context';

export interface ReadyResponse {
  readonly status: 'ready';
}

export const NOT_READY_WAREHOUSE_MSG = 'Not ready: the statistics warehouse cannot be read';
export const NOT_READY_ACCOUNTS_MSG = 'Not ready: the accounts database does not answer';

async function probeWarehouse(dataDir: string): Promise<void> {
  const served = await openServedWarehouse(dataDir);
  try {
    await warehouseInfo(served.db);
  } finally {
    served.db.close();
  }
}

async function probeAccounts(accounts: RouteContext['accounts']): Promise<void> {
  const deps = await accounts.deps();
  await sql`SELECT 1`.execute(deps.db);
}

/** The message of the first failing probe, or null; the failure itself is logged. */
async function readiness(context: RouteContext, log: FastifyBaseLogger): Promise<string | null> {
  const probes: ReadonlyArray<readonly [string, () => Promise<void>]> = [
    [NOT_READY_WAREHOUSE_MSG, () => probeWarehouse(context.config.dataDir)],
    [NOT_READY_ACCOUNTS_MSG, () => probeAccounts(context.accounts)],
  ];
  const failures = await Promise.all(
    probes.map(async ([msg, probe]) => {
      try {
        await probe();
        return null;
      } catch (error) {
        log.warn({ err: error }, msg);
        return msg;
      }
    }),
  );
  return failures.find((msg) => msg !== null) ?? null;
}

export const readinessRoutes: RouteModule = async (app, context) => {
  // Probes that arrive while one runs share it, so a burst of checks opens the files once.
  let running: Promise<string | null> | undefined;
  app.get('/health/ready', async (request, reply): Promise<ReadyResponse | ErrorBody> => {
    reply.header('cache-control', 'no-store');
    running ??= readiness(context, request.log).finally(() => {
      running = undefined;
    });
    const problem = await running;
    if (problem === null) return { status: 'ready' };
    return reply.code(503).send({ msg: problem } satisfies ErrorBody);
  });
};
