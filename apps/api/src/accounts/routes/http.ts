/** What every accounts route needs: body parsing, the session, admin checks, rate limits. */
import { ACCOUNT_MESSAGES, AUTH_HEADER } from '@courtside/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { LimitedAction } from '../rate-limit/policies';
import { LIMIT_POLICIES } from '../rate-limit/policies';
import { resolveSession } from '../services/sessions';

/** A 429 whose Retry-After header the central error handler passes on. */
export class RateLimitedError extends HttpError {
  readonly headers: Readonly<Record<string, number>>;

  constructor(retryAfterSeconds: number) {
    super(429, ACCOUNT_MESSAGES.rateLimited);
    this.headers = { 'retry-after': retryAfterSeconds };
  }
}

export const BODY_REQUIRED_MSG = 'Invalid request: the body must be a JSON object';

/**
 * Validates a JSON body; a ZodError becomes 400 "Invalid request: <field>: <problem>" in the
 * central error handler. A missing field reads "<field>: required" rather than zod's type talk.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, BODY_REQUIRED_MSG);
  }
  return schema.parse(body, {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? 'required' : undefined,
  });
}

export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  return schema.parse(query ?? {});
}

export function sessionTokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers[AUTH_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token === undefined || token.trim() === '' ? undefined : token.trim();
}

/** The signed-in user, or 401: "log in" without a token, "session expired" with a dead one. */
export async function requireUser(
  deps: AccountsDeps,
  request: FastifyRequest,
): Promise<UserRecord> {
  const session = await resolveSession(deps, sessionTokenOf(request));
  if (session.kind === 'valid') return session.user;
  throw new HttpError(
    401,
    session.kind === 'none' ? ACCOUNT_MESSAGES.notSignedIn : ACCOUNT_MESSAGES.sessionExpired,
  );
}

/** The signed-in user when there is one (optional sign-in, e.g. the contact form). */
export async function optionalUser(
  deps: AccountsDeps,
  request: FastifyRequest,
): Promise<UserRecord | undefined> {
  const session = await resolveSession(deps, sessionTokenOf(request));
  return session.kind === 'valid' ? session.user : undefined;
}

/** An upper or lower admin, or 401 (no session) / 403 (anyone else). */
export async function requireAdmin(
  deps: AccountsDeps,
  request: FastifyRequest,
): Promise<UserRecord> {
  const user = await requireUser(deps, request);
  if (user.admin_role !== 'upper' && user.admin_role !== 'lower') {
    throw new HttpError(403, ACCOUNT_MESSAGES.adminOnly);
  }
  return user;
}

/** Counts a request against the action's per-IP limit; throws 429 once it is exceeded. */
export async function limitByIp(
  deps: AccountsDeps,
  action: LimitedAction,
  request: FastifyRequest,
): Promise<void> {
  const decision = await deps.limiter.hit(
    `${action}:ip:${request.ip}`,
    LIMIT_POLICIES[action].perIp,
  );
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}

/** Counts a request against the action's per-email limit (the email from the validated body). */
export async function limitByEmail(
  deps: AccountsDeps,
  action: LimitedAction,
  email: string,
): Promise<void> {
  const rule = LIMIT_POLICIES[action].perEmail;
  if (rule === undefined) return;
  const key = `${action}:email:${email.trim().toLowerCase()}`;
  const decision = await deps.limiter.hit(key, rule);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}
