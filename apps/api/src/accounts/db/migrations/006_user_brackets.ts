/**
 * 006: user brackets of the bracket challenge. The picks of a bracket are one JSON array (team id
 * or null per game of the tournament's layout): a bracket is read and written whole. pick_count
 * sits in its own column so lists and the leaderboard's pool can tell complete brackets without
 * reading the arrays. share_id is the random id of the read-only link, unique across brackets.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration006UserBrackets: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('user_brackets')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('tournament_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) =>
        col.notNull().check(sql`char_length(name) between 1 and 60`),
      )
      .addColumn('picks', 'jsonb', (col) => col.notNull())
      .addColumn('pick_count', 'integer', (col) =>
        col.notNull().check(sql`pick_count between 0 and 80`),
      )
      .addColumn('game_count', 'integer', (col) =>
        col.notNull().check(sql`game_count between 1 and 80`),
      )
      .addColumn('share_id', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('user_brackets_owner_idx')
      .on('user_brackets')
      .columns(['user_id', 'tournament_id'])
      .execute();
    await db.schema
      .createIndex('user_brackets_tournament_idx')
      .on('user_brackets')
      .columns(['tournament_id', 'updated_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('user_brackets').ifExists().execute();
  },
};
