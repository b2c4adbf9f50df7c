import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@courtside/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

await describeEachDatabase('signed-in account', (testDb) => {
  const h = useHarness(testDb);

  const put = (body: unknown, token?: string) =>
    h().inject({
      method: 'PUT',
      url: `/api${ACCOUNT_API.settings}`,
      headers: token === undefined ? {} : { 'x-auth-token': token },
      payload: body as Record<string, unknown>,
    });

  it('merges a settings update and returns the updated user', async () => {
    const email = uniqueEmail();
    const { id, token } = await h().verifiedUser(email);
    const response = await put(
      { userType: 'team', team: { teamId: 77, gender: 'FEMALE' }, playerPctilesType: 'overall' },
      token,
    );
    expect(response.statusCode).toBe(200);
    const expected = {
      _id: id,
      email,
      userType: 'team',
      settings: {
        team: { teamId: 77, gender: 'FEMALE' },
        conference: null,
        scope: { value: 'season', label: 'Full Season' },
        playerPctilesType: 'overall',
      },
      nextTeamChangeAt: null,
    };
    expect(response.json()).toEqual(expected);
    const second = await put({ conference: 12 }, token);
    expect(second.json()).toEqual({
      ...expected,
      settings: { ...expected.settings, conference: 12 },
    });
    expect((await h().get(ACCOUNT_API.me, token)).json()).toEqual(second.json());
  });

  it('refuses settings without a session, and bad settings', async () => {
    const anonymous = await put({ conference: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const { token } = await h().verifiedUser(uniqueEmail());
    const empty = await put({}, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ msg: 'Invalid request: nothing to update' });
    const bad = await put({ playerPctilesType: 'weird' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toMatch(/^Invalid request: playerPctilesType: /); // Ids are 32-bit in the warehouse: a larger saved team would break every later data call.
    for (const body of [{ team: { teamId: 2 ** 31, gender: 'MALE' } }, { conference: 2 ** 31 }]) {
      const tooLarge = await put(body, token);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json<{ msg: string }>().msg).toMatch(
        /^Invalid request: (team\.teamId|conference): /,
      );
    }
    expect((await put({ team: { teamId: 2 ** 31 - 1, gender: 'MALE' } }, token)).statusCode).toBe(
      200,
    );
  });

  it('logs events of signed-in users only', async () => {
    const event = { type: 'pagechange', shortPath: '/tools', longPath: '/tools/home?x=1' };
    const anonymous = await h().post(ACCOUNT_API.addEventLog, event);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const { id, token } = await h().verifiedUser(uniqueEmail());
    const logged = await h().post(ACCOUNT_API.addEventLog, event, token);
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toEqual({ msg: ACCOUNT_MESSAGES.eventLogged });
    const rows = await h()
      .testDb.database.db.selectFrom('event_logs')
      .select(['type', 'short_path', 'long_path', 'created_at'])
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([
      {
        type: 'pagechange',
        short_path: '/tools',
        long_path: '/tools/home?x=1',
        created_at: h().clock.now(),
      },
    ]);
  });

  it.each([
    [{ type: 'click', shortPath: '/', longPath: '/' }, /^Invalid request: type: /],
    [{ type: 'error', shortPath: '/' }, /^Invalid request: longPath: required$/],
    [
      { type: 'error', shortPath: 'x'.repeat(3000), longPath: '/' },
      /^Invalid request: shortPath: /,
    ],
  ])('refuses the event %j with 400', async (body, msg) => {
    const { token } = await h().verifiedUser(uniqueEmail());
    const response = await h().post(ACCOUNT_API.addEventLog, body, token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(msg);
  });
});
