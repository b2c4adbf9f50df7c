/** Database rows as the contract's shapes: what clients see of a user, a tier, a token. */
import type { AdminUserRow, TrialTokenRow, User, UserSettings } from '@courtside/contract';
import type { UserRecord } from '../db/schema';
import type { AdminUserListRow } from '../repositories/users';
import { readSettings } from '../repositories/users';
import type { TrialTokenListRow } from '../repositories/tokens';
import { effectiveTier } from './effective-tier';
import { nextTeamChangeAt } from './team-change';

export { effectiveTier } from './effective-tier';

/** The profile as clients see it at `now` (when the saved team may change next depends on it). */
export function toUser(user: UserRecord, now: Date): User {
  const settings: UserSettings = readSettings(user.settings);
  const nextChange = nextTeamChangeAt(user, now);
  return {
    _id: user.id,
    email: user.email,
    userType: user.user_type,
    settings,
    nextTeamChangeAt: nextChange === null ? null : nextChange.toISOString(),
    ...(user.survey_answered_at === null
      ? {}
      : { surveyAnsweredAt: user.survey_answered_at.toISOString() }),
  };
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
