/**
 * Bracket challenge settings per national tournament: admins read and change them, and the
 * brackets tool reads them without signing in. Every national tournament has settings; those no
 * admin has saved are the defaults.
 */
import type { BracketSettings, UpdateBracketSettingsRequest } from '@courtside/contract';
import {
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
import { listBracketSettingRows, upsertBracketSettings } from '../repositories/bracket-settings';

const iso = (time: Date | null): string | null => (time === null ? null : time.toISOString());

function toBracketSettings(row: BracketSettingsRow): BracketSettings {
  return {
    tournamentId: row.tournament_id,
    scoringSystem: row.scoring_system,
    picksOpenAt: iso(row.picks_open_at),
    picksLockAt: iso(row.picks_lock_at),
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
 * Saves the given fields of a tournament's settings. The body alone was checked for open < lock;
 * the database checks the stored result, which also covers a body that moves one time past the
 * other one already stored.
 */
export async function saveBracketSettings(
  deps: AccountsDeps,
  admin: UserRecord,
  tournamentId: number,
  change: UpdateBracketSettingsRequest,
): Promise<BracketSettings> {
  const row = await upsertBracketSettings(
    deps.db,
    tournamentId,
    {
      ...(change.scoringSystem === undefined ? {} : { scoringSystem: change.scoringSystem }),
      ...(change.picksOpenAt === undefined ? {} : { picksOpenAt: toDate(change.picksOpenAt) }),
      ...(change.picksLockAt === undefined ? {} : { picksLockAt: toDate(change.picksLockAt) }),
    },
    admin.id,
    deps.clock.now(),
  );
  if (row === undefined) throw new HttpError(400, BRACKET_PICKS_OUT_OF_ORDER_MSG);
  return toBracketSettings({ ...row, updated_by_email: admin.email });
}
