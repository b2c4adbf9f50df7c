/**
 * 004: the mail queue. Account emails asked for by a request (sign-up, verification, password
 * reset, login link) are stored here and sent by a worker, so the request never waits for the
 * mail server and an outage loses nothing: a failed row is tried again later. A row holds what
 * to send and to whom, never a link: the worker issues the one-time token when it sends.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration004MailQueue: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      // { type, email }: which email to send (see MailJob in schema.ts).
      .addColumn('job', 'jsonb', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
      // A worker that claimed the row owns it until then; past it, another may take it over.
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      // Set once the row has failed too often; such rows are kept for inspection, not sent.
      .addColumn('failed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('mail_queue_due_idx')
      .on('mail_queue')
      .column('next_attempt_at')
      .where(sql.ref('failed_at'), 'is', null)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_queue').ifExists().execute();
  },
};
