/**
 * The uncached latency of every endpoint of the data API, one request at a time over one
 * keep-alive connection (a server with its response cache off, so each answer is computed): for
 * each endpoint, its URLs over several competitions, teams, players and games (answer-urls.ts)
 * in rotation until `samples` answers are timed, after one unmeasured pass (JIT and DuckDB's
 * buffers warm, as on a server that has been up a while). A generated URL the server refuses
 * with a 4xx in that pass (a women's-only endpoint asked for a men's season, say) is a question
 * the API rightly refuses, not an answer to time: it is left out and counted. Time is from the request's first byte
 * written to the answer's last byte read, body included.
 */
import { Agent, get as httpGet } from 'node:http';
import { performance } from 'node:perf_hooks';
import { findSubjects, urlsByEndpoint } from './answer-urls';
import type { Subjects } from './answer-urls';

export interface EndpointLatency {
  readonly name: string;
  readonly urls: number;
  /** Generated URLs left out because the server refused them with a 4xx. */
  readonly refusedUrls: number;
  readonly samples: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** The slowest URL (its time is maxMs). */
  readonly slowest: string;
  /** The three slowest answers, slowest first; `round` 0 is the URL's first timed answer. */
  readonly slowestAnswers: ReadonlyArray<{ ms: number; url: string; round: number }>;
  /** Answers other than 200, by status (a 4xx of a generated URL is a bench defect). */
  readonly refused: ReadonlyMap<number, number>;
}

/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

function timedGet(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolveTimed, reject) => {
    const started = performance.now();
    httpGet(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () =>
        resolveTimed({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function benchEveryEndpoint(
  base: string,
  headers: Record<string, string>,
  urlsByEndpoint: ReadonlyMap<string, readonly string[]>,
  samples: number,
  onEndpoint: (done: number, total: number, name: string) => void,
): Promise<EndpointLatency[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const results: EndpointLatency[] = [];
  try {
    let done = 0;
    for (const [name, urls] of urlsByEndpoint) {
      const answered: string[] = [];
      for (const url of urls) {
        const { status } = await timedGet(agent, `${base}${url}`, headers);
        if (status < 400 || status >= 500) answered.push(url);
      }
      if (answered.length === 0) throw new Error(`${name}: every generated URL was refused`);
      const times: Array<{ ms: number; url: string; round: number }> = [];
      const refused = new Map<number, number>();
      for (let i = 0; i < samples; i += 1) {
        const url = answered[i % answered.length] ?? '';
        const { status, ms } = await timedGet(agent, `${base}${url}`, headers);
        if (status !== 200) refused.set(status, (refused.get(status) ?? 0) + 1);
        times.push({ ms, url, round: Math.floor(i / answered.length) });
      }
      const sorted = times.map(({ ms }) => ms).sort((a, b) => a - b);
      const slowest = times.reduce((worst, time) => (time.ms > worst.ms ? time : worst));
      results.push({
        name,
        urls: answered.length,
        refusedUrls: urls.length - answered.length,
        samples,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        maxMs: slowest.ms,
        slowest: slowest.url,
        slowestAnswers: [...times].sort((a, b) => b.ms - a.ms).slice(0, 3),
        refused,
      });
      done += 1;
      onEndpoint(done, urlsByEndpoint.size, name);
    }
  } finally {
    agent.destroy();
  }
  return results.sort((a, b) => b.p99Ms - a.p99Ms);
}

/** One line per endpoint, slowest first. */
export function endpointLines(results: readonly EndpointLatency[], targetMs: number): string[] {
  return results.map((result) => {
    const refused = [...result.refused].map(([status, count]) => `${count} × ${status}`).join(', ');
    const mark = result.p99Ms <= targetMs && result.refused.size === 0 ? '  ' : '✗ ';
    return (
      `${mark}${result.name.padEnd(30)} p50 ${result.p50Ms.toFixed(1).padStart(6)} ms   ` +
      `p99 ${result.p99Ms.toFixed(1).padStart(6)} ms   max ${result.maxMs.toFixed(1).padStart(6)} ms` +
      `   (${result.samples} answers, ${result.urls} URLs` +
      `${result.refusedUrls === 0 ? '' : `, ${result.refusedUrls} refused and left out`})` +
      `${refused === '' ? '' : `   not 200: ${refused}`}`
    );
  });
}

/** A timed phase over groups of URLs (an endpoint's, a tool request's), and how it reports. */
export interface UrlGroupsPhase {
  /** Each group's URLs over the subjects the server serves. */
  readonly urlsOf: (subjects: readonly Subjects[]) => Map<string, string[]>;
  /** What the progress line counts, e.g. "endpoints". */
  readonly progressNoun: string;
  /** The line before the results, from the group count, competitions and answers per group. */
  readonly heading: (groups: number, competitions: number, samples: number) => string;
  /** Whose p99 the verdict is about, e.g. "every endpoint's". */
  readonly verdictSubject: string;
  /** How the verdict names the median of the groups' p99s, e.g. "median endpoint p99". */
  readonly medianLabel: string;
}

/**
 * Finds the warehouse's subjects through the server, times each group of URLs and prints one
 * line each; true when every group's p99 is within `targetMs` and no generated URL was refused.
 */
export async function timeUrlGroups(
  base: string,
  headers: Record<string, string>,
  samples: number,
  targetMs: number,
  phase: UrlGroupsPhase,
  only: readonly string[] | null = null,
): Promise<boolean> {
  const subjects = await findSubjects(async (url) => {
    const response = await fetch(`${base}${url}`, { headers });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  const groups = phase.urlsOf(subjects);
  if (only !== null) {
    const unknown = only.filter((name) => !groups.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `No URLs for ${unknown.join(', ')}; the groups are ${[...groups.keys()].join(', ')}`,
      );
    }
    for (const name of [...groups.keys()]) if (!only.includes(name)) groups.delete(name);
  }
  const results = await benchEveryEndpoint(base, headers, groups, samples, (done, total) => {
    process.stdout.write(`\r    ${done}/${total} ${phase.progressNoun}`);
  });
  process.stdout.write('\n');
  const missed = results.filter((result) => result.p99Ms > targetMs || result.refused.size > 0);
  console.log(phase.heading(results.length, subjects.length, samples));
  for (const text of endpointLines(results, targetMs)) console.log(text);
  for (const result of missed) {
    const answers = result.slowestAnswers.map(
      (answer) => `${answer.ms.toFixed(1)} ms ${answer.url} (round ${answer.round})`,
    );
    console.log(`  slowest of ${result.name}: ${answers.join('; ')}`);
  }
  const p99s = results.map((result) => result.p99Ms).sort((a, b) => a - b);
  console.log(
    `${missed.length === 0 ? 'PASS' : 'MISS'} ${phase.verdictSubject} uncached p99 ≤ ${targetMs} ms: ` +
      `${results.length - missed.length} of ${results.length} (${phase.medianLabel} ${percentile(p99s, 0.5).toFixed(1)} ms)`,
  );
  return missed.length === 0;
}

/** Times every endpoint of the catalogue (timeUrlGroups over answer-urls.ts's URLs). */
export const everyEndpointPhase = (
  base: string,
  headers: Record<string, string>,
  samples: number,
  targetMs: number,
  only: readonly string[] | null = null,
): Promise<boolean> =>
  timeUrlGroups(
    base,
    headers,
    samples,
    targetMs,
    {
      urlsOf: urlsByEndpoint,
      progressNoun: 'endpoints',
      heading: (groups, competitions, answers) =>
        `Every endpoint uncached, 1 connection: ${groups} endpoints over ${competitions} competitions, ${answers} answers each`,
      verdictSubject: "every endpoint's",
      medianLabel: 'median endpoint p99',
    },
    only,
  );
