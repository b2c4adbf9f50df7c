/** A `ws` client for the stream's tests that keeps every message and waits for the ones asked for. */
import type { LiveServerMessage } from '@courtside/contract/live';
import { LiveServerMessageSchema } from '@courtside/contract/live';
import type { ClientOptions } from 'ws';
import { WebSocket } from 'ws';

const WAIT_MS = 3000;

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

type Of<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

export class TestClient {
  readonly messages: LiveServerMessage[] = [];
  /** Messages that are not contract messages (a test failure, reported by next()). */
  readonly invalid: string[] = [];
  readonly closed: Promise<Closed>;
  private cursor = 0;
  private wake: (() => void) | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      // Every message the server sends must be a contract message.
      const parsed = LiveServerMessageSchema.safeParse(JSON.parse(String(data)));
      if (parsed.success) this.messages.push(parsed.data);
      else this.invalid.push(String(data).slice(0, 500));
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
        this.wake?.();
      });
    });
  }

  /** Connects; resolves once the socket is open (the server may close it right after). */
  static open(url: string, protocols?: string[], options?: ClientOptions): Promise<TestClient> {
    const socket = new WebSocket(url, protocols, options);
    const client = new TestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next unread message of that type; messages of other types before it are skipped. */
  async next<T extends LiveServerMessage['type']>(type: T, waitMs = WAIT_MS): Promise<Of<T>> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (this.invalid.length > 0) throw new Error(`Not a stream message: ${this.invalid[0]}`);
      while (this.cursor < this.messages.length) {
        const message = this.messages[this.cursor];
        this.cursor += 1;
        if (message?.type === type) return message as Of<T>;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(
          `No "${type}" message; got ${JSON.stringify(this.messages.map((m) => m.type))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Unread messages of that type so far, marking everything read. */
  drain<T extends LiveServerMessage['type']>(type: T): Of<T>[] {
    const unread = this.messages.slice(this.cursor);
    this.cursor = this.messages.length;
    return unread.filter((message): message is Of<T> => message.type === type);
  }

  close(): void {
    this.socket.close();
  }
}

/** Every event seq in the `events` messages, in the order received. */
export function seqsOf(messages: readonly LiveServerMessage[]): number[] {
  return messages.flatMap((message) =>
    message.type === 'events' ? message.events.map((event) => event.seq) : [],
  );
}
