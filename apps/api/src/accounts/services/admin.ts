/** The admin page's API: users, tiers and roles, trial tokens, event-log analytics. */
import type {
  AdminUpdateUserRequest,
  AdminUserRow,
  AdminUsersResponse,
  CreatedTrialToken,
  EventLogAnalyticsRow,
  TrialTokenRow,
} from '@courtside/contract';
import { ACCOUNT_MESSAGES, ONE_TIME_TOKEN_TTL_MS } from '@courtside/contract';
import type { AdminUsersQuerySchema } from '@courtside/contract/schemas';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import { trialUpgradeMail } from '../mail/templates';
import { eventLogAnalytics } from '../repositories/event-logs';
import { isUuid } from '../repositories/executor';
import { findTrialTokenRow, listTrialTokens } from '../repositories/tokens';
import type { AdminUserListRow } from '../repositories/users';
import {
  findUserByEmail,
  listUsersForAdmin,
  lockUser,
  setAdminRole,
  setUserTier,
} from '../repositories/users';
import { redeemTrialLink } from './links';
import { emailOneTimeLink } from './mail-delivery';
import { toAdminUserRow, toTrialTokenRow } from './views';

/** How many issued trial tokens the list shows, newest first. */
export const TRIAL_TOKEN_LIST_LIMIT = 500;

export async function listUsers(
  deps: AccountsDeps,
  query: z.output<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersResponse> {
  const { rows, total } = await listUsersForAdmin(deps.db, query);
  const now = deps.clock.now();
  return { users: rows.map((row) => toAdminUserRow(row, now)), total };
}

async function lastActiveAt(deps: AccountsDeps, user: UserRecord): Promise<AdminUserListRow> {
  const row = await deps.db
    .selectFrom('event_logs')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return { ...user, last_active_at: row?.last ?? null };
}

export interface UserUpdate {
  readonly tier?: { readonly value: number; readonly expiresAt: string | null };
  readonly adminRole?: AdminUpdateUserRequest['adminRole'];
}

/**
 * Changes a user's tier and/or admin role. A lasting tier also becomes the base tier; a timed
 * one falls back to the base tier when it ends. Only upper admins change roles, never their own.
 */
export async function updateUser(
  deps: AccountsDeps,
  admin: UserRecord,
  userId: string,
  update: UserUpdate,
): Promise<AdminUserRow> {
  const notFound = new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
  if (!isUuid(userId)) throw notFound;
  if (update.adminRole !== undefined) {
    if (admin.admin_role !== 'upper') throw new HttpError(403, ACCOUNT_MESSAGES.upperAdminOnly);
    if (admin.id === userId) throw new HttpError(400, ACCOUNT_MESSAGES.cannotChangeOwnRole);
  }
  const now = deps.clock.now();
  const rawExpiry = update.tier?.expiresAt;
  const expiresAt = rawExpiry === undefined || rawExpiry === null ? null : new Date(rawExpiry);
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(400, 'Invalid request: tier.expiresAt: must be in the future');
  }
  const updated = await deps.db.transaction().execute(async (trx) => {
    let user = await lockUser(trx, userId);
    if (user === undefined) throw notFound;
    if (update.tier !== undefined) {
      const { value } = update.tier;
      const change =
        expiresAt === null
          ? { tier: value, expiresAt, baseTier: value }
          : { tier: value, expiresAt };
      user = (await setUserTier(trx, user.id, change, now)) ?? user;
    }
    if (update.adminRole !== undefined) {
      user = (await setAdminRole(trx, user.id, update.adminRole, now)) ?? user;
    }
    return user;
  });
  await deps.userChanges.announce(updated.id);
  return toAdminUserRow(await lastActiveAt(deps, updated), now);
}

/** Issues a trial link bound to the user with this email and emails it to them. */
export async function createTrialToken(
  deps: AccountsDeps,
  admin: UserRecord,
  email: string,
): Promise<CreatedTrialToken> {
  const user = await findUserByEmail(deps.db, email);
  if (user === undefined) throw new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
  const { link, record, delivered } = await emailOneTimeLink(deps, user, {
    purpose: 'trial-upgrade',
    ttlMs: ONE_TIME_TOKEN_TTL_MS.trialUpgrade,
    createdBy: admin.id,
    link: (token) => redeemTrialLink(deps.config, token),
    mail: (trialLink, expiresAt) =>
      trialUpgradeMail(user.email, trialLink, expiresAt, deps.mailContext),
  });
  const row = await findTrialTokenRow(deps.db, record.id);
  if (row === undefined) throw new Error('The new trial token vanished');
  return { ...toTrialTokenRow(row), link, emailSent: delivered };
}

export async function trialTokens(deps: AccountsDeps): Promise<TrialTokenRow[]> {
  return (await listTrialTokens(deps.db, TRIAL_TOKEN_LIST_LIMIT)).map(toTrialTokenRow);
}

export async function analytics(
  deps: AccountsDeps,
  from: Date,
  to: Date,
): Promise<EventLogAnalyticsRow[]> {
  const rows = await eventLogAnalytics(deps.db, from, to);
  return rows.map((row) => ({
    day: row.day,
    type: row.type,
    shortPath: row.short_path,
    events: row.events,
    users: row.users,
  }));
}
