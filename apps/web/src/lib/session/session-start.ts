/**
 * Session start and tier check of §4 as plain async functions, so the provider stays small and
 * the flow can be tested call by call. startSession and fetchTier never throw: every failure ends
 * anonymous (or, for the tier, with the default tier) and is logged (§8 "Session failure", "Tier
 * check failure"). requestTier throws, for callers that keep the tier they have on failure.
 */
import {
  ACCOUNT_API,
  DEFAULT_TIER,
  type TierStatus,
  type TokenIsValidResponse,
  type User,
} from '@courtside/contract';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';
import { http as appHttp, type HttpClient } from '../api/http';

/** The outcome of session start: either anonymous or a signed-in user with their token. */
export type StartedSession = { token: ''; user: null } | { token: string; user: User };

export const ANONYMOUS: StartedSession = Object.freeze({ token: '', user: null });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The web bundle carries no zod; these checks reject replies that would break the shell. */
function toTokenIsValidResponse(data: unknown): TokenIsValidResponse {
  if (!isRecord(data) || typeof data.isValid !== 'boolean') {
    throw new Error('Unexpected reply from /users/token-is-valid');
  }
  const token = typeof data.token === 'string' && data.token !== '' ? data.token : undefined;
  return token === undefined ? { isValid: data.isValid } : { isValid: data.isValid, token };
}

/** A user profile from /users/me or from saving settings (both reply with the whole User). */
export function toUser(data: unknown): User {
  if (!isRecord(data) || typeof data._id !== 'string' || typeof data.email !== 'string') {
    throw new Error('Unexpected reply: not a user profile');
  }
  // Older profiles may lack userType and settings; the contract's defaults fill them (§3).
  return {
    ...data,
    userType: data.userType === 'team' ? 'team' : 'fan',
    settings: isRecord(data.settings) ? data.settings : {},
  } as User;
}

/** The tier of a visitor, an unverified account, or a signed-in user whose check failed. */
export const DEFAULT_TIER_STATUS: TierStatus = Object.freeze({ ...DEFAULT_TIER, expiresAt: null });

function toTierStatus(data: unknown): TierStatus {
  if (!isRecord(data) || typeof data.value !== 'number' || typeof data.label !== 'string') {
    throw new Error('Unexpected reply from /users/verify-tier');
  }
  // Timed upgrades (trials) carry their end; older servers send no expiresAt at all.
  const expiresAt = typeof data.expiresAt === 'string' ? data.expiresAt : null;
  return { value: data.value, label: data.label, expiresAt };
}

/**
 * Reads the stored token and turns it into a session (§4 "Session start"): no token means
 * anonymous without a request; an invalid token is cleared; a valid one is refreshed when the
 * server sends a new one, then the profile is loaded.
 */
export async function startSession(client: HttpClient = appHttp): Promise<StartedSession> {
  const storedToken = readStoredToken();
  if (storedToken === '') return ANONYMOUS;
  try {
    const validity = toTokenIsValidResponse((await client.post(ACCOUNT_API.tokenIsValid)).data);
    if (!validity.isValid) {
      clearStoredToken();
      return ANONYMOUS;
    }
    const token = validity.token ?? storedToken;
    // Stored before /users/me so that call already carries the refreshed token.
    if (validity.token !== undefined) storeToken(validity.token);
    const user = toUser((await client.get(ACCOUNT_API.me)).data);
    return { token, user };
  } catch (error) {
    console.error('Session start failed; continuing signed out.', error);
    return ANONYMOUS;
  }
}

/** The signed-in user's tier, with its expiry; throws when the check fails. */
export async function requestTier(client: HttpClient = appHttp): Promise<TierStatus> {
  return toTierStatus((await client.get(ACCOUNT_API.verifyTier)).data);
}

/** The signed-in user's tier (§4 "Tier check"); on failure the default tier, logged only. */
export async function fetchTier(client?: HttpClient): Promise<TierStatus> {
  try {
    return await requestTier(client);
  } catch (error) {
    console.error('Tier check failed; keeping the default tier.', error);
    return DEFAULT_TIER_STATUS;
  }
}
