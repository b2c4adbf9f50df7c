/**
 * 005: DIY shot charts, the shots a user logs by hand and saves. The shots of a chart are one
 * JSON array: a chart is read and written whole, never queried shot by shot. The counts sit in
 * their own columns so the list of an account's charts does not read the arrays.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration005DiyShotCharts: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('diy_shot_charts')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) =>
        col.notNull().check(sql`char_length(name) between 1 and 80`),
      )
      .addColumn('shots', 'jsonb', (col) => col.notNull())
      .addColumn('shot_count', 'integer', (col) =>
        col.notNull().check(sql`shot_count between 0 and 1000`),
      )
      .addColumn('made_count', 'integer', (col) =>
        col.notNull().check(sql`made_count between 0 and shot_count`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('diy_shot_charts_user_idx')
      .on('diy_shot_charts')
      .columns(['user_id', 'updated_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('diy_shot_charts').ifExists().execute();
  },
};
