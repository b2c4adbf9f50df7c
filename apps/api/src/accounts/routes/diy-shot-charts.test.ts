import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  DIY_SHOT_CHART_LIMITS,
  DIY_SHOT_CHART_MESSAGES,
} from '@courtside/contract';
import { DiyShotChartListSchema, DiyShotChartSchema } from '@courtside/contract/schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const SHOTS = [
  { x: 0, y: 1.5, made: true },
  { x: -22, y: 0, made: false },
  { x: 5.3, y: 22.1, made: true },
];

await describeEachDatabase('DIY shot charts API', (testDb) => {
  const h = useHarness(testDb, { env: { RATE_LIMIT_SCALE: '1' } });
  let owner: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    owner = await h().verifiedUser(uniqueEmail('diy-owner'));
    other = await h().verifiedUser(uniqueEmail('diy-other'));
  });

  const call = (
    method: InjectOptions['method'],
    path: string,
    token: string | undefined,
    payload?: unknown,
    remoteAddress = '10.9.0.1',
  ) =>
    h().inject({
      method,
      url: `/api${path}`,
      headers: token === undefined ? {} : { 'x-auth-token': token },
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const create = (body: unknown, token = owner.token) =>
    call('POST', ACCOUNT_API.diyShotCharts, token, body);
  const list = async (token = owner.token) => {
    const response = await call('GET', ACCOUNT_API.diyShotCharts, token);
    expect(response.statusCode).toBe(200);
    return DiyShotChartListSchema.parse(response.json());
  };

  it('saves a chart with its counts, lists it, reads it back, renames and deletes it', async () => {
    const created = await create({ name: '  Tuesday practice  ', shots: SHOTS });
    expect(created.statusCode).toBe(201);
    const chart = DiyShotChartSchema.parse(created.json());
    expect(chart).toMatchObject({ name: 'Tuesday practice', shotCount: 3, madeCount: 2 });
    expect(chart.shots).toEqual(SHOTS);

    expect((await list()).map((entry) => entry.id)).toContain(chart.id);
    const read = await call('GET', ACCOUNT_API.diyShotChart(chart.id), owner.token);
    expect(DiyShotChartSchema.parse(read.json()).shots).toEqual(SHOTS);

    h().clock.advance(1000);
    const renamed = await call('PATCH', ACCOUNT_API.diyShotChart(chart.id), owner.token, {
      name: 'Game 1',
    });
    expect(renamed.statusCode).toBe(200);
    const after = DiyShotChartSchema.parse(renamed.json());
    expect(after).toMatchObject({ name: 'Game 1', shotCount: 3, createdAt: chart.createdAt });
    expect(after.updatedAt > chart.updatedAt).toBe(true);

    const reshot = await call('PATCH', ACCOUNT_API.diyShotChart(chart.id), owner.token, {
      shots: [{ x: 1, y: 1, made: false }],
    });
    expect(reshot.json()).toMatchObject({ name: 'Game 1', shotCount: 1, madeCount: 0 });

    const deleted = await call('DELETE', ACCOUNT_API.diyShotChart(chart.id), owner.token);
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', ACCOUNT_API.diyShotChart(chart.id), owner.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ msg: DIY_SHOT_CHART_MESSAGES.notFound });
  });

  it('lists the most recently changed chart first', async () => {
    const user = await h().verifiedUser(uniqueEmail('diy-order'));
    const first = DiyShotChartSchema.parse(
      (await create({ name: 'A', shots: [] }, user.token)).json(),
    );
    h().clock.advance(1000);
    await create({ name: 'B', shots: [] }, user.token);
    h().clock.advance(1000);
    await call('PATCH', ACCOUNT_API.diyShotChart(first.id), user.token, { name: 'A2' });
    expect((await list(user.token)).map((entry) => entry.name)).toEqual(['A2', 'B']);
  });

  it("keeps each account's charts to itself: another user's id is not found", async () => {
    const chart = DiyShotChartSchema.parse((await create({ name: 'Mine', shots: SHOTS })).json());
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, ACCOUNT_API.diyShotChart(chart.id), other.token, body);
      expect(response.statusCode).toBe(404);
    }
    expect((await list(other.token)).map((entry) => entry.id)).not.toContain(chart.id);
    const still = await call('GET', ACCOUNT_API.diyShotChart(chart.id), owner.token);
    expect(still.json()).toMatchObject({ name: 'Mine' });
  });

  it('needs a session and the free tier', async () => {
    const anonymous = await call('GET', ACCOUNT_API.diyShotCharts, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const email = uniqueEmail('diy-unverified');
    await h().signup(email);
    const token = await h().login(email);
    for (const [method, path, body] of [
      ['GET', ACCOUNT_API.diyShotCharts, undefined],
      ['POST', ACCOUNT_API.diyShotCharts, { name: 'x', shots: [] }],
    ] as const) {
      const refused = await call(method, path, token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ msg: DIY_SHOT_CHART_MESSAGES.tierRequired });
    }
  });

  describe('refuses bad input with a 400 that names the field', () => {
    it.each([
      ['no body', undefined, /body must be a JSON object/],
      ['an array', [], /body must be a JSON object/],
      ['no name', { shots: [] }, /name: required/],
      ['an empty name', { name: '   ', shots: [] }, /name: must not be empty/],
      ['a long name', { name: 'n'.repeat(81), shots: [] }, /name: at most 80 characters/],
      ['a control character', { name: 'a\u0000b', shots: [] }, /name: /],
      ['shots off the court', { name: 'x', shots: [{ x: 26, y: 0, made: true }] }, /shots\.0\.x/],
      ['a NaN-like value', { name: 'x', shots: [{ x: 'NaN', y: 0, made: true }] }, /shots\.0\.x/],
      ['a shot without result', { name: 'x', shots: [{ x: 0, y: 0 }] }, /shots\.0\.made: required/],
      ['an unknown field', { name: 'x', shots: [], color: 'red' }, /Invalid request/],
      [
        'too many shots',
        { name: 'x', shots: Array.from({ length: 1001 }, () => ({ x: 0, y: 0, made: true })) },
        /shots: at most 1000 shots/,
      ],
    ])('%s', async (_label, body, message) => {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(message);
    });

    it('an empty change', async () => {
      const chart = DiyShotChartSchema.parse((await create({ name: 'E', shots: [] })).json());
      const response = await call('PATCH', ACCOUNT_API.diyShotChart(chart.id), owner.token, {});
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/nothing to update/);
    });

    it('an id that is not a uuid is not found', async () => {
      for (const id of ['1', 'not-a-uuid', "x' or '1'='1"]) {
        const response = await call('GET', ACCOUNT_API.diyShotChart(id), owner.token);
        expect(response.statusCode).toBe(404);
      }
    });
  });

  it(`keeps at most ${DIY_SHOT_CHART_LIMITS.chartsPerUser} charts per account`, async () => {
    const user = await h().verifiedUser(uniqueEmail('diy-many'));
    const limit = DIY_SHOT_CHART_LIMITS.chartsPerUser;
    const save = (name: string, ip: string) =>
      call('POST', ACCOUNT_API.diyShotCharts, user.token, { name, shots: [] }, ip);
    // Two places left, then five saves at once: the count is taken under a lock of the user's
    // row, so exactly two of them get in.
    const half = (limit - 2) / 2;
    for (const batch of [0, 1]) {
      const saves = Array.from({ length: half }, (_, i) =>
        save(`C${batch * half + i}`, `10.7.${batch}.${i + 1}`),
      );
      for (const response of await Promise.all(saves)) expect(response.statusCode).toBe(201);
      // Writes are limited per minute.
      h().clock.advance(60_000);
    }
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(`race ${i}`, `10.7.9.${i + 1}`)),
    );
    const codes = racing.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    const refused = racing.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ msg: DIY_SHOT_CHART_MESSAGES.tooMany });
    expect(await list(user.token)).toHaveLength(limit);
  }, 60_000);

  it('limits writes per account in a minute', async () => {
    const user = await h().verifiedUser(uniqueEmail('diy-limit'));
    const limit = DIY_SHOT_CHART_LIMITS.writesPerMinute;
    h().clock.advance(60_000);
    for (let i = 0; i < limit; i += 1) {
      const response = await call(
        'POST',
        ACCOUNT_API.diyShotCharts,
        user.token,
        { name: `W${i}`, shots: [] },
        `10.8.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await create({ name: 'over', shots: [] }, user.token);
    expect(limited.statusCode).toBe(429);
    // Reads are not counted.
    expect((await call('GET', ACCOUNT_API.diyShotCharts, user.token)).statusCode).toBe(200);
  }, 60_000);
});
