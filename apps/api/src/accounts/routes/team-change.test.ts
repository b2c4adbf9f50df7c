/**
 * The saved team's change limit (services/team-change.ts) through PUT /users/settings and
 * GET /users/me: below tier 2 one change in 30 days (a first choice is free), refused with a 403
 * naming when it may change again; tier 2 and admins change freely.
 */
import { ACCOUNT_API, ACCOUNT_MESSAGES, TEAM_CHANGE_INTERVAL_DAYS } from '@courtside/contract';
import type { User } from '@courtside/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const INTERVAL_MS = TEAM_CHANGE_INTERVAL_DAYS * DAY_MS;

await describeEachDatabase('saved team changes', (testDb) => {
  const h = useHarness(testDb);

  const put = (body: unknown, token: string) =>
    h().inject({
      method: 'PUT',
      url: `/api${ACCOUNT_API.settings}`,
      headers: { 'x-auth-token': token },
      payload: body as Record<string, unknown>,
    });
  const team = (teamId: number | null, gender: 'MALE' | 'FEMALE' = 'MALE') => ({
    team: { teamId, gender },
  });
  const me = async (token: string) => (await h().get(ACCOUNT_API.me, token)).json<User>();
  const setTier = async (email: string, tier: number, expiresAt: Date | null = null) => {
    await h()
      .testDb.database.db.updateTable('users')
      .set({ tier, base_tier: expiresAt === null ? tier : 1, tier_expires_at: expiresAt })
      .where('email', '=', email)
      .execute();
  };
  /** A fresh session after the clock moved (session tokens age with it). */
  const relogin = (email: string) => h().login(email);

  it('lets tier 1 choose a team freely, then change it once in 30 days', async () => {
    const email = uniqueEmail('team');
    const { token } = await h().verifiedUser(email);
    expect((await me(token)).nextTeamChangeAt).toBeNull();

    const first = await put(team(1800001), token);
    expect(first.statusCode).toBe(200);
    expect(first.json<User>().nextTeamChangeAt).toBeNull();
    // The same team again, or other settings alone, is not a change.
    expect((await put(team(1800001), token)).statusCode).toBe(200);
    expect((await put({ conference: 4 }, token)).statusCode).toBe(200);

    const changedAt = h().clock.now();
    const change = await put(team(1800002), token);
    expect(change.statusCode).toBe(200);
    const next = new Date(changedAt.getTime() + INTERVAL_MS).toISOString();
    expect(change.json<User>().nextTeamChangeAt).toBe(next);
    expect((await me(token)).nextTeamChangeAt).toBe(next);

    h().clock.advance(INTERVAL_MS - 60_000);
    const fresh = await relogin(email);
    const tooSoon = await put({ ...team(1800003), conference: 9 }, fresh);
    expect(tooSoon.statusCode).toBe(403);
    expect(tooSoon.json()).toEqual({ msg: ACCOUNT_MESSAGES.teamChangeTooSoon(next) });
    expect(tooSoon.json<{ msg: string }>().msg).toContain(`${next.slice(0, 10)} `);
    // Refused whole: neither the team nor the conference was saved.
    const unchanged = await me(fresh);
    expect(unchanged.settings.team).toEqual({ teamId: 1800002, gender: 'MALE' });
    expect(unchanged.settings.conference).toBe(4);

    h().clock.advance(60_000);
    const later = await relogin(email);
    expect((await me(later)).nextTeamChangeAt).toBeNull();
    const allowed = await put(team(1800003), later);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<User>().nextTeamChangeAt).toBe(
      new Date(h().clock.now().getTime() + INTERVAL_MS).toISOString(),
    );
  });

  it('counts clearing the team, and choosing one after clearing, as changes', async () => {
    const email = uniqueEmail('clear');
    const { token } = await h().verifiedUser(email);
    expect((await put(team(501), token)).statusCode).toBe(200);
    const cleared = await put(team(null), token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<User>().nextTeamChangeAt).not.toBeNull();
    const again = await put(team(502), token);
    expect(again.statusCode).toBe(403);
    // A gender switch on the same team id is a change too.
    const { token: other } = await h().verifiedUser(uniqueEmail('gender'));
    expect((await put(team(77, 'MALE'), other)).statusCode).toBe(200);
    expect((await put(team(77, 'FEMALE'), other)).statusCode).toBe(200);
    expect((await put(team(77, 'MALE'), other)).statusCode).toBe(403);
  });

  it('does not limit tier 2 or admins, and limits a tier 2 that ran out', async () => {
    const plusEmail = uniqueEmail('plus');
    const { token: plus } = await h().verifiedUser(plusEmail);
    await setTier(plusEmail, 2, new Date(h().clock.now().getTime() + 2 * DAY_MS));
    for (const teamId of [11, 12, 13]) {
      const response = await put(team(teamId), plus);
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().nextTeamChangeAt).toBeNull();
    }
    const adminEmail = uniqueEmail('admin');
    const { token: admin } = await h().verifiedUser(adminEmail);
    await h().setRole(adminEmail, 'lower');
    for (const teamId of [21, 22, 23])
      expect((await put(team(teamId), admin)).statusCode).toBe(200);

    // The timed tier 2 ends: back at tier 1, the last change (made at tier 2) still counts.
    h().clock.advance(3 * DAY_MS);
    const expired = await relogin(plusEmail);
    const refused = await put(team(14), expired);
    expect(refused.statusCode).toBe(403);
    expect((await me(expired)).nextTeamChangeAt).toBe(
      new Date(h().clock.now().getTime() - 3 * DAY_MS + INTERVAL_MS).toISOString(),
    );
  });

  it('refuses a malformed team with a 400 naming the field, and changes nothing', async () => {
    const email = uniqueEmail('bad');
    const { token } = await h().verifiedUser(email);
    expect((await put(team(31), token)).statusCode).toBe(200);
    for (const [body, field] of [
      [{ team: { teamId: -4, gender: 'MALE' } }, 'team.teamId'],
      [{ team: { teamId: 32, gender: 'BOTH' } }, 'team.gender'],
      [{ team: { teamId: 32 } }, 'team.gender'],
      [{ team: 'Duke' }, 'team'],
    ] as const) {
      const response = await put(body, token);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(
        new RegExp(`^Invalid request: ${field.replace('.', '\\.')}: `),
      );
    }
    const after = await me(token);
    expect(after.settings.team).toEqual({ teamId: 31, gender: 'MALE' });
    expect(after.nextTeamChangeAt).toBeNull();
  });
});
