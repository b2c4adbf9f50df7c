/** SMTP transport (SMTP_URL), through nodemailer's pooled connection. */
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './message';
import { MailDeliveryError } from './message';

export interface SmtpOptions {
  readonly url: string;
  readonly from: string;
  /** Give up on an unresponsive server quickly: the user is waiting for the answer. */
  readonly timeoutMs?: number;
}

export function createSmtpMailer(options: SmtpOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.unsubscribeUrl === undefined
            ? {}
            : { list: { unsubscribe: message.unsubscribeUrl } }),
        });
      } catch (error) {
        // The reason names the server or the refusal, never the message body with its links.
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`SMTP delivery failed: ${reason}`);
      }
    },
    async close() {
      transport.close();
    },
  };
}
