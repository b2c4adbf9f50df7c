import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL, redisAnswers } from '../data/testing/redis';
import type { UserChanges } from './user-changes';
import {
  USER_CHANGES_CHANNEL,
  USER_CHANGES_CONNECTION,
  localUserChanges,
  redisUserChanges,
} from './user-changes';

describe('local user changes', () => {
  it('tells every listener at once, until it stops listening', async () => {
    const changes = localUserChanges();
    const heard: Array<string | null> = [];
    const stop = changes.onChange((userId) => heard.push(userId));
    const pending = changes.announce('user-1');
    // Before the promise settles: the announcing node never serves the old caller.
    expect(heard).toEqual(['user-1']);
    await pending;
    stop();
    await changes.announce('user-2');
    expect(heard).toEqual(['user-1']);
  });
});

const redisAvailable = await redisAnswers();
const PROBE = 'probe';

describe.skipIf(!redisAvailable)('user changes through Redis (two nodes)', () => {
  const opened: UserChanges[] = [];
  const open = (): UserChanges => {
    const changes = redisUserChanges({ url: TEST_REDIS_URL, commandTimeoutMs: 1000 });
    opened.push(changes);
    return changes;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((changes) => changes.close()));
  });

  /** Resolves once a node's subscription is in place (a message published earlier is lost). */
  async function subscribed(changes: UserChanges, probe: UserChanges): Promise<void> {
    const heard: Array<string | null> = [];
    const stop = changes.onChange((userId) => heard.push(userId));
    await expect
      .poll(async () => {
        await probe.announce(PROBE);
        return heard.includes(PROBE);
      })
      .toBe(true);
    stop();
  }
  /** What a listener heard, less the probes (late ones may still arrive). */
  const news = (heard: ReadonlyArray<string | null>) => heard.filter((id) => id !== PROBE);

  it('tells the other node, and each node hears its own news once', async () => {
    const a = open();
    const b = open();
    await subscribed(b, a);
    await subscribed(a, b);
    const heardByA: Array<string | null> = [];
    const heardByB: Array<string | null> = [];
    a.onChange((userId) => heardByA.push(userId));
    b.onChange((userId) => heardByB.push(userId));

    await a.announce('user-ann');
    expect(news(heardByA)).toEqual(['user-ann']);
    await expect.poll(() => news(heardByB), { timeout: 1000, interval: 5 }).toEqual(['user-ann']);
    // Its own message comes back to A through Redis too; it must not be told twice.
    await b.announce('user-bob');
    await expect
      .poll(() => news(heardByA), { timeout: 1000, interval: 5 })
      .toEqual(['user-ann', 'user-bob']);
    expect(news(heardByB)).toEqual(['user-ann', 'user-bob']);
  });

  it('ignores messages that are not news of a user', async () => {
    const a = open();
    const b = open();
    await subscribed(a, b);
    const heard: Array<string | null> = [];
    a.onChange((userId) => heard.push(userId));
    const raw = new Redis(TEST_REDIS_URL);
    try {
      await raw.publish(USER_CHANGES_CHANNEL, 'no-space-here');
      await raw.publish(USER_CHANGES_CHANNEL, ' leading-space');
      await b.announce('user-real');
      await expect.poll(() => news(heard), { timeout: 1000, interval: 5 }).toEqual(['user-real']);
    } finally {
      raw.disconnect();
    }
  });

  it('tells its listeners that anyone may have changed when its subscription comes back', async () => {
    const a = open();
    const b = open();
    await subscribed(a, b);
    const heard: Array<string | null> = [];
    a.onChange((userId) => heard.push(userId));
    // Killing the user-change subscribers' connections from the server's side stands in for a
    // network cut. Only theirs: other test files' subscribers share this Redis.
    const admin = new Redis(TEST_REDIS_URL);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const ids = clients
        .split('\n')
        .filter((line) => line.includes(` name=${USER_CHANGES_CONNECTION} `))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1])
        .filter((id): id is string => id !== undefined);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    await expect.poll(() => heard.includes(null), { timeout: 5000, interval: 20 }).toBe(true);
    // The subscription is back (news arrives again) before the test closes the nodes: closing
    // one while ioredis subscribes again would reject that command with nobody to hear it.
    await subscribed(a, b);
  });

  it('does not fail an announcement while Redis is unreachable', async () => {
    const away = redisUserChanges({ url: 'redis://127.0.0.1:1', commandTimeoutMs: 50 });
    opened.push(away);
    const heard: Array<string | null> = [];
    away.onChange((userId) => heard.push(userId));
    await expect(away.announce('user-ann')).resolves.toBeUndefined();
    expect(heard).toEqual(['user-ann']);
  });
});
