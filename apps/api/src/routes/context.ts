import type { FastifyPluginAsync } from 'fastify';
import type { AccountsRuntime } from '../accounts/runtime';
import type { Config } from '../config';
import type { DataEndpoint } from '../data/endpoint';

/** What every route module receives when it is mounted under API_ROOT. */
export interface RouteContext {
  readonly config: Config;
  /** The product version, read once at start-up. */
  readonly version: string;
  /** When this server instance was built (epoch milliseconds). */
  readonly startedAt: number;
  /** Accounts: database, mail, sessions and rate limits, opened on first use. */
  readonly accounts: AccountsRuntime;
  /** The data endpoints to serve instead of the full registry (tests of the data router). */
  readonly dataEndpoints?: ReadonlyMap<string, DataEndpoint>;
}

/**
 * A route module: a Fastify plugin whose paths are relative to API_ROOT (`/health` is served as
 * `{API_ROOT}/health`). Each lives in its own file under src/routes and is listed in index.ts.
 */
export type RouteModule = FastifyPluginAsync<RouteContext>;
