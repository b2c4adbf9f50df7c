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
import { UPSTREAM_HEADER, upstreamsOf } from './nginx-config';
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
  readonly accountAnswers: number;
}

/** Addresses the load's requests come from, in turn: 4096 of them, a few requests a second each. */
const ADDRESSES = 4096;

export async function loadWithKill(order: LoadOrder): Promise<LoadResult> {
  const answers: LoadAnswer[] = [];
  let accountAnswers = 0;
  let next = 0;
  const address = () => {
    next = (next + 1) % ADDRESSES;
    return `10.60.${next >> 8}.${(next & 255) + 1}`;
  };
  const record =
    (method: 'GET' | 'POST', account: boolean) =>
    (status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
      // autocannon keeps the header names as sent (nginx writes X-Upstream).
      const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === UPSTREAM_HEADER);
      const header = name === undefined ? undefined : headers?.[name];
      answers.push({
        method,
        status,
        upstreams: upstreamsOf(Array.isArray(header) ? header.join(', ') : header),
      });
      if (account) accountAnswers += 1;
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
    onResponse: record('GET', false),
  }));
  const signedIn = { [AUTH_HEADER]: order.token };
  // One account call for every few data answers, as a page's traffic has.
  const account: autocannon.Request[] = [
    {
      method: 'GET',
      path: `/api${ACCOUNT_API.me}`,
      headers: signedIn,
      setupRequest: withAddress,
      onResponse: record('GET', true),
    },
    {
      method: 'POST',
      path: `/api${ACCOUNT_API.tokenIsValid}`,
      headers: signedIn,
      setupRequest: withAddress,
      onResponse: record('POST', true),
    },
  ];
  const requests = data.flatMap((request, index) =>
    index % 4 === 3 ? [request, ...account] : [request],
  );

  const started = Date.now();
  let killedAt = 0;
  const timer = setTimeout(
    () => {
      killedAt = Date.now();
      process.kill(order.victim.process.pid, 'SIGKILL');
    },
    (order.durationSeconds * 1000) / 2,
  );
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: order.url,
      connections: order.connections,
      duration: order.durationSeconds,
      timeout: 10,
      requests,
    });
  } finally {
    clearTimeout(timer);
  }
  const counts = countLoad(answers, order.victim.address, result.errors + result.timeouts);
  return {
    ...counts,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    killedAtSeconds: (killedAt - started) / 1000,
    accountAnswers,
  };
}
