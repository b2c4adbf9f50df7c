/**
 * The databases the accounts suites run against: PGlite always, and the PostgreSQL server on
 * 127.0.0.1:5432 (user postgres, trust auth) when it answers. In CI (CI=true) PostgreSQL is
 * required: its suites run and fail if the server is missing, rather than being skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AccountsDatabase, DatabaseKind } from '../db/database';
import { openAccountsDatabase } from '../db/database';

export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestDatabaseChoice {
  readonly kind: DatabaseKind;
  /** False only for PostgreSQL outside CI when no server answers. */
  readonly available: boolean;
}

let choices: Promise<TestDatabaseChoice[]> | undefined;

export function testDatabaseChoices(): Promise<TestDatabaseChoice[]> {
  choices ??= (async () => {
    const required = process.env.CI === 'true';
    const available = required || (await postgresAnswers());
    return [
      { kind: 'pglite', available: true },
      { kind: 'postgres', available },
    ];
  })();
  return choices;
}

export interface TestDatabase {
  readonly database: AccountsDatabase;
  /** The folder for DATA_DIR (outbox, session secret; the PGlite files too). */
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** Closes the database, drops it (PostgreSQL) and removes the folder. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the kind, in its own temp folder (and PostgreSQL database). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'courtside-accounts-'));
  if (kind === 'pglite') {
    const database = await openAccountsDatabase({ databaseUrl: null, dataDir });
    return {
      database,
      dataDir,
      databaseUrl: null,
      dispose: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The name is generated here from hex digits only, so it is safe to put in the statement.
  const name = `courtside_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = withDatabase(TEST_POSTGRES_URL, name);
  let database: AccountsDatabase;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
    database = await openAccountsDatabase({ databaseUrl, dataDir });
  } catch (error) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    database,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
