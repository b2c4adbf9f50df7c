/**
 * The server side of `npm run bench:api`, in a process of its own (forked by bench-api.ts) so
 * that autocannon and the server do not share one event loop: in production the API has its
 * process to itself, and a load generator in the same thread would take half of it.
 *
 * Environment: what loadConfig reads (the parent passes DATA_DIR, WEB_DIST_DIR, …) plus
 * BENCH_TOKEN=1 to sign up a tier-3 user (BENCH_TOKEN=admin: a tier-3 upper admin, who may ask
 * the admin-only endpoints too). Sends `{ base, token }` over IPC once listening and
 * closes the server when the parent sends 'close' (or disconnects).
 *
 * With BENCH_FLOOR_FILES (a JSON list of files) it serves those instead, from memory with a bare
 * node:http server, at /0, /1, …: the machine's floor for the same bytes, with no framework,
 * no routing and no work per request.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { buildApp } from '../src/app';
import { benchAccountToken } from './bench-accounts';
import { loadConfig } from '../src/config';

export interface BenchServerReady {
  readonly base: string;
  readonly token: string | null;
}

const send = process.send?.bind(process);
if (send === undefined) throw new Error('bench-api-server runs forked by bench-api.ts');

/** The bare server of BENCH_FLOOR_FILES: each answer's bytes as they were on the wire. */
async function floorServer(files: readonly string[]): Promise<Server> {
  const bodies = await Promise.all(files.map((file) => readFile(file)));
  const server = createServer((request, response) => {
    const body = bodies[Number((request.url ?? '').slice(1))];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    // gzip magic number: the answer went out gzipped.
    const gzipped = body[0] === 0x1f && body[1] === 0x8b;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return server;
}

const floorFiles = process.env['BENCH_FLOOR_FILES'];
const app =
  floorFiles === undefined ? await buildApp(loadConfig(process.env), { logger: false }) : null;
const floor =
  floorFiles === undefined ? null : await floorServer(JSON.parse(floorFiles) as string[]);
if (app !== null) await app.listen({ host: '127.0.0.1', port: 0 });
const address = (app?.server ?? floor)?.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const wanted = process.env['BENCH_TOKEN'];
const token =
  app !== null && (wanted === '1' || wanted === 'admin')
    ? await benchAccountToken(app, base, { label: 'bench-api', tier: 3, admin: wanted === 'admin' })
    : null;
const close = () => {
  if (floor !== null) floor.close(() => process.exit(0));
  else void app?.close().then(() => process.exit(0));
};
process.on('message', (message) => {
  if (message === 'close') close();
});
process.on('disconnect', close);
send({ base, token } satisfies BenchServerReady);
