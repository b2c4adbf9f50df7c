import { ACCOUNT_API, ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '@courtside/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const perUser = ACCOUNT_LIMITS.eventLogsPerMinutePerUser;
const perIp = ACCOUNT_LIMITS.eventLogsPerMinutePerIp;
const event = { type: 'pagechange', shortPath: '/tools', longPath: '/tools/home' };

await describeEachDatabase('account limits', (testDb) => {
  const h = useHarness(testDb, { env: { RATE_LIMIT_SCALE: '1' } });

  const log = (token: string, ip: string) =>
    h().inject({
      method: 'POST',
      url: `/api${ACCOUNT_API.addEventLog}`,
      headers: { 'x-auth-token': token },
      payload: event,
      remoteAddress: ip,
    });

  const put = (body: unknown, token: string) => h().put(ACCOUNT_API.settings, body, token);

  it('limits event logs per account in a minute, then lets the account log again', async () => {
    const { token } = await h().verifiedUser(uniqueEmail());
    for (let i = 0; i < perUser; i += 1) {
      expect((await log(token, `10.1.0.${(i % 200) + 1}`)).statusCode).toBe(201);
    }
    const limited = await log(token, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: ACCOUNT_MESSAGES.rateLimited });
    expect(limited.headers['retry-after']).toBe('60');
    h().clock.advance(60_000);
    expect((await log(token, '10.1.1.1')).statusCode).toBe(201);
  }, 30_000);

  it('limits event logs per IP address across accounts', async () => {
    const users = await Promise.all(
      Array.from({ length: Math.ceil(perIp / perUser) + 1 }, () => h().verifiedUser(uniqueEmail())),
    );
    const ip = '10.2.0.1';
    for (let i = 0; i < perIp; i += 1) {
      const user = users[Math.floor(i / perUser)];
      expect((await log(user?.token ?? '', ip)).statusCode).toBe(201);
    }
    expect((await log(users.at(-1)?.token ?? '', ip)).statusCode).toBe(429);
    expect((await log(users.at(-1)?.token ?? '', '10.2.0.2')).statusCode).toBe(201);
  }, 60_000);

  it('caps the saved scope: its value and label have a maximum length', async () => {
    const { token } = await h().verifiedUser(uniqueEmail());
    const label = 'L'.repeat(ACCOUNT_LIMITS.scopeLabelMaxLength);
    const fits = await put({ scope: { value: 'season', label } }, token);
    expect(fits.statusCode).toBe(200);
    const long = await put({ scope: { value: 'season', label: `${label}L` } }, token);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ msg: string }>().msg).toMatch(/^Invalid request: scope\.label: /);
    const huge = await put({ scope: { value: 'season', label: 'L'.repeat(900_000) } }, token);
    expect(huge.statusCode).toBe(400);
    const value = 'v'.repeat(ACCOUNT_LIMITS.scopeValueMaxLength + 1);
    const longValue = await put({ scope: { value, label: 'Full Season' } }, token);
    expect(longValue.json<{ msg: string }>().msg).toMatch(/^Invalid request: scope\.value: /);
  });
});
