/**
 * GET of the bracket administration log: who changed which tournament's settings, publication
 * or field, newest first (at most BRACKET_ADMIN_LOG_LIMIT entries). Replies get the same shallow
 * shape check as the other admin calls.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_API,
  BRACKET_ADMIN_ACTIONS,
  type BracketAdminAction,
  type BracketAdminLogEntry,
} from '@courtside/contract';
import { http } from '@/lib/api/http';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const actionOf = (value: unknown): BracketAdminAction | undefined =>
  BRACKET_ADMIN_ACTIONS.find((action) => action === value);

function toLogEntry(value: unknown): BracketAdminLogEntry {
  const action = isRecord(value) ? actionOf(value.action) : undefined;
  if (
    !isRecord(value) ||
    action === undefined ||
    typeof value.id !== 'string' ||
    typeof value.tournamentId !== 'number' ||
    !isRecord(value.detail) ||
    typeof value.adminEmail !== 'string' ||
    typeof value.at !== 'string'
  ) {
    throw new Error('Unexpected reply: not a bracket log entry');
  }
  return {
    id: value.id,
    tournamentId: value.tournamentId,
    action,
    detail: value.detail,
    adminEmail: value.adminEmail,
    at: value.at,
  };
}

export async function fetchBracketLog(signal?: AbortSignal): Promise<BracketAdminLogEntry[]> {
  const response = await http.get<unknown>(ACCOUNT_API.adminBracketLog, { signal });
  if (!Array.isArray(response.data)) throw new Error('Unexpected reply from the bracket log');
  return response.data.map(toLogEntry);
}

/** Every log query, whoever is signed in: what a save invalidates. */
export const BRACKET_LOG_KEY = ['admin-bracket-log'] as const;

/** Keyed by the session token, like the settings list, so another admin's answer never shows. */
export const bracketLogQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...BRACKET_LOG_KEY, token] as const,
    queryFn: ({ signal }) => fetchBracketLog(signal),
  });

export const useBracketLog = (token: string) => useQuery(bracketLogQueryOptions(token));
