/**
 * Sessions of one database object: each runs its work's queries on a connection of its own
 * (a temporary table, which DuckDB keeps per connection, shows which one), and interrupting one
 * stops its query alone.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionInterruptedError, openDb } from './connection';
import type { WarehouseDb } from './connection';

/** A query that runs until interrupted (minutes on any machine). */
const ENDLESS = 'SELECT count(*) AS n FROM range(1000000000000) a';

describe('warehouse sessions', () => {
  let db: WarehouseDb;
  beforeEach(async () => {
    db = await openDb(':memory:');
  });
  afterEach(() => db.close());

  it("runs a session's queries on its own connection, and others' on the shared one", async () => {
    await db.session(async () => {
      await db.run('CREATE TEMP TABLE mine AS SELECT 42 AS answer');
      expect(await db.all('SELECT answer FROM mine')).toEqual([{ answer: 42 }]);
    }).result;
    // Outside the session, the shared connection has no such table.
    await expect(db.all('SELECT answer FROM mine')).rejects.toThrow(/mine/);
    // The next session reuses the pooled connection, table and all.
    const reused = await db.session(() => db.all('SELECT answer FROM mine')).result;
    expect(reused).toEqual([{ answer: 42 }]);
  });

  it('keeps two sessions at once apart', async () => {
    const first = db.session(async () => {
      await db.run('CREATE TEMP TABLE which AS SELECT 1 AS n');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return db.all('SELECT n FROM which');
    });
    const second = db.session(async () => {
      await db.run('CREATE TEMP TABLE which AS SELECT 2 AS n');
      return db.all('SELECT n FROM which');
    });
    expect(await first.result).toEqual([{ n: 1 }]);
    expect(await second.result).toEqual([{ n: 2 }]);
  });

  it('runs detached work outside the session: interrupting the session does not stop it', async () => {
    let detached: Promise<unknown> | undefined;
    let afterInterrupt: Promise<unknown> | undefined;
    const endless = db.session(async () => {
      // Started from inside the session, as a memoised read is by the request that needs it.
      detached = db.detached(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return db.all('SELECT 42 AS answer');
      });
      try {
        return await db.all(ENDLESS);
      } finally {
        afterInterrupt = db.all('SELECT 1 AS one');
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    endless.interrupt();
    await expect(endless.result).rejects.toThrow(/interrupt/i);
    await expect(afterInterrupt).rejects.toBeInstanceOf(SessionInterruptedError);
    expect(await detached).toEqual([{ answer: 42 }]);
  });

  it('stops detached work still running when closed, and closes once it has ended', async () => {
    let later: Promise<unknown> | undefined;
    const detached = db.detached(async () => {
      try {
        return await db.all(ENDLESS);
      } finally {
        later = db.all('SELECT 1 AS one');
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Without the interrupt, DuckDB left the query running: neither promise ever settled.
    const closed = db.close();
    await expect(detached).rejects.toThrow(/interrupt/i);
    await expect(later).rejects.toThrow(/closed/);
    await closed;
    await expect(db.all('SELECT 1 AS one')).rejects.toThrow(/closed/);
    // A fresh database for afterEach to close.
    db = await openDb(':memory:');
  });

  it("interrupts one session's query, leaves the others running, and refuses its later queries", async () => {
    let afterInterrupt: Promise<unknown> | undefined;
    const endless = db.session(async () => {
      try {
        return await db.all(ENDLESS);
      } finally {
        afterInterrupt = db.all('SELECT 1 AS one');
      }
    });
    const other = db.session(() => db.all('SELECT 7 AS seven'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    endless.interrupt();
    await expect(endless.result).rejects.toThrow(/interrupt/i);
    await expect(afterInterrupt).rejects.toBeInstanceOf(SessionInterruptedError);
    expect(await other.result).toEqual([{ seven: 7 }]);
    expect(await db.all('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('never runs work interrupted before it had a connection', async () => {
    let ran = false;
    const work = db.session(async () => {
      ran = true;
    });
    work.interrupt();
    await expect(work.result).rejects.toBeInstanceOf(SessionInterruptedError);
    expect(ran).toBe(false);
  });

  it('refuses a session of a closed database', async () => {
    const closed = await openDb(':memory:');
    closed.close();
    await expect(closed.session(() => Promise.resolve(1)).result).rejects.toThrow(/closed/);
  });
});
