/**
 * The data routes: `GET {api}/gs/*` for every endpoint of the registry, the API document and
 * `GET {api}/data-status` (status-route.ts) and the user's trial-player list (trial-players-route.ts).
 * One request goes: caller (session token) → the client's token bucket (429) → parse (codec) →
 * 404/400 → tier check (403) → warehouse lease (503 when there is none) → in-process cache entry
 * of (data version, access class, canonical path), whose stored ETag spares hashing one → 304 on
 * If-None-Match → Redis → the queue of warehouse work (admission/: 503 when full or too slow) →
 * handler on a connection of its own → trial-player filter → `fields` → gzip, cache and send;
 * brotli follows in the background (cache/brotli-backfill.ts). Cached answers and 304s never
 * wait in the queue. Every data answer carries X-Data-Version, ETag and Cache-Control; errors
 * are `{ msg }` and never cached.
 */
import { hash } from 'node:crypto';
import { DEFAULT_ROUTE_KEY } from '@courtside/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../routes/context';
import type { AdmissionRefusal, DataAdmission } from './admission/admission';
import { createAdmission } from './admission/admission';
import { accessClassOf, cacheControlOf, refusalOf } from './access';
import type { CallerResolver } from './caller';
import { createCallerResolver } from './caller';
import { BrotliBackfill } from './cache/brotli-backfill';
import { ResponseCache } from './cache/response-cache';
import type { CachedResponse } from './cache/response-cache';
import { RedisResponseStore } from './cache/redis-store';
import type { DataEndpoint, DataServices } from './endpoint';
import { computeAnswer } from './compute/answer';
import { startAnswerWork } from './compute/answer-work';
import { ComputePool } from './compute/compute-pool';
import { servedKeyOf } from './compute/messages';
import { keepBackgroundThreadsLow } from './compute/thread-priority';
import { DataInputError } from './endpoint';
import { UnknownIdError } from './unknown-id';
import { acceptedCodings, gzipOf } from './compression';
import type { AcceptedCodings } from './compression';
import { registerDocsRoutes } from './openapi/routes';
import { searchIndexOf } from './search/index-cache';
import { parseDataRequest } from './parse-request';
import type { ParsedRequest } from './parse-request';
import { memoizedParser } from './parse-memo';
import { dataRegistry } from './registry';
import { dataServicesOf } from './services';
import { registerDataStatusRoute } from './status-route';
import { registerTrialPlayersRoute } from './trial-players-route';
import type { WarehouseLease } from './warehouse-source';
import { registerUserBracketRoutes } from './user-brackets/routes';
import { WarehouseSource, isLease, unavailableMessage } from './warehouse-source';

/** Freshness of answers that change only with a new build (browsers revalidate with the ETag). */
export const DEFAULT_MAX_AGE_SECONDS = 300;
export const DATA_VERSION_HEADER = 'x-data-version';
export const DATA_CACHE_HEADER = 'x-data-cache';
const PASS_MAX_AGE_SECONDS = 86_400;
const REDIS_CONNECT_WAIT_MS = 1000;
const WORKER_START_WAIT_MS = 30_000;

interface DataRuntime {
  /** parseDataRequest, remembered per URL (parse-memo.ts). */
  readonly parse: (url: string) => ParsedRequest;
  readonly warehouse: WarehouseSource;
  readonly cache: ResponseCache;
  readonly brotli: BrotliBackfill;
  readonly resolveCaller: CallerResolver;
  readonly services: DataServices;
  readonly admission: DataAdmission;
  /** Compute workers for uncached answers; undefined: computed on this thread. */
  readonly pool: ComputePool | undefined;
}

function sendError(reply: FastifyReply, statusCode: number, msg: string): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').send({ msg });
}

function sendRefusal(reply: FastifyReply, refusal: AdmissionRefusal): FastifyReply {
  reply.removeHeader('etag').removeHeader(DATA_VERSION_HEADER).removeHeader('vary');
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  return sendError(reply, refusal.statusCode, refusal.msg);
}

function etagOf(dataVersion: string, accessClass: string, key: string, timeBucket: string): string {
  // One-shot hash: a Hash object per request cost three times as much.
  const digest = hash('sha256', `${accessClass}\n${key}\n${timeBucket}`, 'base64url').slice(0, 22);
  // Weak: the same answer goes out gzipped or not, byte-different but equivalent.
  return `W/"${dataVersion}.${digest}"`;
}

/**
 * While the background demo build still adds seasons, each finished season is a new data
 * version: browsers then revalidate every answer (a 304 while the version holds) rather than
 * keep one from before its season arrived, such as an empty list, for max-age.
 */
function answerCacheControl(warehouse: WarehouseSource, endpoint: DataEndpoint): string {
  const settled = cacheControlOf(endpoint, DEFAULT_MAX_AGE_SECONDS);
  if (endpoint.access === 'admin' || warehouse.pending().length === 0) return settled;
  return endpoint.access === 'public' ? 'public, no-cache' : 'private, no-cache';
}

/** If-None-Match holds our ETag (or `*`): the client's copy is current. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const ours = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === ours || tag === '*');
}

interface EncodedBody {
  readonly coding: 'gzip' | 'br';
  readonly bytes: Buffer;
}

function sendJson(reply: FastifyReply, body: string | Buffer, encoded?: EncodedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (encoded === undefined) return reply.send(body);
  return reply.header('content-encoding', encoded.coding).send(encoded.bytes);
}

/** The gzip form to send, when the client takes gzip and the body was worth compressing. */
function gzipFor(codings: AcceptedCodings, gzip: Buffer | undefined): EncodedBody | undefined {
  return codings.gzip && gzip !== undefined ? { coding: 'gzip', bytes: gzip } : undefined;
}

/** A cached answer in the best form the client accepts: brotli once made, gzip, or the text. */
async function sendCached(
  runtime: DataRuntime,
  reply: FastifyReply,
  key: string,
  hit: CachedResponse,
  codings: AcceptedCodings,
  maxAge: number | undefined,
): Promise<FastifyReply> {
  runtime.brotli.request(key, hit);
  if (codings.br && hit.br !== undefined) {
    return sendJson(reply, hit.body, { coding: 'br', bytes: hit.br });
  }
  let gzip = hit.gzip;
  if (gzip === undefined && codings.gzip) {
    gzip = await gzipOf(hit.body);
    if (gzip !== undefined) runtime.cache.remember(key, { ...hit, gzip }, maxAge);
  }
  return sendJson(reply, hit.body, gzipFor(codings, gzip));
}

async function answer(
  runtime: DataRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const caller = await runtime.resolveCaller(request);
  const limited = await runtime.admission.admit(request.ip, caller);
  if (limited !== null) return sendRefusal(reply, limited);
  const parsed = runtime.parse(request.url);
  if (parsed.kind === 'refused') return sendError(reply, parsed.statusCode, parsed.msg);
  if (parsed.kind === 'pass') {
    // §7: a `pass` request is never sent; one that arrives anyway gets the empty list.
    return reply
      .header('cache-control', `public, max-age=${PASS_MAX_AGE_SECONDS}`)
      .type('application/json; charset=utf-8')
      .send('[]');
  }
  const { endpoint } = parsed;
  const refusal = refusalOf(endpoint, caller);
  if (refusal !== null) return sendError(reply, 403, refusal);

  const acquired = await runtime.warehouse.acquire();
  const lease = isLease(acquired) ? acquired : undefined;
  if (lease === undefined && endpoint.usesWarehouse !== false) {
    return sendError(
      reply,
      503,
      unavailableMessage(acquired as Exclude<typeof acquired, WarehouseLease>),
    );
  }
  // The lease is held until the handler has stopped, even when a time-out answered first.
  let handlerStopped: Promise<void> | undefined;
  try {
    const now = new Date();
    const dataVersion =
      lease?.info.dataVersion ?? runtime.warehouse.peekInfo()?.dataVersion ?? 'none';
    const accessClass = accessClassOf(endpoint, caller);
    const maxAge = endpoint.maxAgeSeconds;
    // Answers that change with the clock get a new ETag (and cache entry) every maxAge seconds.
    const timeBucket =
      maxAge === undefined ? '' : String(Math.floor(now.getTime() / (maxAge * 1000)));
    const cacheable = endpoint.access !== 'admin';
    const cacheKey = `${dataVersion}|${accessClass}|${parsed.key}|${timeBucket}`;
    const local = cacheable ? runtime.cache.local(cacheKey) : undefined;
    // The key holds everything the ETag is made of, so a cached answer's stored ETag is the one.
    const etag = local?.etag ?? etagOf(dataVersion, accessClass, parsed.key, timeBucket);
    reply
      .header(DATA_VERSION_HEADER, dataVersion)
      .header('etag', etag)
      .header('cache-control', answerCacheControl(runtime.warehouse, endpoint));
    reply.header(
      'vary',
      endpoint.access === 'public' ? 'accept-encoding' : 'accept-encoding, x-auth-token',
    );
    if (cacheable && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    const codings = acceptedCodings(request.headers['accept-encoding']);
    const hit = local ?? (cacheable ? await runtime.cache.shared(cacheKey) : undefined);
    if (hit !== undefined) {
      reply.header(DATA_CACHE_HEADER, local === undefined ? 'hit-redis' : 'hit-memory');
      return await sendCached(runtime, reply, cacheKey, hit, codings, maxAge);
    }
    const busy = runtime.admission.busyRefusal();
    if (busy !== null) return sendRefusal(reply, busy);
    const here = () =>
      computeAnswer(parsed, {
        caller,
        db: lease?.db,
        builtAt: lease?.info.builtAt,
        now,
        services: runtime.services,
      });
    const work = runtime.admission.compute(reply, () =>
      startAnswerWork(
        runtime.pool,
        { endpoint, url: request.url, caller, now, dataDir: runtime.warehouse.path },
        lease,
        here,
      ),
    );
    handlerStopped = work.stopped;
    const body = await work.answer;
    // Compressed once, here: every later hit sends the stored gzip (or the brotli made later).
    const gzip = cacheable || codings.gzip ? await gzipOf(body) : undefined;
    if (cacheable) {
      const entry = { body, etag, gzip };
      // Free text (live-search's) is kept in process only: see ResponseCache.set.
      await runtime.cache.set(cacheKey, entry, maxAge, { shared: endpoint.query === undefined });
      runtime.brotli.request(cacheKey, entry);
    }
    reply.header(DATA_CACHE_HEADER, cacheable ? 'miss' : 'off');
    return sendJson(reply, body, gzipFor(codings, gzip));
  } catch (error) {
    if (error instanceof DataInputError) {
      reply.removeHeader('etag').removeHeader(DATA_VERSION_HEADER).removeHeader('vary');
      return sendError(reply, error instanceof UnknownIdError ? 404 : 400, error.message);
    }
    const busy = runtime.admission.refusalOf(error);
    if (busy !== undefined) return sendRefusal(reply, busy);
    // Anything else is our fault: the central handler logs it and answers a generic 500.
    reply.removeHeader('etag').header('cache-control', 'no-store');
    throw error;
  } finally {
    if (lease !== undefined) {
      if (handlerStopped === undefined) lease.release();
      else void handlerStopped.then(() => lease.release());
    }
  }
}

export const dataRoutes: RouteModule = async (app, context) => {
  const { config } = context;
  const shared =
    config.redisUrl === null
      ? undefined
      : new RedisResponseStore({
          url: config.redisUrl,
          log: app.log,
          commandTimeoutMs: config.redisTimeoutMs,
        });
  // Connected before the first request, so a node shares the cache from its first answer; an
  // unreachable Redis is given up on at once (its connection error) or after the wait.
  if (shared !== undefined) await shared.ready(REDIS_CONNECT_WAIT_MS);
  const cache = new ResponseCache({ maxBytes: config.dataCacheBytes, shared });
  const brotli = new BrotliBackfill({
    cache,
    onError: (error, key) =>
      app.log.warn({ err: error, key }, 'Cannot make the brotli of a cached answer'),
  });
  const registry = context.dataEndpoints ?? dataRegistry;
  // Workers parse requests with the built-in registry: a server given another one (tests)
  // computes on its own thread.
  const pool =
    config.dataWorkers > 0 && context.dataEndpoints === undefined
      ? new ComputePool({ size: config.dataWorkers, apiRoot: config.apiRoot, log: app.log })
      : undefined;
  // A server that starts taking requests before its workers have loaded computes on its own
  // thread meanwhile; waiting for them first keeps that window short and rare.
  if (pool !== undefined && !(await pool.whenReady(WORKER_START_WAIT_MS))) {
    app.log.warn(
      { workers: pool.size, ready: pool.readyCount },
      'Compute workers are slow to start',
    );
  }
  const stopPrioritySweep = pool === undefined ? undefined : keepBackgroundThreadsLow();
  const warehouse = new WarehouseSource({
    dataDir: config.dataDir,
    onClosed: (info, files) => pool?.retire(servedKeyOf(info, files)),
    log: app.log,
    checkIntervalMs: config.warehouseCheckMs,
    onVersion: (_info, db) => {
      cache.dropLocal();
      // Build the new version's search index now rather than on the first keystroke; the
      // source holds the version open until the promise settles.
      return searchIndexOf(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Cannot build the search index'),
      );
    },
  });
  const admission = await createAdmission({
    burst: config.dataRateBurst,
    perSecond: config.dataRatePerSecond,
    scale: config.rateLimitScale,
    concurrency: config.dataConcurrency,
    maxQueued: config.dataQueueMax,
    timeoutMs: config.dataQueryTimeoutMs,
    redisUrl: config.redisUrl,
    redisTimeoutMs: config.redisTimeoutMs,
    log: app.log,
  });
  const callers = createCallerResolver(context.accounts, app.log);
  const runtime: DataRuntime = {
    parse: memoizedParser((url) => parseDataRequest(url, config.apiRoot, registry)),
    warehouse,
    cache,
    brotli,
    resolveCaller: callers.resolve,
    services: dataServicesOf(context.accounts),
    admission,
    pool,
  };
  app.addHook('onClose', async () => {
    warehouse.close();
    brotli.close();
    callers.close();
    stopPrioritySweep?.();
    await Promise.all([cache.close(), admission.close(), pool?.close()]);
  });

  const handler = (request: FastifyRequest, reply: FastifyReply) => answer(runtime, request, reply);
  app.get(`/${DEFAULT_ROUTE_KEY}`, handler);
  app.get(`/${DEFAULT_ROUTE_KEY}/*`, handler);
  registerDataStatusRoute(app, warehouse);
  registerTrialPlayersRoute(app, warehouse, context.accounts);
  registerUserBracketRoutes(app, warehouse, context.accounts);
  await registerDocsRoutes(app, { apiRoot: config.apiRoot });
};
