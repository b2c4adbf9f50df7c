/** The tier in force of a user record (timed tiers fall back to the base tier when they end). */
import type { TierStatus } from '@courtside/contract';
import { tierLabel } from '@courtside/contract';
import type { UserRecord } from '../db/schema';

/** The tier in force: a timed tier until it expires, then the base tier (computed on read). */
export function effectiveTier(user: UserRecord, now: Date): TierStatus {
  const expiresAt = user.tier_expires_at;
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) {
    return { value: user.base_tier, label: tierLabel(user.base_tier), expiresAt: null };
  }
  return {
    value: user.tier,
    label: tierLabel(user.tier),
    expiresAt: expiresAt === null ? null : expiresAt.toISOString(),
  };
}
