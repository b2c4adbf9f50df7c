/**
 * Reads the server's file outbox (DATA_DIR/mail/*.json, one message per file), as a newcomer
 * would open a verification link on a fresh machine.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface OutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'mail');
}

async function readMessages(): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMessage,
      ),
  );
  return messages.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest message of `kind` to `to`, waiting for it to arrive. */
export async function waitForMail(to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMessages()).filter((m) => m.to === to && m.kind === kind).at(-1);
        return found !== undefined;
      },
      { message: `a "${kind}" email to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The first link of a message whose path contains `fragment`. */
export function linkContaining(message: OutboxMessage, fragment: string): string {
  const link = message.links.find((candidate) => candidate.includes(fragment));
  if (!link)
    throw new Error(
      `No link with "${fragment}" in "${message.subject}": ${message.links.join(', ')}`,
    );
  return link;
}
