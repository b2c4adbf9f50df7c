import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { staticMigrationProvider } from './migrations';
import type { AccountsSchema } from './schema';

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<AccountsSchema>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticMigrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const what = failed === undefined ? 'migrations' : `migration ${failed.migrationName}`;
    throw new Error(`Accounts ${what} failed: ${reason}`);
  }
  return results.map((result) => result.migrationName);
}
