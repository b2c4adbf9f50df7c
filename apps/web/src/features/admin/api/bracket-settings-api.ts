/**
 * Calls of the bracket settings API. As in admin-api.ts, replies get a shallow shape check only
 * (the web bundle carries no zod): a reply of the wrong shape fails as a request error.
 */
import {
  ACCOUNT_API,
  isBracketScoringSystemId,
  type BracketSettings,
  type UpdateBracketSettingsRequest,
} from '@courtside/contract';
import { http } from '@/lib/api/http';

const isTimeOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function toBracketSettings(value: unknown): BracketSettings {
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

export async function saveBracketSettings(
  tournamentId: number,
  changes: UpdateBracketSettingsRequest,
): Promise<BracketSettings> {
  const response = await http.put<unknown>(ACCOUNT_API.adminBracketSetting(tournamentId), changes);
  return toBracketSettings(response.data);
}
