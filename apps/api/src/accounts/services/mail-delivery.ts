import { addMs } from '../clock';
import type { TokenPurpose, UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import type { MailMessage } from '../mail/message';
import { createOneTimeToken, type CreatedToken } from '../repositories/tokens';

/**
 * Sends a message and reports whether it went. A failure is logged (kind and reason, never the
 * body, which holds one-time links) and left to the caller to tell the user.
 */
export async function deliver(deps: AccountsDeps, message: MailMessage): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.log.warn(
      { err: error, mailKind: message.kind },
      `Could not send the ${message.kind} email`,
    );
    return false;
  }
}

export interface OneTimeLinkOptions {
  readonly purpose: TokenPurpose;
  /** How long the link works. */
  readonly ttlMs: number;
  /** The admin who issued it, for tokens made by admins. */
  readonly createdBy?: string | null;
  /** The link for a token (the token is in nothing else but the email). */
  readonly link: (token: string) => string;
  /** The message carrying the link, told when the link stops working. */
  readonly mail: (link: string, expiresAt: Date) => MailMessage;
}

export interface EmailedOneTimeLink {
  readonly link: string;
  readonly record: CreatedToken['record'];
  /** False when the email could not be sent; the token exists either way. */
  readonly delivered: boolean;
}

export interface IssuedOneTimeLink {
  readonly link: string;
  readonly record: CreatedToken['record'];
  /** The message carrying the link. */
  readonly message: MailMessage;
}

/** Issues a one-time token for `user` and composes the message with the link made from it. */
export async function issueOneTimeLink(
  deps: AccountsDeps,
  user: Pick<UserRecord, 'id' | 'email'>,
  options: OneTimeLinkOptions,
): Promise<IssuedOneTimeLink> {
  const now = deps.clock.now();
  const expiresAt = addMs(now, options.ttlMs);
  const { token, record } = await createOneTimeToken(deps.db, {
    purpose: options.purpose,
    userId: user.id,
    email: user.email,
    expiresAt,
    createdBy: options.createdBy ?? null,
    now,
  });
  const link = options.link(token);
  return { link, record, message: options.mail(link, expiresAt) };
}

/** Issues a one-time token for `user`, and emails the link made from it at once. */
export async function emailOneTimeLink(
  deps: AccountsDeps,
  user: Pick<UserRecord, 'id' | 'email'>,
  options: OneTimeLinkOptions,
): Promise<EmailedOneTimeLink> {
  const { link, record, message } = await issueOneTimeLink(deps, user, options);
  return { link, record, delivered: await deliver(deps, message) };
}
