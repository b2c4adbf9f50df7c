/**
 * Opens the accounts database: a PostgreSQL server when DATABASE_URL is set, otherwise an
 * embedded PGlite under DATA_DIR/accounts. Both go through Kysely's PostgresDialect, so every
 * query and migration is the same code on both.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireEmbeddedLock } from './embedded-lock';
import { migrateToLatest } from './migrate';
import { PGlitePool } from './pglite-pool';
import type { AccountsSchema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface AccountsDatabase {
  readonly kind: DatabaseKind;
  readonly db: Kysely<AccountsSchema>;
  /** Closes the pool (PGlite flushes to disk); safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** postgres:// URL, or null for the embedded database. */
  readonly databaseUrl: string | null;
  /** DATA_DIR: the embedded database lives in its `accounts` folder. */
  readonly dataDir: string;
}

/** Connections per API node; PostgreSQL's default max_connections (100) leaves room for many. */
const POSTGRES_POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 10_000;

export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'accounts');
}

async function openPostgres(databaseUrl: string): Promise<AccountsDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POSTGRES_POOL_SIZE,
    // Without a timeout an unreachable server would hang start-up (and requests) forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<AccountsSchema>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

async function openEmbedded(dataDir: string): Promise<AccountsDatabase> {
  const dir = embeddedDatabaseDir(dataDir);
  await mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireEmbeddedLock(`${dir}.lock`);
  let pglite: PGlite;
  try {
    await mkdir(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const db = new Kysely<AccountsSchema>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
  });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
      } finally {
        await releaseLock();
      }
    },
  };
}

/** Opens the database and applies pending migrations; closes it again if they fail. */
export async function openAccountsDatabase(location: DatabaseLocation): Promise<AccountsDatabase> {
  const database =
    location.databaseUrl === null
      ? await openEmbedded(location.dataDir)
      : await openPostgres(location.databaseUrl);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
