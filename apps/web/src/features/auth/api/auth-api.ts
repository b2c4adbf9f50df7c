/** The account calls of sign-in and sign-up (§7, and the sign-up and verification routes). */
import {
  ACCOUNT_API,
  type MessageResponse,
  type SessionData,
  type SignupRequest,
  type SignupResponse,
} from '@courtside/contract';
import { http } from '@/lib/api';
import { toUser } from '@/lib/session';

/** A login reply as session data; the web bundle has no zod, so it is checked by hand. */
export function toSessionData(data: unknown): SessionData {
  const token: unknown =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).token : null;
  if (typeof token !== 'string' || token === '') throw new Error('Login reply without a token');
  return { token, user: toUser((data as Record<string, unknown>).user) };
}

export async function login(email: string, password: string): Promise<SessionData> {
  const { data } = await http.post<unknown>(ACCOUNT_API.login, { email, password });
  return toSessionData(data);
}

/** The reply body is read only for its message (§7 "body not read" otherwise). */
export async function sendLoginLink(email: string): Promise<Partial<MessageResponse>> {
  const { data } = await http.post<Partial<MessageResponse>>(ACCOUNT_API.sendLoginLink, { email });
  return data;
}

export async function loginWithLink(loginToken: string): Promise<SessionData> {
  const { data } = await http.post<unknown>(ACCOUNT_API.loginWithLink, { loginToken });
  return toSessionData(data);
}

/** Creates an account; it does not sign in (the address is verified first). */
export async function signup(request: SignupRequest): Promise<SignupResponse> {
  const { data } = await http.post<SignupResponse>(ACCOUNT_API.signup, request);
  return data;
}
