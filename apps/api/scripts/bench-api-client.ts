/**
 * The client side of `npm run bench:api`: the forked server (bench-api-server.ts) and answers
 * read exactly as they come off the wire.
 */
import { fork } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import type { BenchServerReady } from './bench-api-server';

export interface BenchServer {
  readonly base: string;
  readonly token: string | null;
  close(): Promise<void>;
}

/** Forks bench-api-server.ts with `env` (plus PATH/HOME) and waits until it listens. */
export function startServer(env: Record<string, string>): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./bench-api-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...(process.env['BENCH_SERVER_TRACE_GC'] ? ['--trace-gc'] : [])],
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return new Promise((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${String(code)}`)));
    child.once('message', (message) => {
      const ready = message as BenchServerReady;
      resolveReady({
        base: ready.base,
        token: ready.token,
        close: async () => {
          if (child.exitCode === null) child.send('close');
          await exited;
        },
      });
    });
  });
}

export interface WireAnswer {
  readonly body: Buffer;
  readonly encoding: string | undefined;
}

/** One answer exactly as sent (still compressed when the server compresses it); throws unless 200. */
export function wireAnswer(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolveAnswer, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolveAnswer({
              body: Buffer.concat(chunks),
              encoding: response.headers['content-encoding'],
            })
          : reject(new Error(`${url}: ${String(response.statusCode)}`)),
      );
    }).on('error', reject);
  });
}

const BROTLI_WAIT_MS = 60_000;

/**
 * A cached answer as it is sent once warm: an answer worth compressing goes out gzipped until
 * its brotli is made in the background (seconds for a division list), then in brotli.
 */
export async function settledAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<WireAnswer> {
  const deadline = Date.now() + BROTLI_WAIT_MS;
  for (;;) {
    const answer = await wireAnswer(url, headers);
    if (answer.encoding !== 'gzip') return answer;
    if (Date.now() > deadline)
      throw new Error(`${url}: still no brotli after ${BROTLI_WAIT_MS} ms`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

/**
 * Autocannon appends every body chunk to a string (`body += chunk`), kept only for its
 * expectBody/verifyBody checks, which this bench does not use. On gzip's binary bytes that
 * decode dominates the client: measured here, a bare node:http server sending the mix's bytes
 * from memory ran 701 req/s (p99 825 ms) with it and 9,257 req/s (p99 28 ms) without. Bodies are
 * still read off the socket, parsed and counted; only the string is not built.
 */
export function countBodiesOnly(client: autocannon.Client): void {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } })
    .pipelinedRequests;
  if (queue === undefined || typeof queue.addBody !== 'function') {
    throw new Error('autocannon changed: no pipelinedRequests.addBody to replace');
  }
  queue.addBody = () => undefined;
}
