/**
 * The abusive side of `npm run bench:abuse`, in a process of its own (forked by bench-abuse.ts):
 * `connections` closed loops of random uncached requests. Apart, so that the latencies the
 * parent measures for the cached stream are not its own event loop's queue behind a thousand
 * answers a second. Also the HTTP helpers both sides use.
 *
 * IPC: receives `{ base, paths, connections, untilMs, manyAddresses }` (paths: every request it
 * may pick from), answers with the list of answers, then exits.
 */
import { Agent, request } from 'node:http';

/** An answer later than this counts as a time-out (the client gives up). */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface Answer {
  readonly status: number | 'timeout';
  readonly ms: number;
  readonly cache: string | undefined;
}

export function send(agent: Agent, base: URL, path: string, headers: Record<string, string>) {
  const started = performance.now();
  return new Promise<Answer>((done) => {
    const finish = (status: Answer['status'], cache?: string) =>
      done({ status, ms: performance.now() - started, cache });
    const req = request(
      { agent, host: base.hostname, port: base.port, path, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () =>
          finish(response.statusCode ?? 0, response.headers['x-data-cache'] as string | undefined),
        );
        response.on('error', () => finish('timeout'));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => finish('timeout'));
    req.end();
  });
}

export const pick = <T>(items: readonly T[]): T =>
  items[Math.floor(Math.random() * items.length)] as T;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `connections` closed loops of random uncached requests until `until`. */
export async function abuse(
  base: URL,
  paths: readonly string[],
  connections: number,
  until: number,
  manyAddresses: boolean,
): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const answers: Answer[] = [];
  const loop = async (index: number) => {
    const headers: Record<string, string> = manyAddresses
      ? { 'x-forwarded-for': `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}` }
      : {};
    while (Date.now() < until) answers.push(await send(agent, base, pick(paths), headers));
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  agent.destroy();
  return answers;
}

export interface AbuseOrder {
  readonly base: string;
  readonly paths: readonly string[];
  readonly connections: number;
  readonly untilMs: number;
  readonly manyAddresses: boolean;
}

const reply = process.send?.bind(process);
if (reply !== undefined && process.argv.includes('--abuse-client')) {
  process.once('message', (message) => {
    const order = message as AbuseOrder;
    void abuse(
      new URL(order.base),
      order.paths,
      order.connections,
      order.untilMs,
      order.manyAddresses,
    ).then((answers) => reply(answers, () => process.exit(0)));
  });
}
