/**
 * A WebSocket the tests drive by hand: every socket the page opens is recorded with what it
 * sent; the test opens it, delivers server messages and closes it.
 */
import type { LiveClientMessage, LiveServerMessage } from '@courtside/contract/live';
import { act } from '@testing-library/react';
import type { LiveSocket } from '../live-connection';

export class FakeSocket implements LiveSocket {
  static sockets: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: LiveClientMessage[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }

  static reset(): void {
    FakeSocket.sockets = [];
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.sockets.at(-1);
    if (socket === undefined) throw new Error('No socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveClientMessage);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  deliver(message: LiveServerMessage | string): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006, reason = ''): void {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code, reason }));
    });
  }
}
