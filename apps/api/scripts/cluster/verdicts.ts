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
}

export interface LoadCounts {
  readonly answers: number;
  readonly ok: number;
  /** Answered, by another node, after the killed one failed (nginx retried them). */
  readonly retried: number;
  /** Failed (5xx from nginx) because the killed node was handling them when it died. */
  readonly inFlightToKilled: number;
  /** Any other failure: non-2xx answers, and requests that got no answer at all. */
  readonly lost: number;
  /** Every non-2xx status with its count, e.g. `{ 502: 3 }`. */
  readonly failures: Readonly<Record<number, number>>;
  /** Answers per node (the last node tried). */
  readonly perNode: Readonly<Record<string, number>>;
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
  let inFlightToKilled = 0;
  let lost = noAnswer;
  const failures: Record<number, number> = {};
  const perNode: Record<string, number> = {};
  for (const answer of answers) {
    const last = answer.upstreams[answer.upstreams.length - 1] ?? 'none';
    perNode[last] = (perNode[last] ?? 0) + 1;
    if (answer.status >= 200 && answer.status < 300) {
      ok += 1;
      if (answer.upstreams.length > 1 && answer.upstreams.includes(killed)) retried += 1;
      continue;
    }
    failures[answer.status] = (failures[answer.status] ?? 0) + 1;
    if ((answer.status === 502 || answer.status === 504) && last === killed) inFlightToKilled += 1;
    else lost += 1;
  }
  return { answers: answers.length, ok, retried, inFlightToKilled, lost, failures, perNode };
}

/**
 * The most requests one token bucket lets through in `seconds`: the burst, plus the refill, plus
 * one for a refill step that lands while the last request is counted.
 */
export const bucketAllowance = (burst: number, perSecond: number, seconds: number): number =>
  burst + Math.floor(perSecond * seconds) + 1;
