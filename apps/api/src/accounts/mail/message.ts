/** What the accounts code sends; each transport turns it into a file or an SMTP message. */
export const MAIL_KINDS = [
  'verification',
  'reset-password',
  'login-link',
  'account-exists',
  'trial-upgrade',
  'contact',
  'onboarding-1',
  'onboarding-2',
  'onboarding-3',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailMessage {
  readonly kind: MailKind;
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The links in the message, in order (the outbox logs them so a developer can click). */
  readonly links: readonly string[];
  /** An unsubscribe URL for the List-Unsubscribe header of onboarding mail. */
  readonly unsubscribeUrl?: string;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** A mail failure: the caller keeps its data consistent and tells the user. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}
