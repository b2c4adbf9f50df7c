/**
 * Whether a rate limit holds once for the cluster or once per node: one played client sends
 * more than its allowance through nginx, which spreads the requests over every node, and the
 * answers let through are counted against one allowance.
 */
import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@courtside/contract';
import { LIMIT_POLICIES, LOGIN_BACKOFF } from '../../src/accounts/rate-limit/policies';
import { DEFAULT_DATA_RATE_BURST, DEFAULT_DATA_RATE_PER_SECOND } from '../../src/config';
import { call, freshAddress, pooled } from './http';
import type { Target } from './verdicts';
import { bucketAllowance } from './verdicts';

export interface LimitResult {
  readonly target: Target;
  /** Answers let through, and what one limit allows (per node it would be nodes × that). */
  readonly passed: number;
  readonly allowance: number;
  readonly sent: number;
  readonly nodesReached: number;
}

function nodesOf(replies: ReadonlyArray<{ readonly upstreams: readonly string[] }>): number {
  return new Set(replies.flatMap((reply) => reply.upstreams)).size;
}

/** The data API's token bucket: three bursts' worth of a cached answer from one address. */
export async function dataBucket(url: string, path: string, nodes: number): Promise<LimitResult> {
  const address = freshAddress();
  const sent = 3 * DEFAULT_DATA_RATE_BURST;
  const started = performance.now();
  const replies = await pooled(sent, 16, () => call(url, path, { address }));
  const seconds = (performance.now() - started) / 1000;
  const passed = replies.filter((reply) => reply.status === 200).length;
  const refused = replies.filter((reply) => reply.status === 429).length;
  const allowance = bucketAllowance(DEFAULT_DATA_RATE_BURST, DEFAULT_DATA_RATE_PER_SECOND, seconds);
  const reached = nodesOf(replies);
  return {
    passed,
    allowance,
    sent,
    nodesReached: reached,
    target: {
      label: 'data token bucket is one for the cluster',
      ok: passed <= allowance && passed + refused === sent && reached === nodes,
      detail:
        `${sent} requests from one address in ${seconds.toFixed(1)} s over ${reached} nodes: ` +
        `${passed} answered, ${refused} refused (429); one bucket allows ≤ ${allowance}, ` +
        `one per node would allow ${nodes * DEFAULT_DATA_RATE_BURST}+ (${(passed / DEFAULT_DATA_RATE_BURST).toFixed(2)} bursts)`,
    },
  };
}

/**
 * The login route's per-address limit: wrong passwords for unknown addresses (so no account's
 * back-off is involved), three times the limit, from one address. An answer other than the
 * limit's own 429 got past the limit.
 */
export async function loginLimit(url: string, nodes: number): Promise<LimitResult> {
  const address = freshAddress();
  const rule = LIMIT_POLICIES.login.perIp;
  // One limit more than the nodes could let through between them, so a per-node limit shows.
  const sent = (nodes + 1) * rule.max;
  const run = Date.now().toString(36);
  const replies = await pooled(sent, 4, (index) =>
    call(url, `/api${ACCOUNT_API.login}`, {
      method: 'POST',
      address,
      body: { email: `cluster-nobody-${run}-${index}@example.com`, password: 'wrong-password' },
    }),
  );
  const limited = replies.filter(
    (reply) => reply.status === 429 && reply.msg === ACCOUNT_MESSAGES.rateLimited,
  ).length;
  const passed = sent - limited;
  const reached = nodesOf(replies);
  return {
    passed,
    allowance: rule.max,
    sent,
    nodesReached: reached,
    target: {
      label: 'login limit per address is one for the cluster',
      ok: passed <= rule.max && reached === nodes,
      detail:
        `${sent} logins from one address over ${reached} nodes: ${passed} got past the limit ` +
        `of ${rule.max} a minute, ${limited} refused by it (${(passed / rule.max).toFixed(1)}× the limit)`,
    },
  };
}

/**
 * The back-off of one account: wrong passwords at once, each from another address (so the
 * per-address limits are not what stops them). Past the free failures the account is locked,
 * whichever node a guess reaches.
 */
export async function loginBackoff(url: string, nodes: number): Promise<LimitResult> {
  const rule = LOGIN_BACKOFF.perAccount;
  const sent = 3 * (rule.free + 1);
  const email = `cluster-guessed-${Date.now().toString(36)}@example.com`;
  const replies = await pooled(sent, sent, () =>
    call(url, `/api${ACCOUNT_API.login}`, {
      method: 'POST',
      address: freshAddress(),
      body: { email, password: 'wrong-password' },
    }),
  );
  const checked = replies.filter((reply) => reply.status === 401).length;
  const backedOff = replies.filter(
    (reply) => reply.status === 429 && reply.msg === ACCOUNT_MESSAGES.loginBackedOff,
  ).length;
  // The free failures, and the one that starts the first lock.
  const allowance = rule.free + 1;
  const reached = nodesOf(replies);
  return {
    passed: checked,
    allowance,
    sent,
    nodesReached: reached,
    target: {
      label: 'login back-off of an account is one for the cluster',
      ok: checked <= allowance && checked + backedOff === sent && reached === nodes,
      detail:
        `${sent} wrong passwords for one account at once over ${reached} nodes: ${checked} checked, ` +
        `${backedOff} held back; one back-off checks ≤ ${allowance}, one per node ${nodes * allowance}`,
    },
  };
}
