/** Queries on the users table. Every statement is built by Kysely with bound parameters. */
import type { AdminRole, UserSettings, UserType } from '@courtside/contract';
import { UserSettingsSchema } from '@courtside/contract/schemas';
import { sql } from 'kysely';
import type { NewUser, UserRecord } from '../db/schema';
import type { Executor } from './executor';
import { isUniqueViolation, isUuid } from './executor';

/** Stored settings pass through the contract's schema, so a bad row reads as empty settings. */
export function readSettings(raw: unknown): UserSettings {
  const parsed = UserSettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export async function findUserById(db: Executor, id: string): Promise<UserRecord | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(
  db: Executor,
  email: string,
): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts a user; undefined when the email is taken (including by a concurrent sign-up). */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRecord | undefined> {
  try {
    return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Verifies an unverified user and lifts the tier to at least 1 for good. */
export async function markEmailVerified(
  db: Executor,
  id: string,
  now: Date,
): Promise<UserRecord | undefined> {
  return db
    .updateTable('users')
    .set({
      email_verified_at: now,
      tier: sql<number>`greatest(tier, 1)`,
      base_tier: sql<number>`greatest(base_tier, 1)`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a new password and signs out every existing session of the user. */
export async function updatePassword(
  db: Executor,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<UserRecord | undefined> {
  return db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      session_version: sql<number>`session_version + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setOnboardingSubscribed(
  db: Executor,
  email: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ onboarding_subscribed: subscribed, updated_at: now })
    .where('email', '=', email)
    .execute();
}

/**
 * Merges the given settings into the stored ones in one statement (jsonb `||`); `teamChanged`
 * stamps the change of saved team with `now`.
 */
export async function updateUserSettings(
  db: Executor,
  id: string,
  changes: { userType?: UserType; settings: UserSettings; teamChanged?: boolean },
  now: Date,
): Promise<UserRecord | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({
      settings: sql<string>`${eb.ref('settings')} || ${JSON.stringify(changes.settings)}::jsonb`,
      updated_at: now,
      ...(changes.userType === undefined ? {} : { user_type: changes.userType }),
      ...(changes.teamChanged === true ? { team_changed_at: now } : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export interface TierChange {
  readonly tier: number;
  readonly expiresAt: Date | null;
  /** Set for a lasting change; a timed one leaves the base tier to fall back to. */
  readonly baseTier?: number;
}

export async function setUserTier(
  db: Executor,
  id: string,
  change: TierChange,
  now: Date,
): Promise<UserRecord | undefined> {
  return db
    .updateTable('users')
    .set({
      tier: change.tier,
      tier_expires_at: change.expiresAt,
      updated_at: now,
      ...(change.baseTier === undefined ? {} : { base_tier: change.baseTier }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setAdminRole(
  db: Executor,
  id: string,
  role: AdminRole,
  now: Date,
): Promise<UserRecord | undefined> {
  return db
    .updateTable('users')
    .set({ admin_role: role, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Reads a user and locks the row until the transaction ends (read-modify-write updates). */
export async function lockUser(db: Executor, id: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface AdminUserListRow extends UserRecord {
  readonly last_active_at: Date | null;
}

/** Users whose email contains `q` (case-insensitive), newest first, with their last activity. */
export async function listUsersForAdmin(
  db: Executor,
  query: { q: string; limit: number; offset: number },
): Promise<{ rows: AdminUserListRow[]; total: number }> {
  const needle = query.q.toLowerCase();
  // strpos, not LIKE: a % or _ typed in the search box is a plain character.
  const matching = db
    .selectFrom('users')
    .$if(needle !== '', (qb) => qb.where(sql<boolean>`strpos(email, ${needle}) > 0`));
  const rows = await matching
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('event_logs')
        .select((inner) => inner.fn.max('event_logs.created_at').as('last'))
        .whereRef('event_logs.user_id', '=', 'users.id')
        .as('last_active_at'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const { total } = await matching
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({ ...row, last_active_at: row.last_active_at ?? null })),
    total,
  };
}
