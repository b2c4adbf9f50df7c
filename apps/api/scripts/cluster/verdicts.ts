/**
 * The bench's arithmetic, pure so it is tested: how the load test's answers are counted around
 * the killed node, how many requests one token bucket lets through, and the exit code.
 */

export interface Target {
  readonly label: string;
  readonly ok: boolean;
  /** The measured figures next to the target, one line. */
  readonly detail: string;
}

export const exitCodeOf = (targets: readonly Target[]): number =>
  targets.every((target) => target.ok) ? 0 : 1;

export const formatTarget = (target: Target): string =>
  `  ${target.ok ? 'PASS' : 'MISS'} ${target.label}: ${target.detail}`;

export interface LoadAnswer {
  readonly method: 'GET' | 'POST';
  readonly status: number;
  /** The nodes nginx tried, in order (X-Upstream). */
  readonly upstreams: readonly string[];
  /** Whether it was answered after the node was killed. */
  readonly afterKill: boolean;
}

export interface LoadCounts {
  readonly answers: number;
  readonly ok: number;
  /** Answered, by another node, after the killed one failed (nginx retried them). */
  readonly retried: number;
  readonly retriedPosts: number;
  /** Failed (5xx from nginx) because the killed node was handling them when it died. */
  readonly inFlightToKilled: number;
  readonly inFlightPosts: number;
  /** Any other failure: non-2xx answers, and requests that got no answer at all. */
  readonly lost: number;
  /** Every non-2xx status with its count, e.g. `{ 502: 3 }`. */
  readonly failures: Readonly<Record<number, number>>;
  /** Answers per node (the last node tried), before and after the kill. */
  readonly perNode: Readonly<Record<string, { readonly before: number; readonly after: number }>>;
}

/**
 * Counts the load test's answers. A failure counts as in flight to the killed node when nginx
 * reports it as the last node tried and answered a gateway error (502/504) for it: that
 * request had been passed on to the node when it died, and nginx rightly does not resend a POST
 * that may have run. `noAnswer` are the requests that got no answer (client errors, time-outs).
 */
export function countLoad(
  answers: readonly LoadAnswer[],
  killed: string,
  noAnswer: number,
): LoadCounts {
  let ok = 0;
  let retried = 0;
  let retriedPosts = 0;
  let inFlightToKilled = 0;
  let inFlightPosts = 0;
  let lost = noAnswer;
  const failures: Record<number, number> = {};
  const perNode: Record<string, { before: number; after: number }> = {};
  for (const answer of answers) {
    const last = answer.upstreams[answer.upstreams.length - 1] ?? 'none';
    const node = (perNode[last] ??= { before: 0, after: 0 });
    if (answer.afterKill) node.after += 1;
    else node.before += 1;
    if (answer.status >= 200 && answer.status < 300) {
      ok += 1;
      if (answer.upstreams.length > 1 && answer.upstreams.includes(killed)) {
        retried += 1;
        if (answer.method === 'POST') retriedPosts += 1;
      }
      continue;
    }
    failures[answer.status] = (failures[answer.status] ?? 0) + 1;
    if ((answer.status === 502 || answer.status === 504) && last === killed) {
      inFlightToKilled += 1;
      if (answer.method === 'POST') inFlightPosts += 1;
    } else {
      lost += 1;
    }
  }
  return {
    answers: answers.length,
    ok,
    retried,
    retriedPosts,
    inFlightToKilled,
    inFlightPosts,
    lost,
    failures,
    perNode,
  };
}

/**
 * The most requests one token bucket lets through in `seconds`: the burst, plus the refill, plus
 * one for a refill step that lands while the last request is counted.
 */
export const bucketAllowance = (burst: number, perSecond: number, seconds: number): number =>
  burst + Math.floor(perSecond * seconds) + 1;

/**
 * nginx's error log, grouped: each kind of message with the node it was about and how often,
 * most frequent first (why a node was left out, and when).
 */
export function errorLogSummary(
  log: string,
): Array<{ readonly what: string; readonly count: number }> {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    const match =
      /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: .*?)?(?:, upstream: "\w+:\/\/([^/"]+)[^"]*")?(?:, host: .*)?$/.exec(
        line,
      );
    if (match === null) continue;
    const what = `${match[1] ?? ''}: ${match[2] ?? ''}${match[3] === undefined ? '' : ` (${match[3]})`}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].map(([what, count]) => ({ what, count })).sort((a, b) => b.count - a.count);
}

/**
 * The warnings and errors of a node's log (pino's JSON lines) that mention Redis: a node that
 * could not reach it in time falls back to limits of its own, which is what a multiplied
 * limit on a loaded machine comes from.
 */
export function redisWarnings(log: string): string[] {
  const found: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof entry !== 'object' || entry === null) continue;
    const level = 'level' in entry ? entry.level : 0;
    const msg = 'msg' in entry ? entry.msg : '';
    if (typeof level === 'number' && level >= 40 && typeof msg === 'string' && /redis/i.test(msg)) {
      found.push(msg);
    }
  }
  return found;
}
