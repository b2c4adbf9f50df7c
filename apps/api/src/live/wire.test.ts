import type { LiveServerMessage } from '@courtside/contract/live';
import { describe, expect, it, vi } from 'vitest';
import { wireText } from './wire';

describe('wireText', () => {
  it('is the message as JSON, serialised once per message object', () => {
    const message: LiveServerMessage = {
      type: 'heartbeat',
      serverTime: '2026-12-07T20:00:00.000Z',
    };
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = wireText(message);
    expect(wireText(message)).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(first).toBe('{"type":"heartbeat","serverTime":"2026-12-07T20:00:00.000Z"}');
    // An equal but separate message is its own.
    expect(wireText({ ...message })).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(2);
    stringify.mockRestore();
  });
});
