/**
 * What the nodes must share besides the limits: the response cache (an answer computed by one
 * node is served from Redis by the others) and session revocation (a logout through one node
 * ends the session on every node).
 */
import { ACCOUNT_API, buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { ALL_ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { percentile } from '../bench-abuse-client';
import type { ClusterNode } from './cluster';
import { call, freshAddress, pause } from './http';
import type { Target } from './verdicts';

export interface CacheResult {
  readonly target: Target;
  readonly computed: number;
  readonly servedByOthers: number;
  readonly fromRedis: number;
}

/**
 * Asks, through nginx, for answers no node holds yet (one computing node each), then for each
 * the same path of every other node directly: each should come from Redis, not be computed.
 */
export async function sharedCache(
  url: string,
  nodes: readonly ClusterNode[],
  candidates: readonly string[],
  wanted: number,
): Promise<CacheResult> {
  let computed = 0;
  let servedByOthers = 0;
  let fromRedis = 0;
  const missMs: number[] = [];
  const hitMs: number[] = [];
  for (const path of candidates) {
    if (computed === wanted) break;
    const first = await call(url, path, { address: freshAddress() });
    // Already cached by an earlier run (same data version) or not cacheable: not a test.
    if (first.status !== 200 || first.cache !== 'miss') continue;
    computed += 1;
    missMs.push(first.ms);
    const computedBy = first.upstreams[first.upstreams.length - 1];
    for (const node of nodes.filter((other) => other.address !== computedBy)) {
      const again = await call(node.base, path, { address: freshAddress() });
      servedByOthers += 1;
      if (again.status === 200 && again.cache === 'hit-redis') {
        fromRedis += 1;
        hitMs.push(again.ms);
      }
    }
  }
  return {
    computed,
    servedByOthers,
    fromRedis,
    target: {
      label: 'response cache is shared',
      ok: computed === wanted && fromRedis === servedByOthers,
      detail:
        `${computed} answers computed by one node (p50 ${percentile(missMs, 50).toFixed(0)} ms); ` +
        `asked of the other nodes ${servedByOthers} times: ${fromRedis} from Redis ` +
        `(x-data-cache: hit-redis, p50 ${percentile(hitMs, 50).toFixed(1)} ms), ` +
        `${servedByOthers - fromRedis} computed again`,
    },
  };
}

/** A 'pro' (tier 3) endpoint: answered for the bench's tier-3 user, refused (403) to a visitor. */
export function proPath(): string {
  const definition = ALL_ENDPOINT_DEFINITIONS.find(
    (candidate) => candidate.access === 'pro' && candidate.usesWarehouse !== false,
  );
  if (definition === undefined) throw new Error('no tier-3 endpoint to test revocation with');
  const example: DataConfig = definition.example;
  return buildDataPath(definition.name, example, '/api');
}

export interface RevocationResult {
  readonly targets: readonly Target[];
  /** Per node, ms from the logout's answer until a data request with the token was a visitor's. */
  readonly dataVisitorAfterMs: ReadonlyArray<number | null>;
}

const POLL_MS = 200;
const GIVE_UP_MS = 10_000;
/** A data request may see the old session for this long (the lookup's round trip). */
export const DATA_REVOCATION_TARGET_MS = 1000;

export async function revocation(
  url: string,
  nodes: readonly ClusterNode[],
  token: string,
): Promise<RevocationResult> {
  const address = freshAddress();
  const path = proPath();
  // Every node first checks the session and resolves the caller of a data request (which it
  // then keeps for a few seconds): the case where revocation has something to undo.
  for (const node of nodes) {
    const me = await call(node.base, `/api${ACCOUNT_API.me}`, { address, token });
    const data = await call(node.base, path, { address, token });
    if (me.status !== 200 || data.status === 403) {
      throw new Error(
        `node ${node.index} does not accept the session (${me.status}, data ${data.status})`,
      );
    }
  }
  const logout = await call(url, `/api${ACCOUNT_API.logout}`, { method: 'POST', address, token });
  if (logout.status !== 200) throw new Error(`logout answered ${logout.status}`);
  const loggedOutAt = performance.now();
  // Right after the logout's answer, each node at once: GET me (401 without a session) and
  // token-is-valid (isValid: false).
  const accountAnswers = await Promise.all(
    nodes.map(async (node) => {
      const [me, check] = await Promise.all([
        call(node.base, `/api${ACCOUNT_API.me}`, { address, token }),
        call(node.base, `/api${ACCOUNT_API.tokenIsValid}`, { method: 'POST', address, token }),
      ]);
      const isValid =
        typeof check.json === 'object' && check.json !== null && 'isValid' in check.json
          ? check.json.isValid === true
          : null;
      return { me: me.status, isValid };
    }),
  );
  const dataVisitorAfterMs = await Promise.all(
    nodes.map(async (node) => {
      while (performance.now() - loggedOutAt < GIVE_UP_MS) {
        const reply = await call(node.base, path, { address, token });
        if (reply.status === 403) return performance.now() - loggedOutAt;
        await pause(POLL_MS);
      }
      return null;
    }),
  );
  const refusedEverywhere = accountAnswers.every(
    (answer) => answer.me === 401 && answer.isValid === false,
  );
  const worst = dataVisitorAfterMs.reduce<number>(
    (most, ms) => Math.max(most, ms ?? Number.POSITIVE_INFINITY),
    0,
  );
  const windows = dataVisitorAfterMs
    .map((ms, i) => `node ${i + 1} ${ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`}`)
    .join(', ');
  return {
    dataVisitorAfterMs,
    targets: [
      {
        label: 'logout ends the session on every node at once (account routes)',
        ok: refusedEverywhere,
        detail: `right after the logout, GET me / token-is-valid: ${accountAnswers
          .map((answer, i) => `node ${i + 1} ${answer.me} / isValid ${String(answer.isValid)}`)
          .join(', ')} (401 / false wanted from each node)`,
      },
      {
        label: `data requests with the ended session are a visitor's within ${DATA_REVOCATION_TARGET_MS / 1000} s`,
        ok: worst <= DATA_REVOCATION_TARGET_MS,
        detail: `first visitor answer (403 on "${path.split('/')[3] ?? path}") after: ${windows} (polled every ${POLL_MS} ms)`,
      },
    ],
  };
}
