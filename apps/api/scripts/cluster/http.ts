/** One request of the bench's checks, with what they look at: status, body message, headers. */
import { AUTH_HEADER } from '@courtside/contract';
import { UPSTREAM_HEADER, upstreamsOf } from './nginx-config';

export interface Reply {
  readonly status: number;
  /** `msg` of a JSON error body, or '' . */
  readonly msg: string;
  readonly json: unknown;
  /** X-Data-Cache: miss, hit-memory, hit-redis, off (data answers only). */
  readonly cache: string | null;
  /** The node(s) nginx sent it to; empty when asked of a node directly. */
  readonly upstreams: readonly string[];
  readonly ms: number;
}

export interface Call {
  readonly method?: 'GET' | 'POST';
  /** Played client address (the nodes trust X-Forwarded-For, as behind a load balancer). */
  readonly address: string;
  readonly token?: string;
  readonly body?: unknown;
}

export async function call(base: string, path: string, options: Call): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.address };
  if (options.token !== undefined) headers[AUTH_HEADER] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: only the status matters then.
  }
  const msg =
    typeof json === 'object' && json !== null && 'msg' in json && typeof json.msg === 'string'
      ? json.msg
      : '';
  return {
    status: response.status,
    msg,
    json,
    cache: response.headers.get('x-data-cache'),
    upstreams: upstreamsOf(response.headers.get(UPSTREAM_HEADER) ?? undefined),
    ms,
  };
}

/** Runs `count` tasks, at most `concurrency` at once, in order of their index. */
export async function pooled<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** A client address no earlier run used, so Redis holds no bucket or count for it yet. */
export function freshAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `10.${byte()}.${byte()}.${byte()}`;
}

export const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
