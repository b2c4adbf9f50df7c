/**
 * Calls of the admin API. Replies get a shallow shape check only: the web bundle carries no zod,
 * and a reply of the wrong shape should fail as a request error rather than break a table.
 */
import {
  ACCOUNT_API,
  type AdminUpdateUserRequest,
  type AdminUserRow,
  type AdminUsersResponse,
  type CreatedTrialToken,
} from '@courtside/contract';
import { http } from '@/lib/api/http';

export const ADMIN_USERS_PAGE_SIZE = 25;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isUserRow(value: unknown): value is AdminUserRow {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.email === 'string' &&
    isRecord(value.tier) &&
    typeof value.tier.value === 'number'
  );
}

function toUserRow(data: unknown): AdminUserRow {
  if (!isUserRow(data)) throw new Error('Unexpected reply: not an admin user row');
  return data;
}

function toUsersResponse(data: unknown): AdminUsersResponse {
  if (!isRecord(data) || !Array.isArray(data.users) || typeof data.total !== 'number') {
    throw new Error('Unexpected reply from the admin user search');
  }
  return { users: data.users.map(toUserRow), total: data.total };
}

function toCreatedTrialToken(data: unknown): CreatedTrialToken {
  if (!isRecord(data) || typeof data.link !== 'string' || typeof data.email !== 'string') {
    throw new Error('Unexpected reply from creating a trial token');
  }
  return data as CreatedTrialToken;
}

export interface AdminUsersQuery {
  q: string;
  offset: number;
  limit?: number;
}

export async function fetchAdminUsers(
  { q, offset, limit = ADMIN_USERS_PAGE_SIZE }: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const response = await http.get<unknown>(ACCOUNT_API.adminUsers, {
    params: { q, limit, offset },
    signal,
  });
  return toUsersResponse(response.data);
}

export async function updateAdminUser(
  userId: string,
  changes: AdminUpdateUserRequest,
): Promise<AdminUserRow> {
  const response = await http.patch<unknown>(ACCOUNT_API.adminUser(userId), changes);
  return toUserRow(response.data);
}

export async function createTrialToken(email: string): Promise<CreatedTrialToken> {
  const response = await http.post<unknown>(ACCOUNT_API.adminTrialTokens, { email });
  return toCreatedTrialToken(response.data);
}
