/**
 * The default transport: every message becomes a JSON file in DATA_DIR/mail, and one log line
 * names its subject and links, so a developer on a fresh machine can open a verification link
 * without any mail server. Only this transport logs links; they hold one-time tokens, so in
 * production (`redactLinks`) the line shows each link with its token replaced.
 *
 * A message is written to a hidden temporary file and then hard-linked to its name, so whoever
 * watches the folder (a developer's mail viewer, the end-to-end tests) never reads a file that
 * exists but is still empty or half written; the link also fails rather than overwrite.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { redactUrl } from '../../log-redaction';
import type { Clock } from '../clock';
import type { MailMessage, Mailer } from './message';
import { MailDeliveryError } from './message';

export interface OutboxFile {
  readonly kind: MailMessage['kind'];
  readonly to: string;
  readonly from: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly links: string[];
  readonly sentAt: string;
}

export interface OutboxOptions {
  readonly dir: string;
  readonly from: string;
  readonly clock: Clock;
  readonly logLine: (line: string) => void;
  /** Log each link with its token redacted (production: the log is no place for a token). */
  readonly redactLinks?: boolean;
}

/** `<ISO time>-<kind>-<recipient>.json`, with ':' as '-' so the name is valid on every OS. */
export function outboxFileName(sentAt: string, kind: string, to: string, attempt: number): string {
  const safeTime = sentAt.replaceAll(':', '-');
  const safeTo = to.replace(/[^A-Za-z0-9@._+-]/g, '_');
  const suffix = attempt === 0 ? '' : `-${attempt + 1}`;
  return `${safeTime}-${kind}-${safeTo}${suffix}.json`;
}

function isFileExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

export function createFileOutbox(options: OutboxOptions): Mailer {
  return {
    async send(message) {
      const sentAt = options.clock.now().toISOString();
      const file: OutboxFile = {
        kind: message.kind,
        to: message.to,
        from: options.from,
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: [...message.links],
        sentAt,
      };
      const draft = join(options.dir, `.draft-${randomBytes(8).toString('hex')}.tmp`);
      try {
        await mkdir(options.dir, { recursive: true });
        await writeFile(draft, `${JSON.stringify(file, null, 2)}\n`, { flag: 'wx' });
        // Two messages in the same millisecond to the same person get -2, -3… rather than
        // overwriting each other.
        for (let attempt = 0; ; attempt += 1) {
          const path = join(options.dir, outboxFileName(sentAt, message.kind, message.to, attempt));
          try {
            await link(draft, path);
            break;
          } catch (error) {
            if (!isFileExists(error) || attempt >= 100) throw error;
          }
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`Could not write to the mail outbox: ${reason}`);
      } finally {
        await unlink(draft).catch(() => undefined);
      }
      const shown = options.redactLinks === true ? message.links.map(redactUrl) : message.links;
      const links = shown.length === 0 ? '' : ` — ${shown.join(' ')}`;
      options.logLine(`Mail to ${message.to}: ${message.subject}${links}`);
    },
    async close() {},
  };
}
