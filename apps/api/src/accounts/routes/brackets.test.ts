import type { BracketSettings } from '@courtside/contract';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  BRACKET_PICKS_OUT_OF_ORDER_MSG,
  BRACKET_SETTINGS_MESSAGES,
  NATIONAL_TOURNAMENTS,
  defaultBracketSettings,
} from '@courtside/contract';
import {
  BracketAdminLogSchema,
  BracketSettingsListSchema,
  BracketSettingsSchema,
} from '@courtside/contract/schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { BODY_REQUIRED_MSG } from './http';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const OPEN = '2025-03-16T23:00:00.000Z';
const LOCK = '2025-03-20T16:00:00.000Z';

await describeEachDatabase('bracket settings API', (testDb) => {
  const h = useHarness(testDb);
  let upper: { id: string; token: string; email: string };
  let lower: { id: string; token: string; email: string };
  let fan: { id: string; token: string; email: string };

  beforeAll(async () => {
    const make = async (role: 'upper' | 'lower' | 'none') => {
      const email = uniqueEmail(`brackets-${role}`);
      const user = await h().verifiedUser(email);
      if (role !== 'none') await h().setRole(email, role);
      return { ...user, email };
    };
    upper = await make('upper');
    lower = await make('lower');
    fan = await make('none');
  });

  const call = (method: InjectOptions['method'], path: string, token?: string, payload?: unknown) =>
    h().inject({
      method,
      url: `/api${path}`,
      headers: token === undefined ? {} : { 'x-auth-token': token },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const put = (tournamentId: number | string, body: unknown, token = lower.token) =>
    call('PUT', ACCOUNT_API.adminBracketSetting(tournamentId), token, body);
  const adminList = async (token = upper.token) => {
    const response = await call('GET', ACCOUNT_API.adminBracketSettings, token);
    expect(response.statusCode).toBe(200);
    return BracketSettingsListSchema.parse(response.json());
  };
  const settingsOf = async (tournamentId: number): Promise<BracketSettings | undefined> =>
    (await adminList()).find((settings) => settings.tournamentId === tournamentId);

  it('starts with the defaults of all 14 national tournaments, in the contract order', async () => {
    const expected = NATIONAL_TOURNAMENTS.map((t) => defaultBracketSettings(t.tournamentId));
    expect(await adminList(upper.token)).toEqual(expected);
    expect(await adminList(lower.token)).toEqual(expected);
    const open = await call('GET', ACCOUNT_API.bracketSettings);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.json()).toEqual(expected);
  });

  it.each([
    ['GET', ACCOUNT_API.adminBracketSettings, undefined],
    ['PUT', ACCOUNT_API.adminBracketSetting(5025), { scoringSystem: 'doubling' }],
    // A refused caller learns nothing about which ids exist.
    ['PUT', ACCOUNT_API.adminBracketSetting(9999), { scoringSystem: 'doubling' }],
  ] as const)('refuses %s %s: 401 anonymous, 403 non-admin', async (method, path, body) => {
    const anonymous = await call(method, path, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const forbidden = await call(method, path, fan.token, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ msg: ACCOUNT_MESSAGES.adminOnly });
    expect((await settingsOf(5025))?.scoringSystem).toBe('standard');
  });

  it('saves a tournament for any admin, as UTC times with who and when', async () => {
    h().clock.set('2025-03-01T10:00:00.000Z');
    const saved = await put(5025, {
      scoringSystem: 'seedRound',
      // An offset other than Z names the same instant; the answer is in UTC.
      picksOpenAt: '2025-03-16T19:00:00-04:00',
      picksLockAt: LOCK,
    });
    expect(saved.statusCode).toBe(200);
    const expected: BracketSettings = {
      tournamentId: 5025,
      scoringSystem: 'seedRound',
      picksOpenAt: OPEN,
      picksLockAt: LOCK,
      published: false,
      publishedAt: null,
      fieldCorrections: [],
      updatedAt: '2025-03-01T10:00:00.000Z',
      updatedBy: lower.email,
    };
    expect(BracketSettingsSchema.parse(saved.json())).toEqual(expected);
    const list = await adminList();
    expect(list.find((s) => s.tournamentId === 5025)).toEqual(expected);
    // The others keep their defaults.
    expect(list.filter((s) => s.updatedAt !== null).map((s) => s.tournamentId)).toEqual([5025]);
    // The brackets tool reads the settings without signing in, but not who saved them.
    const open = BracketSettingsListSchema.parse(
      (await call('GET', ACCOUNT_API.bracketSettings)).json(),
    );
    expect(open.find((s) => s.tournamentId === 5025)).toEqual({ ...expected, updatedBy: null });
  });

  it('changes only the fields sent; null clears a time', async () => {
    expect((await put(6024, { picksOpenAt: OPEN, picksLockAt: LOCK })).statusCode).toBe(200);
    h().clock.advance(60_000);
    const scoring = await put(6024, { scoringSystem: 'doubling' }, upper.token);
    expect(scoring.json()).toMatchObject({
      scoringSystem: 'doubling',
      picksOpenAt: OPEN,
      picksLockAt: LOCK,
      updatedAt: h().clock.now().toISOString(),
      updatedBy: upper.email,
    });
    const cleared = await put(6024, { picksOpenAt: null });
    expect(cleared.json()).toMatchObject({
      scoringSystem: 'doubling',
      picksOpenAt: null,
      picksLockAt: LOCK,
      updatedBy: lower.email,
    });
    expect(await settingsOf(6024)).toEqual(cleared.json());
    // A first save of one field fills the rest with the defaults.
    expect((await put(5019, { picksLockAt: LOCK })).json()).toMatchObject({
      scoringSystem: 'standard',
      picksOpenAt: null,
      picksLockAt: LOCK,
    });
  });

  it('answers 404 for tournaments that are not national ones, and for non-numbers', async () => {
    for (const id of ['5026', '38409', '0', 'abc', '5025abc', '-5025', '1e3', '5025.0']) {
      const response = await put(id, { scoringSystem: 'doubling' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ msg: BRACKET_SETTINGS_MESSAGES.unknownTournament });
    }
  });

  it.each([
    ['an array', [], BODY_REQUIRED_MSG],
    ['nothing to update', {}, 'Invalid request: nothing to update'],
    ['an unknown field only', { scoring: 'doubling' }, 'Invalid request: nothing to update'],
    ['an unknown system', { scoringSystem: 'espn' }, /^Invalid request: scoringSystem: /],
    [
      'a time without offset',
      { picksOpenAt: '2025-03-16T23:00:00' },
      /^Invalid request: picksOpenAt: /,
    ],
    ['a time that is no time', { picksLockAt: 'next Thursday' }, /^Invalid request: picksLockAt: /],
    ['lock before open', { picksOpenAt: LOCK, picksLockAt: OPEN }, BRACKET_PICKS_OUT_OF_ORDER_MSG],
    ['lock at open', { picksOpenAt: OPEN, picksLockAt: OPEN }, BRACKET_PICKS_OUT_OF_ORDER_MSG],
  ] as const)('answers 400 to %s and stores nothing', async (_what, body, msg) => {
    const response = await put(5021, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ msg: string }>();
    if (typeof msg === 'string') expect(answer).toEqual({ msg });
    else expect(answer.msg).toMatch(msg);
    expect(await settingsOf(5021)).toEqual(defaultBracketSettings(5021));
  });

  it('refuses a time that would pass the other one already stored', async () => {
    expect((await put(6023, { picksOpenAt: OPEN, picksLockAt: LOCK })).statusCode).toBe(200);
    const before = await settingsOf(6023);
    for (const body of [
      { picksOpenAt: LOCK },
      { picksLockAt: OPEN },
      { picksLockAt: '2025-03-01T00:00:00Z' },
    ]) {
      const response = await put(6023, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: BRACKET_PICKS_OUT_OF_ORDER_MSG });
    }
    expect(await settingsOf(6023)).toEqual(before);
    // Moving both together, or clearing one first, is fine.
    const moved = await put(6023, { picksOpenAt: '2025-03-21T00:00:00Z', picksLockAt: null });
    expect(moved.json()).toMatchObject({
      picksOpenAt: '2025-03-21T00:00:00.000Z',
      picksLockAt: null,
    });
  });

  it('publishes and unpublishes, keeping the first publication time, and logs every change', async () => {
    h().clock.set('2025-03-02T10:00:00.000Z');
    const published = await put(5020, { published: true }, upper.token);
    expect(published.json()).toMatchObject({
      published: true,
      publishedAt: '2025-03-02T10:00:00.000Z',
    });
    h().clock.advance(60_000);
    const again = await put(5020, { published: true, scoringSystem: 'doubling' });
    expect(again.json()).toMatchObject({
      published: true,
      publishedAt: '2025-03-02T10:00:00.000Z',
      scoringSystem: 'doubling',
    });
    h().clock.advance(60_000);
    expect((await put(5020, { published: false })).json()).toMatchObject({
      published: false,
      publishedAt: null,
      scoringSystem: 'doubling',
    });
    const log = await call('GET', ACCOUNT_API.adminBracketLog, lower.token);
    expect(log.statusCode).toBe(200);
    expect(log.headers['cache-control']).toBe('no-store');
    const entries = BracketAdminLogSchema.parse(log.json()).filter((e) => e.tournamentId === 5020);
    // Newest first; publishing an already published challenge logs only its other change.
    expect(entries.map((e) => [e.action, e.adminEmail, e.detail])).toEqual([
      ['unpublish', lower.email, {}],
      ['settings', lower.email, { scoringSystem: 'doubling' }],
      ['publish', upper.email, {}],
    ]);
    expect(entries[0]?.at).toBe('2025-03-02T10:02:00.000Z');
    // A refused change logs nothing.
    await put(5020, { picksOpenAt: LOCK, picksLockAt: OPEN });
    const after = BracketAdminLogSchema.parse(
      (await call('GET', ACCOUNT_API.adminBracketLog, upper.token)).json(),
    );
    expect(after.filter((e) => e.tournamentId === 5020)).toHaveLength(3);
    expect((await call('GET', ACCOUNT_API.adminBracketLog, fan.token)).statusCode).toBe(403);
    expect((await call('GET', ACCOUNT_API.adminBracketLog)).statusCode).toBe(401);
  });

  it('keeps the settings when the admin who saved them is deleted', async () => {
    const email = uniqueEmail('brackets-leaver');
    const leaver = await h().verifiedUser(email);
    await h().setRole(email, 'lower');
    expect((await put(6022, { scoringSystem: 'seedRound' }, leaver.token)).json()).toMatchObject({
      updatedBy: email,
    });
    await h().testDb.database.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    expect(await settingsOf(6022)).toMatchObject({ scoringSystem: 'seedRound', updatedBy: null });
  });
});
