/**
 * The per-client limit of the data API: one token bucket per client, the signed-in user (by id,
 * whatever device or session it asks from) or else the address the request came from (behind a
 * load balancer, the client's own when TRUST_PROXY is set). Burst and rate come from
 * DATA_RATE_BURST and DATA_RATE_PER_SECOND, multiplied by RATE_LIMIT_SCALE as every limit is.
 */
import type { DataCaller } from '../endpoint';
import type { BucketDecision, BucketRule, TokenBucketStore } from './token-bucket';

export interface ClientLimitSettings {
  readonly burst: number;
  readonly perSecond: number;
  /** RATE_LIMIT_SCALE. */
  readonly scale: number;
}

/** The bucket of a limit after scaling: the burst rounded up, at least one request. */
export function bucketRuleOf(settings: ClientLimitSettings): BucketRule {
  return {
    burst: Math.max(1, Math.ceil(settings.burst * settings.scale)),
    perSecond: settings.perSecond * settings.scale,
  };
}

/** Whose bucket a request takes from. */
export function clientKeyOf(ip: string, caller: DataCaller): string {
  return caller.userId === undefined ? `ip:${ip}` : `user:${caller.userId}`;
}

export class ClientLimiter {
  readonly rule: BucketRule;

  constructor(
    private readonly store: TokenBucketStore,
    settings: ClientLimitSettings,
  ) {
    this.rule = bucketRuleOf(settings);
  }

  take(clientKey: string): Promise<BucketDecision> {
    return this.store.take(clientKey, this.rule);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
