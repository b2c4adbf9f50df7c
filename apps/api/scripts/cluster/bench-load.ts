/**
 * The bench's load test: autocannon through nginx, a mix of cached data answers (each request
 * from another played client address, so no client meets its rate limit) and account calls of a
 * signed-in user (GET me, POST token-is-valid), with one node killed (SIGKILL) halfway. Every
 * answer is recorded with the nodes nginx tried (X-Upstream), so failures can be told apart:
 * in flight to the killed node, or lost.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ACCOUNT_API, AUTH_HEADER } from '@courtside/contract';
import autocannon from 'autocannon';
import type { ClusterNode } from './cluster';
import { REQUEST_HEADER, UPSTREAM_HEADER, upstreamsOf } from './nginx-config';
import type { LoadAnswer, LoadCounts } from './verdicts';
import { countLoad } from './verdicts';

export interface LoadOrder {
  readonly url: string;
  readonly dataPaths: readonly string[];
  readonly token: string;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly victim: ClusterNode;
}

export interface LoadResult extends LoadCounts {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly killedAtSeconds: number;
  /** The requests that got no answer, grouped by error. */
  readonly noAnswer: readonly string[];
  readonly accountAnswers: number;
}

/** Addresses the load's requests come from, in turn: 4096 of them, a few requests a second each. */
const ADDRESSES = 4096;
/** The account routes' common prefix (GET me, POST token-is-valid). */
const ACCOUNT_PREFIX = '/users/';

export async function loadWithKill(order: LoadOrder): Promise<LoadResult> {
  const answers: LoadAnswer[] = [];
  let accountAnswers = 0;
  let killedAt = 0;
  let next = 0;
  const address = () => {
    next = (next + 1) % ADDRESSES;
    return `10.60.${next >> 8}.${(next & 255) + 1}`;
  };
  // What a response was for is read from the headers nginx adds to it (X-Request: method and
  // path; X-Upstream), not from the request autocannon pairs it with: around the kill, that
  // pairing disagreed with nginx's access log.
  const record = (
    status: number,
    _body: string,
    _context: object,
    headers?: IncomingHttpHeaders,
  ) => {
    // autocannon keeps the header names as sent (nginx writes X-Upstream, X-Request).
    const header = (wanted: string): string | undefined => {
      const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === wanted);
      const value = name === undefined ? undefined : headers?.[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const [method, path] = (header(REQUEST_HEADER) ?? '').split(' ');
    answers.push({
      method: method === 'POST' ? 'POST' : 'GET',
      afterKill: killedAt > 0,
      status,
      upstreams: upstreamsOf(header(UPSTREAM_HEADER)),
    });
    if (path?.startsWith(`/api${ACCOUNT_PREFIX}`)) accountAnswers += 1;
  };
  const withAddress = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': address() },
  });
  const data: autocannon.Request[] = order.dataPaths.map((path) => ({
    method: 'GET',
    path,
    headers: { 'accept-encoding': 'gzip, br' },
    setupRequest: withAddress,
    onResponse: record,
  }));
  const signedIn = { [AUTH_HEADER]: order.token };
  // One account call for every few data answers, as a page's traffic has.
  const account: autocannon.Request[] = [
    {
      method: 'GET',
      path: `/api${ACCOUNT_API.me}`,
      headers: signedIn,
      setupRequest: withAddress,
      onResponse: record,
    },
    {
      method: 'POST',
      path: `/api${ACCOUNT_API.tokenIsValid}`,
      headers: signedIn,
      setupRequest: withAddress,
      onResponse: record,
    },
  ];
  const requests = data.flatMap((request, index) =>
    index % 4 === 3 ? [request, ...account] : [request],
  );

  const started = Date.now();
  const timer = setTimeout(
    () => {
      killedAt = Date.now();
      process.kill(order.victim.process.pid, 'SIGKILL');
    },
    (order.durationSeconds * 1000) / 2,
  );
  // Requests that got no answer, by error, and when relative to the kill.
  const noAnswer = new Map<string, number>();
  let result: autocannon.Result;
  try {
    result = await new Promise<autocannon.Result>((done, reject) => {
      const instance = autocannon(
        {
          url: order.url,
          connections: order.connections,
          duration: order.durationSeconds,
          timeout: 10,
          requests,
        },
        (error: unknown, finished: autocannon.Result) => {
          if (error === null || error === undefined) done(finished);
          else reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
      instance.on('reqError', (error: unknown) => {
        const what = `${error instanceof Error ? error.message : String(error)} ${
          killedAt === 0 ? 'before' : 'after'
        } the kill`;
        noAnswer.set(what, (noAnswer.get(what) ?? 0) + 1);
      });
    });
  } finally {
    clearTimeout(timer);
  }
  // autocannon counts a time-out among its errors too.
  const counts = countLoad(answers, order.victim.address, result.errors);
  return {
    ...counts,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    killedAtSeconds: (killedAt - started) / 1000,
    noAnswer: [...noAnswer].map(([what, count]) => `${count} × ${what}`),
    accountAnswers,
  };
}
