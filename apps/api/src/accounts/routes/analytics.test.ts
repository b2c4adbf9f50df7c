import { ACCOUNT_API } from '@courtside/contract';
import { EventLogAnalyticsRowSchema } from '@courtside/contract/schemas';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

await describeEachDatabase('GET /gs/event-log-analytics', (testDb) => {
  const h = useHarness(testDb);
  let adminToken: string;

  const analytics = (query = '', token = adminToken) =>
    h().inject({
      method: 'GET',
      url: `/api/gs/event-log-analytics${query}`,
      headers: { 'x-auth-token': token },
    });

  beforeAll(async () => {
    const adminEmail = uniqueEmail('admin');
    adminToken = (await h().verifiedUser(adminEmail)).token;
    await h().setRole(adminEmail, 'lower');
    const alice = (await h().verifiedUser(uniqueEmail('alice'))).token;
    const bob = (await h().verifiedUser(uniqueEmail('bob'))).token;
    const log = (token: string, type: string, shortPath: string) =>
      h().post(ACCOUNT_API.addEventLog, { type, shortPath, longPath: `${shortPath}?q=1` }, token);
    // Day one: 23:59 UTC; day two starts a minute later.
    h().clock.set('2026-01-10T23:59:00.000Z');
    await log(alice, 'pagechange', '/tools');
    await log(alice, 'pagechange', '/tools');
    await log(bob, 'pagechange', '/tools');
    await log(bob, 'pagechange', '/stats');
    h().clock.set('2026-01-11T00:00:00.000Z');
    await log(alice, 'error', '/error-fallback');
    await log(alice, 'pagechange', '/stats');
    await log(bob, 'pagechange', '/stats');
    await log(bob, 'pagechange', '/stats');
    h().clock.set('2026-01-15T12:00:00.000Z');
  });

  it('counts events and distinct users per UTC day, type and path, newest day first', async () => {
    const response = await analytics('?start=2026-01-10&end=2026-01-11');
    expect(response.statusCode).toBe(200);
    const rows = response.json<unknown[]>().map((row) => EventLogAnalyticsRowSchema.parse(row));
    expect(rows).toEqual([
      { day: '2026-01-11', type: 'pagechange', shortPath: '/stats', events: 3, users: 2 },
      { day: '2026-01-11', type: 'error', shortPath: '/error-fallback', events: 1, users: 1 },
      { day: '2026-01-10', type: 'pagechange', shortPath: '/tools', events: 3, users: 2 },
      { day: '2026-01-10', type: 'pagechange', shortPath: '/stats', events: 1, users: 1 },
    ]);
  });

  it('includes both end days and nothing outside them', async () => {
    const rows = (await analytics('?start=2026-01-11&end=2026-01-11')).json<{ day: string }[]>();
    expect(new Set(rows.map((row) => row.day))).toEqual(new Set(['2026-01-11']));
    expect((await analytics('?start=2026-01-12&end=2026-01-14')).json()).toEqual([]);
  });

  it('covers the last 30 days by default and ignores other config keys', async () => {
    const rows = (await analytics('?routeKey=gs')).json<{ day: string }[]>();
    expect(rows).toHaveLength(4);
    h().clock.set('2026-02-09T12:00:00.000Z');
    try {
      expect((await analytics()).json()).toHaveLength(2);
      h().clock.set('2026-02-10T00:00:00.000Z');
      expect((await analytics()).json()).toEqual([]);
    } finally {
      h().clock.set('2026-01-15T12:00:00.000Z');
    }
  });

  it.each([
    ['?start=yesterday', 'Invalid request: start: start must be a date as YYYY-MM-DD'],
    ['?end=2026-02-30', 'Invalid request: end: end must be a date as YYYY-MM-DD'],
    ['?start=2026-01-12&end=2026-01-11', 'Invalid request: start: start must not be after end'],
    ['?start=2020-01-01&end=2026-01-11', 'Invalid request: the range may span at most 366 days'],
    ['?start=2020-01-01', 'Invalid request: the range may span at most 366 days'],
  ])('refuses %s with 400', async (query, msg) => {
    const response = await analytics(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg });
  });
});
