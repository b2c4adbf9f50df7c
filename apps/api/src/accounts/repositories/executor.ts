import type { Kysely } from 'kysely';
import type { AccountsSchema } from '../db/schema';

/** The database or an open transaction: repository functions run on either. */
export type Executor = Kysely<AccountsSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, and must not reach SQL as a cast error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** PostgreSQL's unique_violation, the same from pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '23505';
}

/** PostgreSQL's check_violation of the named constraint, the same from pg and PGlite. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    Reflect.get(error, 'code') === '23514' &&
    Reflect.get(error, 'constraint') === constraint
  );
}
