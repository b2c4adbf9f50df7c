/**
 * The cluster's accounts database on the local PostgreSQL server: created when missing (the
 * nodes migrate it as they start), and the bench's users, written directly as verified accounts
 * (signing up through the API would go through its hourly sign-up limit and the mail queue).
 */
import pg from 'pg';
import { createPasswordHasher } from '../../src/accounts/security/passwords';
import { databaseNameOf } from './options';

/** The same server's maintenance database, where CREATE DATABASE runs. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.href;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `databaseUrl` unless it exists; true when it was created. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseNameOf(databaseUrl);
  return withClient(maintenanceUrl(databaseUrl), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount !== 0) return false;
    // The name is checked to be a plain identifier; CREATE DATABASE takes no parameters.
    await client.query(`CREATE DATABASE ${name}`);
    return true;
  });
}

export interface BenchUser {
  readonly email: string;
  readonly password: string;
}

/** Verified users of the given tier, with a real password hash so they can log in. */
export async function createVerifiedUsers(
  databaseUrl: string,
  users: readonly BenchUser[],
  tier: number,
): Promise<void> {
  const hasher = createPasswordHasher();
  await withClient(databaseUrl, async (client) => {
    for (const user of users) {
      const now = new Date();
      await client.query(
        `INSERT INTO users (email, password_hash, settings, tier, base_tier, email_verified_at,
                            created_at, updated_at)
         VALUES ($1, $2, '{}', $3, $3, $4, $4, $4)`,
        [user.email, await hasher.hash(user.password), tier, now],
      );
    }
  });
}

export async function deleteUsers(databaseUrl: string, emails: readonly string[]): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query('DELETE FROM users WHERE email = ANY($1)', [emails]),
  );
}
