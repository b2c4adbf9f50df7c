/**
 * The admin check of §4: 'loading', then 'resolved'. A visitor without a token, or whom the
 * server does not confirm as an admin, is sent to / (replacing the history entry) unless the
 * caller turns navigation off, as the navbar does to decide whether to show its Admin and
 * Signup links. The answer is cached per session token, so the navbar and the admin page share
 * one request.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACCOUNT_API, adminRoleOf, paths, type AdminAccess } from '@courtside/contract';
import { http as appHttp, type HttpClient } from '../api/http';
import { useSession } from './session-context';

export type AdminAccessStatus = 'loading' | 'resolved';

export interface AdminAccessState {
  status: AdminAccessStatus;
  isUpperAdmin: boolean;
  /** Only when the user is not also an upper admin (§4). */
  isLowerAdmin: boolean;
  isAdmin: boolean;
}

export interface UseAdminAccessOptions {
  /** Send non-admins to / once resolved (default). The navbar passes false. */
  navigateAway?: boolean;
  /** The HTTP client; the app's `http` by default. */
  client?: HttpClient;
}

export const adminAccessQueryKey = (token: string) => ['admin-access', token] as const;

const NOT_ADMIN: AdminAccess = Object.freeze({ isUpperAdmin: false, isLowerAdmin: false });

function toAdminAccess(data: unknown): AdminAccess {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (typeof record.isUpperAdmin !== 'boolean' || typeof record.isLowerAdmin !== 'boolean') {
    throw new Error('Unexpected reply from /users/verify-admin-access');
  }
  return { isUpperAdmin: record.isUpperAdmin, isLowerAdmin: record.isLowerAdmin };
}

async function requestAdminAccess(client: HttpClient = appHttp): Promise<AdminAccess> {
  try {
    return toAdminAccess((await client.get(ACCOUNT_API.verifyAdminAccess)).data);
  } catch (error) {
    // Logged here, once per request, rather than by each component that reads the answer.
    console.error('Admin check failed; treating the user as not an admin.', error);
    throw error;
  }
}

export function useAdminAccess({
  navigateAway = true,
  client,
}: UseAdminAccessOptions = {}): AdminAccessState {
  const session = useSession();
  const navigate = useNavigate();
  const hasToken = session.token !== '';
  const query = useQuery({
    queryKey: adminAccessQueryKey(session.token),
    queryFn: () => requestAdminAccess(client),
    enabled: session.status === 'ready' && hasToken,
    // Admin rights do not change within a session; a new token (sign-in) is a new key.
    staleTime: Infinity,
    retry: false,
    // A failed check stays failed for the session instead of each new reader asking again.
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const resolved = session.status === 'ready' && (!hasToken || query.isSuccess || query.isError);
  const role = adminRoleOf(query.isSuccess ? query.data : NOT_ADMIN);
  const isAdmin = role !== 'none';

  useEffect(() => {
    if (navigateAway && resolved && !isAdmin) void navigate(paths.home(), { replace: true });
  }, [navigateAway, resolved, isAdmin, navigate]);

  return {
    status: resolved ? 'resolved' : 'loading',
    isUpperAdmin: role === 'upper',
    isLowerAdmin: role === 'lower',
    isAdmin,
  };
}
