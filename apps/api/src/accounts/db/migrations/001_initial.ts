/**
 * 001: users, one-time tokens, event logs and contact messages. Written with Kysely's schema
 * builder and plain SQL fragments that PostgreSQL 15+ and PGlite both understand.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration001Initial: Migration = {
  // Migrations get an untyped Kysely: they describe the schema at their own point in history.
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('email', 'text', (col) =>
        col
          .notNull()
          .unique()
          .check(sql`email = lower(btrim(email))`),
      )
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('user_type', 'text', (col) =>
        col
          .notNull()
          .defaultTo('fan')
          .check(sql`user_type in ('fan', 'team')`),
      )
      .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('tier', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`tier >= 0`),
      )
      .addColumn('base_tier', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`base_tier >= 0`),
      )
      .addColumn('tier_expires_at', 'timestamptz')
      .addColumn('admin_role', 'text', (col) =>
        col
          .notNull()
          .defaultTo('none')
          .check(sql`admin_role in ('upper', 'lower', 'none')`),
      )
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('onboarding_subscribed', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('onboarding_step', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('onboarding_last_sent_at', 'timestamptz')
      .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

    await db.schema
      .createTable('one_time_tokens')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('purpose', 'text', (col) =>
        col
          .notNull()
          .check(sql`purpose in ('verify-email', 'reset-password', 'login-link', 'trial-upgrade')`),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('one_time_tokens_user_purpose_idx')
      .on('one_time_tokens')
      .columns(['user_id', 'purpose'])
      .execute();
    await db.schema
      .createIndex('one_time_tokens_purpose_created_idx')
      .on('one_time_tokens')
      .columns(['purpose', 'created_at'])
      .execute();

    await db.schema
      .createTable('event_logs')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('pagechange', 'error')`))
      .addColumn('short_path', 'text', (col) => col.notNull())
      .addColumn('long_path', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('event_logs_created_at_idx')
      .on('event_logs')
      .column('created_at')
      .execute();
    // Admin user lists show each user's latest activity.
    await db.schema
      .createIndex('event_logs_user_created_idx')
      .on('event_logs')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('organization', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('mail_sent_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('contact_messages_created_at_idx')
      .on('contact_messages')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['contact_messages', 'event_logs', 'one_time_tokens', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
