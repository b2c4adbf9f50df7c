/**
 * 002: bracket challenge settings, one row per national tournament an admin has saved. A
 * tournament without a row uses the defaults (standard scoring, no times), so the table never
 * needs seeding when a season is added.
 */
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

export const migration002BracketSettings: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('bracket_settings')
      // The contract's tournament id (5025: 2024-25 men). Which ids are national tournaments is
      // product data that grows each season, so the service checks it, not the schema.
      .addColumn('tournament_id', 'integer', (col) =>
        col.primaryKey().check(sql`tournament_id > 0`),
      )
      // The scoring systems as of this migration; a new system needs a migration that widens it.
      .addColumn('scoring_system', 'text', (col) =>
        col
          .notNull()
          .defaultTo('standard')
          .check(sql`scoring_system in ('standard', 'doubling', 'seedRound')`),
      )
      .addColumn('picks_open_at', 'timestamptz')
      .addColumn('picks_lock_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
      // Checked here, not only in the service, so two admins changing one time each at once
      // cannot leave picks locking before they open.
      .addCheckConstraint(
        'bracket_settings_picks_order',
        sql`picks_open_at is null or picks_lock_at is null or picks_open_at < picks_lock_at`,
      )
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('bracket_settings').ifExists().execute();
  },
};
