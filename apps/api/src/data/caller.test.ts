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

describe('cachedCallerLookup.forget', () => {
  const ANN: DataCaller = { ...PLUS, userId: 'user-ann' };
  const BOB: DataCaller = { ...PLUS, userId: 'user-bob' };

  it("forgets one user's tokens and keeps everyone else's", async () => {
    const { calls, settle, lookup } = controlledLookup();
    const callerOf = cachedCallerLookup(lookup);
    const ann = callerOf('token-ann');
    const annOtherDevice = callerOf('token-ann-2');
    const bob = callerOf('token-bob');
    settle[0]?.(ANN);
    settle[1]?.(ANN);
    settle[2]?.(BOB);
    await Promise.all([ann, annOtherDevice, bob]);

    callerOf.forget('user-ann');
    await callerOf('token-bob');
    expect(calls).toHaveLength(3);
    const again = callerOf('token-ann');
    const againOther = callerOf('token-ann-2');
    expect(calls.slice(3)).toEqual(['token-ann', 'token-ann-2']);
    settle[3]?.(VISITOR);
    settle[4]?.(VISITOR);
    await expect(again).resolves.toBe(VISITOR);
    await expect(againOther).resolves.toBe(VISITOR);
  });

  it('does not remember a lookup that was under way when something was forgotten', async () => {
    const { calls, settle, lookup } = controlledLookup();
    const callerOf = cachedCallerLookup(lookup);
    const before = callerOf('token-ann');
    callerOf.forget('user-ann');
    // A request after the change does not join the lookup that may have read the old user.
    const after = callerOf('token-ann');
    expect(calls).toEqual(['token-ann', 'token-ann']);
    settle[0]?.(ANN);
    settle[1]?.(VISITOR);
    await expect(before).resolves.toBe(ANN);
    await expect(after).resolves.toBe(VISITOR);
    // The first, stale answer was not kept: the next request is answered from the second.
    await expect(callerOf('token-ann')).resolves.toBe(VISITOR);
    expect(calls).toHaveLength(2);
  });

  it('forgets everyone on null (news that may have been missed)', async () => {
    const { calls, settle, lookup } = controlledLookup();
    const callerOf = cachedCallerLookup(lookup);
    const bob = callerOf('token-bob');
    settle[0]?.(BOB);
    await bob;
    callerOf.forget(null);
    void callerOf('token-bob');
    expect(calls).toEqual(['token-bob', 'token-bob']);
  });
});
