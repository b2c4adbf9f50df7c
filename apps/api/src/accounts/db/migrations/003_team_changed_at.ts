/**
 * 003: when a user's saved team last changed, so a user below tier 2 can be held to one change
 * in 30 days. NULL: never changed (a first choice of team is not a change).
 */
import type { Kysely, Migration } from 'kysely';

export const migration003TeamChangedAt: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('team_changed_at', 'timestamptz').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('team_changed_at').execute();
  },
};
