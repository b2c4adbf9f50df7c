/**
 * Bracket challenge settings per national tournament: admins read and change them, and the
 * brackets tool reads them without signing in. Every national tournament has settings; those no
 * admin has saved are the defaults.
 */
import type {
  BracketAdminLogEntry,
  BracketFieldCorrection,
  BracketSettings,
  UpdateBracketSettingsRequest,
} from '@courtside/contract';
import {
  BRACKET_ADMIN_LOG_LIMIT,
  BRACKET_PICKS_OUT_OF_ORDER_MSG,
  BRACKET_SETTINGS_MESSAGES,
  NATIONAL_TOURNAMENTS,
  defaultBracketSettings,
  isNationalTournamentId,
} from '@courtside/contract';
import { HttpError } from '../../errors';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { BracketSettingsRow } from '../repositories/bracket-settings';
import {
  insertBracketAdminLog,
  listBracketAdminLog,
  listBracketSettingRows,
  upsertBracketSettings,
} from '../repositories/bracket-settings';

const iso = (time: Date | null): string | null => (time === null ? null : time.toISOString());

function toBracketSettings(row: BracketSettingsRow): BracketSettings {
  return {
    tournamentId: row.tournament_id,
    scoringSystem: row.scoring_system,
    picksOpenAt: iso(row.picks_open_at),
    picksLockAt: iso(row.picks_lock_at),
    published: row.published_at !== null,
    publishedAt: iso(row.published_at),
    fieldCorrections: row.field_corrections,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by_email,
  };
}

/** One entry per national tournament, in the contract's order, saved or default. */
export async function listBracketSettings(deps: AccountsDeps): Promise<BracketSettings[]> {
  const rows = await listBracketSettingRows(deps.db);
  const saved = new Map(rows.map((row) => [row.tournament_id, row]));
  return NATIONAL_TOURNAMENTS.map(({ tournamentId }) => {
    const row = saved.get(tournamentId);
    return row === undefined ? defaultBracketSettings(tournamentId) : toBracketSettings(row);
  });
}

/**
 * The list for anyone, signed in or not: the same settings without who saved them, since admin
 * email addresses are not public.
 */
export async function publicBracketSettings(deps: AccountsDeps): Promise<BracketSettings[]> {
  return (await listBracketSettings(deps)).map((settings) => ({ ...settings, updatedBy: null }));
}

/** The national tournament a path segment names, or 404: digits only, then a known id. */
export function nationalTournamentIdOf(segment: string): number {
  const id = /^\d{1,9}$/.test(segment) ? Number(segment) : Number.NaN;
  if (!isNationalTournamentId(id)) {
    throw new HttpError(404, BRACKET_SETTINGS_MESSAGES.unknownTournament);
  }
  return id;
}

const toDate = (time: string | null | undefined): Date | null | undefined =>
  time === undefined || time === null ? time : new Date(time);

/**
 * Saves the given fields of a tournament's settings and logs the change, in one transaction. The
 * body alone was checked for open < lock; the database checks the stored result, which also
 * covers a body that moves one time past the other one already stored. Publishing keeps the
 * first publication time when the challenge is already published.
 */
export async function saveBracketSettings(
  deps: AccountsDeps,
  admin: UserRecord,
  tournamentId: number,
  change: UpdateBracketSettingsRequest,
): Promise<BracketSettings> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = (await listBracketSettingRows(trx)).find(
      (saved) => saved.tournament_id === tournamentId,
    );
    const wasPublished = before !== undefined && before.published_at !== null;
    const publishedAt =
      change.published === undefined
        ? undefined
        : change.published
          ? (before?.published_at ?? now)
          : null;
    const saved = await upsertBracketSettings(
      trx,
      tournamentId,
      {
        ...(change.scoringSystem === undefined ? {} : { scoringSystem: change.scoringSystem }),
        ...(change.picksOpenAt === undefined ? {} : { picksOpenAt: toDate(change.picksOpenAt) }),
        ...(change.picksLockAt === undefined ? {} : { picksLockAt: toDate(change.picksLockAt) }),
        ...(publishedAt === undefined ? {} : { publishedAt }),
      },
      admin.id,
      now,
    );
    // Thrown inside: the failed statement leaves the transaction to roll back, never commit.
    if (saved === undefined) throw new HttpError(400, BRACKET_PICKS_OUT_OF_ORDER_MSG);
    const { published, ...settings } = change;
    if (Object.keys(settings).length > 0) {
      await insertBracketAdminLog(
        trx,
        { tournamentId, admin, action: 'settings', detail: settings },
        now,
      );
    }
    if (published !== undefined && published !== wasPublished) {
      await insertBracketAdminLog(
        trx,
        { tournamentId, admin, action: published ? 'publish' : 'unpublish', detail: {} },
        now,
      );
    }
    return saved;
  });
  return toBracketSettings({ ...row, updated_by_email: admin.email });
}

/**
 * Stores a tournament's field corrections (already checked against the served bracket by the
 * caller, which holds the warehouse) and logs them.
 */
export async function saveFieldCorrections(
  deps: AccountsDeps,
  admin: UserRecord,
  tournamentId: number,
  corrections: readonly BracketFieldCorrection[],
): Promise<BracketSettings> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const saved = await upsertBracketSettings(
      trx,
      tournamentId,
      { fieldCorrections: corrections },
      admin.id,
      now,
    );
    if (saved === undefined) throw new HttpError(400, BRACKET_PICKS_OUT_OF_ORDER_MSG);
    await insertBracketAdminLog(
      trx,
      { tournamentId, admin, action: 'field', detail: { corrections } },
      now,
    );
    return saved;
  });
  return toBracketSettings({ ...row, updated_by_email: admin.email });
}

export async function bracketAdminLog(deps: AccountsDeps): Promise<BracketAdminLogEntry[]> {
  const rows = await listBracketAdminLog(deps.db, BRACKET_ADMIN_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    tournamentId: row.tournament_id,
    action: row.action,
    detail: row.detail,
    adminEmail: row.admin_email,
    at: row.created_at.toISOString(),
  }));
}
