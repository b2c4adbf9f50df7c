import type { MailKind, MailMessage, Mailer } from '../mail/message';
import { MailDeliveryError } from '../mail/message';

/**
 * Keeps every message in memory. `failing` makes every send throw like a dead mail server;
 * `failingKinds` only the sends of those kinds.
 */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** Every call of send, failed ones included. */
  calls = 0;
  failing = false;
  readonly failingKinds = new Set<MailKind>();

  async send(message: MailMessage): Promise<void> {
    this.calls += 1;
    if (this.failing || this.failingKinds.has(message.kind)) {
      throw new MailDeliveryError('SMTP delivery failed: connection refused');
    }
    this.sent.push(message);
  }

  async close(): Promise<void> {}

  /** The last message of this kind to this address; throws when there is none. */
  last(kind: MailKind, to: string): MailMessage {
    const found = this.sent.filter((message) => message.kind === kind && message.to === to).at(-1);
    if (!found) throw new Error(`No ${kind} email to ${to} (sent: ${this.describe()})`);
    return found;
  }

  /** The first link of the last message of this kind to this address. */
  lastLink(kind: MailKind, to: string): string {
    const [link] = this.last(kind, to).links;
    if (link === undefined) throw new Error(`The ${kind} email to ${to} has no link`);
    return link;
  }

  count(kind: MailKind, to?: string): number {
    return this.sent.filter((m) => m.kind === kind && (to === undefined || m.to === to)).length;
  }

  private describe(): string {
    return this.sent.map((message) => `${message.kind}→${message.to}`).join(', ') || 'none';
  }
}
