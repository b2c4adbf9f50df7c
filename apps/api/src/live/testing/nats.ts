/**
 * The NATS server the live bus's tests share (TEST_NATS_URL, else 127.0.0.1:4222): suites that
 * need it run when it answers, and always under CI (where its absence must fail them). Each run
 * takes its own subject prefix, so runs sharing the server never hear each other.
 */
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connect } from 'nats';
import type { NatsLiveBusLog } from '../nats-bus';

export const TEST_NATS_URL = process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222';

/** The client takes host:port; the tests' server needs no credentials. */
export function testNatsServer(url = TEST_NATS_URL): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port === '' ? '4222' : parsed.port}`;
}

export async function natsAnswers(url = TEST_NATS_URL): Promise<boolean> {
  if (process.env['CI'] === 'true') return true;
  let nc: NatsConnection | undefined;
  try {
    nc = await connect({ servers: testNatsServer(url), timeout: 1000, reconnect: false });
    return true;
  } catch {
    return false;
  } finally {
    await nc?.close();
  }
}

/** A subject prefix no other run uses (a NATS token: no dots or spaces). */
export function uniqueSubjectPrefix(): string {
  return `test-live-${randomUUID()}`;
}

export interface LogLine {
  readonly level: 'info' | 'warn' | 'error';
  readonly details: object;
  readonly message: string;
}

/** A bus log that keeps its lines, for asserting on what was dropped. */
export function recordingLog(): NatsLiveBusLog & { readonly lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
}
