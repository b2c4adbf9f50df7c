/**
 * News that what a user's session token stands for has changed — signed out, password reset,
 * tier, admin role, saved team, verification — so every API node drops what it remembers of the
 * user's tokens at once instead of when its short-lived cache entry runs out.
 *
 * With REDIS_URL the news goes to every node through one Redis pub/sub channel; without it, to
 * this process only. Announcing calls this node's listeners before it publishes, so the node that
 * made the change never serves the old caller even for a moment. A node that loses its
 * subscription cannot know what it missed, so when the subscription comes back it tells its
 * listeners that anyone may have changed (`null`), and they forget everyone. Redis being away
 * never fails an account change: the other nodes then catch up within their cache's lifetime.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisReady, throttledWarning } from '../data/cache/redis-connection';
import type { RedisClientOptions } from '../data/cache/redis-connection';

export const USER_CHANGES_CHANNEL = 'courtside:user-changes';
/** The subscriber's name in Redis's CLIENT LIST, for operators. */
export const USER_CHANGES_CONNECTION = 'courtside-user-changes';

/** A user's id, or null for "anyone may have changed". */
export type UserChangeListener = (userId: string | null) => void;

export interface UserChanges {
  /**
   * Tells every node, this one first and at once, that `userId`'s callers are out of date;
   * settles once the other nodes have been told, or Redis has failed to take the news.
   */
  announce(userId: string): Promise<void>;
  /** Calls `listener` for every announcement; returns the function that stops it. */
  onChange(listener: UserChangeListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<UserChangeListener>();

  add(listener: UserChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  tell(userId: string | null): void {
    for (const listener of this.listeners) listener(userId);
  }
}

/** One process's changes, for a single node or tests. */
export function localUserChanges(): UserChanges {
  const listeners = new Listeners();
  return {
    announce: async (userId) => listeners.tell(userId),
    onChange: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

export type RedisUserChangesOptions = RedisClientOptions;

/** Every node's changes, through Redis pub/sub. */
export function redisUserChanges(options: RedisUserChangesOptions): UserChanges {
  const listeners = new Listeners();
  // Each node hears its own messages back; its id lets it skip them (it told itself already).
  const nodeId = randomUUID();
  const timeoutMs = options.commandTimeoutMs ?? 100;
  const warn = throttledWarning(options.log, 'Redis user-change news unavailable');
  const publisher = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
  });
  const subscriber = new Redis(options.url, {
    maxRetriesPerRequest: null,
    connectionName: USER_CHANGES_CONNECTION,
  });
  publisher.on('error', warn);
  subscriber.on('error', warn);
  let everSubscribed = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
    if (everSubscribed) listeners.tell(null);
  });
  subscriber.subscribe(USER_CHANGES_CHANNEL).then(
    () => {
      everSubscribed = true;
    },
    (error: unknown) => warn(error),
  );
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== USER_CHANGES_CHANNEL) return;
    const space = message.indexOf(' ');
    if (space <= 0 || message.slice(0, space) === nodeId) return;
    listeners.tell(message.slice(space + 1));
  });
  return {
    async announce(userId) {
      listeners.tell(userId);
      // Still connecting (a node just started): worth a short wait; reconnecting: Redis is away.
      if (publisher.status === 'connecting' || publisher.status === 'connect') {
        await redisReady(publisher, timeoutMs);
      }
      if (publisher.status !== 'ready') return;
      await publisher.publish(USER_CHANGES_CHANNEL, `${nodeId} ${userId}`).then(() => {}, warn);
    },
    onChange: (listener) => listeners.add(listener),
    async close() {
      // Nothing to flush: QUIT would only wait, forever for a server that never answered.
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
