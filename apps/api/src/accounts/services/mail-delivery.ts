import type { AccountsDeps } from '../deps';
import type { MailMessage } from '../mail/message';

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
