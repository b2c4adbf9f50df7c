/** Database rows as the contract's shapes: what clients see of a user, a tier, a token. */
import type {
  AdminUserRow,
  TierStatus,
  TrialTokenRow,
  User,
  UserSettings,
} from '@courtside/contract';
import { tierLabel } from '@courtside/contract';
import type { UserRecord } from '../db/schema';
import type { AdminUserListRow } from '../repositories/users';
import { readSettings } from '../repositories/users';
import type { TrialTokenListRow } from '../repositories/tokens';

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

export function toUser(user: UserRecord): User {
  const settings: UserSettings = readSettings(user.settings);
  return { _id: user.id, email: user.email, userType: user.user_type, settings };
}

export function toAdminUserRow(user: AdminUserListRow, now: Date): AdminUserRow {
  return {
    _id: user.id,
    email: user.email,
    userType: user.user_type,
    tier: effectiveTier(user, now),
    adminRole: user.admin_role,
    emailVerified: user.email_verified_at !== null,
    onboardingSubscribed: user.onboarding_subscribed,
    createdAt: user.created_at.toISOString(),
    lastActiveAt: user.last_active_at === null ? null : user.last_active_at.toISOString(),
  };
}

export function toTrialTokenRow(row: TrialTokenListRow): TrialTokenRow {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    usedAt: row.used_at === null ? null : row.used_at.toISOString(),
    createdBy: row.created_by_email,
  };
}
