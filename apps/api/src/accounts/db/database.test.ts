import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/harness';
import type { AccountsDatabase } from './database';
import { embeddedDatabaseDir, openAccountsDatabase } from './database';
import { DatabaseLockedError } from './embedded-lock';
import { ACCOUNTS_MIGRATIONS } from './migrations';

await describeEachDatabase('accounts database', (testDb) => {
  it('has every migration applied, in order', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(testDb().database.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(ACCOUNTS_MIGRATIONS));
  });

  it('keeps the statements of concurrent transactions apart', async () => {
    const { db } = testDb().database;
    await sql`create table if not exists tx_probe (n int)`.execute(db);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        db
          .transaction()
          .execute(async (trx) => {
            await sql`insert into tx_probe values (${n})`.execute(trx);
            await new Promise((resolve) => setTimeout(resolve, 5));
            const { rows } = await sql<{
              count: number;
            }>`select count(*)::int as count from tx_probe where n = ${n}`.execute(trx);
            if (n === 3) throw new Error('roll back');
            return rows[0]?.count;
          })
          .catch(() => 'rolled back'),
      ),
    );
    expect(results).toEqual([1, 1, 'rolled back', 1]);
    const { rows } = await sql<{ n: number }>`select n from tx_probe order by n`.execute(db);
    expect(rows.map((row) => row.n)).toEqual([1, 2, 4]);
    await sql`drop table tx_probe`.execute(db);
  });

  it('enforces lowercase unique emails and the allowed values', async () => {
    const { db } = testDb().database;
    const now = new Date();
    const insert = (email: string, role = 'none') =>
      sql`insert into users (email, password_hash, admin_role, created_at, updated_at)
          values (${email}, 'x', ${role}, ${now}, ${now})`.execute(db);
    await insert('case@example.com');
    await expect(insert('case@example.com')).rejects.toMatchObject({ code: '23505' });
    await expect(insert('Upper@example.com')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('role@example.com', 'owner')).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps bracket settings to known systems and picks opening before they lock', async () => {
    const { db } = testDb().database;
    const now = new Date();
    const insert = (id: number, system: string, open: Date | null, lock: Date | null) =>
      sql`insert into bracket_settings
            (tournament_id, scoring_system, picks_open_at, picks_lock_at, updated_at)
          values (${id}, ${system}, ${open}, ${lock}, ${now})`.execute(db);
    const later = new Date(now.getTime() + 1000);
    await insert(1, 'doubling', now, later);
    await insert(2, 'seedRound', null, now);
    await expect(insert(3, 'espn', null, null)).rejects.toMatchObject({ code: '23514' });
    await expect(insert(4, 'standard', later, now)).rejects.toMatchObject({
      code: '23514',
      constraint: 'bracket_settings_picks_order',
    });
    await expect(insert(5, 'standard', now, now)).rejects.toMatchObject({ code: '23514' });
    await sql`delete from bracket_settings where tournament_id in (1, 2)`.execute(db);
  });
});

describe('the embedded database', () => {
  let dataDir: string;
  let first: AccountsDatabase | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'courtside-embedded-'));
  });
  afterAll(async () => {
    await first?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lives in DATA_DIR/accounts, keeps its data and refuses a second opener', async () => {
    first = await openAccountsDatabase({ databaseUrl: null, dataDir });
    expect(first.kind).toBe('pglite');
    expect(await readFile(`${embeddedDatabaseDir(dataDir)}.lock`, 'utf8')).toBe(
      String(process.pid),
    );
    await expect(openAccountsDatabase({ databaseUrl: null, dataDir })).rejects.toBeInstanceOf(
      DatabaseLockedError,
    );
    const now = new Date();
    await first.db
      .insertInto('users')
      .values({
        email: 'kept@example.com',
        password_hash: 'x',
        settings: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await first.close();
    await first.close();
    // Reopening runs no migration twice and finds the data.
    first = await openAccountsDatabase({ databaseUrl: null, dataDir });
    const kept = await first.db.selectFrom('users').select('email').execute();
    expect(kept).toEqual([{ email: 'kept@example.com' }]);
  }, 60_000);
});
