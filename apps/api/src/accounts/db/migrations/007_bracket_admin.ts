/**
 * 007: bracket administration beyond the settings. A tournament's challenge is published (open to
 * picks at all) from published_at on; field_corrections moves teams to the seed line an admin
 * says is right (a JSON array applied over the served field, checked against the served results
 * when saved); bracket_admin_log keeps every administrative change with who made it and what
 * changed, kept when the admin's account is deleted (the email is copied).
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration007BracketAdmin: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('bracket_settings')
      .addColumn('published_at', 'timestamptz')
      .execute();
    await db.schema
      .alterTable('bracket_settings')
      .addColumn('field_corrections', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    await db.schema
      .createTable('bracket_admin_log')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('tournament_id', 'integer', (col) => col.notNull())
      .addColumn('admin_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('admin_email', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) =>
        col.notNull().check(sql`action in ('settings', 'publish', 'unpublish', 'field')`),
      )
      .addColumn('detail', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('bracket_admin_log_time_idx')
      .on('bracket_admin_log')
      .columns(['created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('bracket_admin_log').ifExists().execute();
    await db.schema.alterTable('bracket_settings').dropColumn('field_corrections').execute();
    await db.schema.alterTable('bracket_settings').dropColumn('published_at').execute();
  },
};
