/**
 * 008: the usage survey. One row of answers per account (the user id is the key, so a second
 * answer cannot be stored), and on the user the time they answered: the profile reports it and
 * the free week it grants is given once.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration008SurveyAnswers: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('survey_answers')
      .addColumn('user_id', 'uuid', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('role', 'text', (col) => col.notNull().check(sql`char_length(role) <= 32`))
      .addColumn('favorite_tools', 'jsonb', (col) => col.notNull())
      .addColumn('visit_frequency', 'text', (col) =>
        col.notNull().check(sql`char_length(visit_frequency) <= 32`),
      )
      .addColumn('next_feature', 'text', (col) =>
        col.notNull().check(sql`char_length(next_feature) <= 500`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.alterTable('users').addColumn('survey_answered_at', 'timestamptz').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('survey_answered_at').execute();
    await db.schema.dropTable('survey_answers').ifExists().execute();
  },
};
