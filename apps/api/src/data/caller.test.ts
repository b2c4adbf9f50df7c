import { describe, expect, it } from 'vitest';
import { VISITOR, cachedCallerLookup } from './caller';
import type { DataCaller } from './endpoint';

const PLUS: DataCaller = { tier: 2, isAdmin: false, teamId: null, gender: null };

/** A lookup that counts its calls and settles only when told to. */
function controlledLookup() {
  const calls: string[] = [];
  const settle: Array<(caller: DataCaller | Error) => void> = [];
  const lookup = (token: string) =>
    new Promise<DataCaller>((resolve, reject) => {
      calls.push(token);
      settle.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
    });
  return { calls, settle, lookup };
}

describe('cachedCallerLookup', () => {
  it('answers visitors without a lookup', async () => {
    const { calls, lookup } = controlledLookup();
    await expect(cachedCallerLookup(lookup)(undefined)).resolves.toBe(VISITOR);
    expect(calls).toEqual([]);
  });

  it('looks a token up once for a burst of concurrent requests, then remembers it for ttlMs', async () => {
    let clock = 1_000;
    const { calls, settle, lookup } = controlledLookup();
    const callerOf = cachedCallerLookup(lookup, 5_000, () => clock);
    const burst = Array.from({ length: 100 }, () => callerOf('token-a'));
    expect(calls).toEqual(['token-a']);
    settle[0]?.(PLUS);
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 100 }, () => PLUS));

    clock += 4_999;
    await callerOf('token-a');
    expect(calls).toHaveLength(1);
    clock += 2;
    const again = callerOf('token-a');
    expect(calls).toEqual(['token-a', 'token-a']);
    settle[1]?.(VISITOR);
    await expect(again).resolves.toBe(VISITOR);
  });

  it('keeps tokens apart', async () => {
    const { calls, settle, lookup } = controlledLookup();
    const callerOf = cachedCallerLookup(lookup);
    const a = callerOf('token-a');
    const b = callerOf('token-b');
    expect(calls).toEqual(['token-a', 'token-b']);
    settle[0]?.(PLUS);
    settle[1]?.(VISITOR);
    await expect(a).resolves.toBe(PLUS);
    await expect(b).resolves.toBe(VISITOR);
  });

  it('shares a failed lookup with the requests that waited for it, and does not remember it', async () => {
    const { calls, settle, lookup } = controlledLookup();
    const callerOf = cachedCallerLookup(lookup);
    const first = callerOf('token-a');
    const second = callerOf('token-a');
    settle[0]?.(new Error('accounts database down'));
    await expect(first).rejects.toThrow('accounts database down');
    await expect(second).rejects.toThrow('accounts database down');
    const retry = callerOf('token-a');
    expect(calls).toHaveLength(2);
    settle[1]?.(PLUS);
    await expect(retry).resolves.toBe(PLUS);
  });
});
