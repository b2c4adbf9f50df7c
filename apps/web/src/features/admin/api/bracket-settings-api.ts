/**
 * Calls of the bracket settings API. As in admin-api.ts, replies get a shallow shape check only
 * (the web bundle carries no zod): a reply of the wrong shape fails as a request error.
 */
import {
  ACCOUNT_API,
  isBracketScoringSystemId,
  type BracketFieldCorrection,
  type BracketSettings,
  type UpdateBracketSettingsRequest,
} from '@courtside/contract';
import { http } from '@/lib/api/http';

const isTimeOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

const isWholeIn = (value: unknown, least: number, most: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most;

/** One seed-line correction, with the same bounds the contract's schema sets. */
export function toFieldCorrection(value: unknown): BracketFieldCorrection {
  if (
    typeof value !== 'object' ||
    value === null ||
    !('teamId' in value) ||
    !isWholeIn(value.teamId, 1, Number.MAX_SAFE_INTEGER) ||
    !('region' in value) ||
    !isWholeIn(value.region, 1, 4) ||
    !('seed' in value) ||
    !isWholeIn(value.seed, 1, 16) ||
    !('firstFour' in value) ||
    typeof value.firstFour !== 'boolean'
  ) {
    throw new Error('Unexpected reply: not a field correction');
  }
  return {
    teamId: value.teamId,
    region: value.region,
    seed: value.seed,
    firstFour: value.firstFour,
  };
}

export function toBracketSettings(value: unknown): BracketSettings {
  if (
    typeof value !== 'object' ||
    value === null ||
    !('tournamentId' in value) ||
    typeof value.tournamentId !== 'number' ||
    !('scoringSystem' in value) ||
    !isBracketScoringSystemId(value.scoringSystem) ||
    !('picksOpenAt' in value) ||
    !isTimeOrNull(value.picksOpenAt) ||
    !('picksLockAt' in value) ||
    !isTimeOrNull(value.picksLockAt) ||
    !('published' in value) ||
    typeof value.published !== 'boolean' ||
    !('publishedAt' in value) ||
    !isTimeOrNull(value.publishedAt) ||
    !('fieldCorrections' in value) ||
    !Array.isArray(value.fieldCorrections) ||
    !('updatedAt' in value) ||
    !isTimeOrNull(value.updatedAt) ||
    !('updatedBy' in value) ||
    !isTimeOrNull(value.updatedBy)
  ) {
    throw new Error('Unexpected reply: not bracket settings');
  }
  return {
    tournamentId: value.tournamentId,
    scoringSystem: value.scoringSystem,
    picksOpenAt: value.picksOpenAt,
    picksLockAt: value.picksLockAt,
    published: value.published,
    publishedAt: value.publishedAt,
    fieldCorrections: value.fieldCorrections.map(toFieldCorrection),
    updatedAt: value.updatedAt,
    updatedBy: value.updatedBy,
  };
}

export async function fetchBracketSettings(signal?: AbortSignal): Promise<BracketSettings[]> {
  const response = await http.get<unknown>(ACCOUNT_API.adminBracketSettings, { signal });
  if (!Array.isArray(response.data)) {
    throw new Error('Unexpected reply from the bracket settings list');
  }
  return response.data.map(toBracketSettings);
}

/** Saves the given fields, `published` included (publishing keeps the first publication time). */
export async function saveBracketSettings(
  tournamentId: number,
  changes: UpdateBracketSettingsRequest,
): Promise<BracketSettings> {
  const response = await http.put<unknown>(ACCOUNT_API.adminBracketSetting(tournamentId), changes);
  return toBracketSettings(response.data);
}
