/** Bracket challenge settings: one row per national tournament an admin has saved. */
import type {
  BracketAdminAction,
  BracketFieldCorrection,
  BracketScoringSystemId,
} from '@courtside/contract';
import { DEFAULT_BRACKET_SCORING_SYSTEM } from '@courtside/contract';
import type { BracketAdminLogRecord, BracketSettingsRecord } from '../db/schema';
import type { Executor } from './executor';
import { isCheckViolation } from './executor';

/** The constraint of migration 002 that keeps picks opening before they lock. */
export const PICKS_ORDER_CONSTRAINT = 'bracket_settings_picks_order';

export interface BracketSettingsRow extends BracketSettingsRecord {
  /** The email of updated_by; null once that account is gone. */
  readonly updated_by_email: string | null;
}

export async function listBracketSettingRows(db: Executor): Promise<BracketSettingsRow[]> {
  return db
    .selectFrom('bracket_settings')
    .leftJoin('users as editor', 'editor.id', 'bracket_settings.updated_by')
    .select([
      'bracket_settings.tournament_id',
      'bracket_settings.scoring_system',
      'bracket_settings.picks_open_at',
      'bracket_settings.picks_lock_at',
      'bracket_settings.published_at',
      'bracket_settings.field_corrections',
      'bracket_settings.updated_at',
      'bracket_settings.updated_by',
      'editor.email as updated_by_email',
    ])
    .orderBy('bracket_settings.tournament_id')
    .execute();
}

/** Fields to change; a field left undefined keeps its stored value (or the default). */
export interface BracketSettingsChange {
  readonly scoringSystem?: BracketScoringSystemId;
  readonly picksOpenAt?: Date | null;
  readonly picksLockAt?: Date | null;
  readonly publishedAt?: Date | null;
  readonly fieldCorrections?: readonly BracketFieldCorrection[];
}

/**
 * Creates or changes a tournament's row in one statement. Only the given fields are written, so
 * two admins changing different fields at once both keep their change; the table's check then
 * sees the merged row. Undefined when that row would have picks lock before they open.
 */
export async function upsertBracketSettings(
  db: Executor,
  tournamentId: number,
  change: BracketSettingsChange,
  editorId: string,
  now: Date,
): Promise<BracketSettingsRecord | undefined> {
  try {
    return await db
      .insertInto('bracket_settings')
      .values({
        tournament_id: tournamentId,
        scoring_system: change.scoringSystem ?? DEFAULT_BRACKET_SCORING_SYSTEM,
        picks_open_at: change.picksOpenAt ?? null,
        picks_lock_at: change.picksLockAt ?? null,
        published_at: change.publishedAt ?? null,
        field_corrections: JSON.stringify(change.fieldCorrections ?? []),
        updated_at: now,
        updated_by: editorId,
      })
      .onConflict((conflict) =>
        conflict.column('tournament_id').doUpdateSet((eb) => ({
          ...(change.scoringSystem === undefined
            ? {}
            : { scoring_system: eb.ref('excluded.scoring_system') }),
          ...(change.picksOpenAt === undefined
            ? {}
            : { picks_open_at: eb.ref('excluded.picks_open_at') }),
          ...(change.picksLockAt === undefined
            ? {}
            : { picks_lock_at: eb.ref('excluded.picks_lock_at') }),
          ...(change.publishedAt === undefined
            ? {}
            : { published_at: eb.ref('excluded.published_at') }),
          ...(change.fieldCorrections === undefined
            ? {}
            : { field_corrections: eb.ref('excluded.field_corrections') }),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isCheckViolation(error, PICKS_ORDER_CONSTRAINT)) return undefined;
    throw error;
  }
}

export async function insertBracketAdminLog(
  db: Executor,
  entry: {
    tournamentId: number;
    admin: { id: string; email: string };
    action: BracketAdminAction;
    detail: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('bracket_admin_log')
    .values({
      tournament_id: entry.tournamentId,
      admin_id: entry.admin.id,
      admin_email: entry.admin.email,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
      created_at: now,
    })
    .execute();
}

/** The newest entries first. */
export async function listBracketAdminLog(
  db: Executor,
  limit: number,
): Promise<BracketAdminLogRecord[]> {
  return db
    .selectFrom('bracket_admin_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
