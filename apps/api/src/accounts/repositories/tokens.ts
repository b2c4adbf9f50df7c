/** One-time tokens: created with their hash only, consumed atomically, listed for admins. */
import type { OneTimeTokenRecord, TokenPurpose } from '../db/schema';
import { generateOneTimeToken, hashOneTimeToken } from '../security/one-time-tokens';
import type { Executor } from './executor';

export interface NewTokenInput {
  readonly purpose: TokenPurpose;
  readonly userId: string;
  readonly email: string;
  readonly expiresAt: Date;
  readonly createdBy?: string | null;
  readonly now: Date;
}

export interface CreatedToken {
  /** The token for the link; it exists only here and in the email. */
  readonly token: string;
  readonly record: OneTimeTokenRecord;
}

export async function createOneTimeToken(
  db: Executor,
  input: NewTokenInput,
): Promise<CreatedToken> {
  const token = generateOneTimeToken();
  const record = await db
    .insertInto('one_time_tokens')
    .values({
      purpose: input.purpose,
      token_hash: hashOneTimeToken(token),
      user_id: input.userId,
      email: input.email,
      expires_at: input.expiresAt,
      created_by: input.createdBy ?? null,
      created_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, record };
}

/** The token's row whatever its state (used, expired), for telling those cases apart. */
export async function findOneTimeToken(
  db: Executor,
  purpose: TokenPurpose,
  token: string,
): Promise<OneTimeTokenRecord | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashOneTimeToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export function isTokenUsable(record: OneTimeTokenRecord, now: Date): boolean {
  return record.used_at === null && record.expires_at.getTime() > now.getTime();
}

/**
 * Marks the token used if it is unused and unexpired, in one statement: of two concurrent
 * requests with the same token, exactly one gets the row back.
 */
export async function consumeOneTimeToken(
  db: Executor,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<OneTimeTokenRecord | undefined> {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOneTimeToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Retires every open token of these purposes for the user (e.g. after a password reset). */
export async function retireOpenTokens(
  db: Executor,
  userId: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export interface TrialTokenListRow {
  readonly id: string;
  readonly email: string;
  readonly created_at: Date;
  readonly expires_at: Date;
  readonly used_at: Date | null;
  readonly created_by_email: string | null;
}

const TRIAL_TOKEN_COLUMNS = [
  'one_time_tokens.id',
  'one_time_tokens.email',
  'one_time_tokens.created_at',
  'one_time_tokens.expires_at',
  'one_time_tokens.used_at',
  'creator.email as created_by_email',
] as const;

export async function listTrialTokens(db: Executor, limit: number): Promise<TrialTokenListRow[]> {
  return db
    .selectFrom('one_time_tokens')
    .leftJoin('users as creator', 'creator.id', 'one_time_tokens.created_by')
    .select(TRIAL_TOKEN_COLUMNS)
    .where('one_time_tokens.purpose', '=', 'trial-upgrade')
    .orderBy('one_time_tokens.created_at', 'desc')
    .orderBy('one_time_tokens.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findTrialTokenRow(
  db: Executor,
  id: string,
): Promise<TrialTokenListRow | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .leftJoin('users as creator', 'creator.id', 'one_time_tokens.created_by')
    .select(TRIAL_TOKEN_COLUMNS)
    .where('one_time_tokens.id', '=', id)
    .executeTakeFirst();
}
