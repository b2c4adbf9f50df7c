import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../clock';
import { FakeClock } from '../testing/fake-clock';
import { createSessionTokens } from './session-tokens';

const key = new TextEncoder().encode('k'.repeat(32));

describe('session tokens', () => {
  it('carry the user and session version and expire after the configured days', async () => {
    const clock = new FakeClock('2026-01-15T00:00:00Z');
    const tokens = createSessionTokens(key, 30, clock);
    const token = await tokens.issue('user-1', 4);
    expect(token.split('.')).toHaveLength(3);
    const claims = await tokens.verify(token);
    expect(claims).toEqual({
      userId: 'user-1',
      sessionVersion: 4,
      issuedAt: Date.parse('2026-01-15T00:00:00Z') / 1000,
      expiresAt: Date.parse('2026-02-14T00:00:00Z') / 1000,
    });
    clock.advance(30 * MS_PER_DAY - 1000);
    expect(await tokens.verify(token)).toBeDefined();
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('need a refresh only past half their lifetime', async () => {
    const clock = new FakeClock();
    const tokens = createSessionTokens(key, 10, clock);
    const claims = await tokens.verify(await tokens.issue('u', 0));
    if (!claims) throw new Error('expected claims');
    clock.advance(5 * MS_PER_DAY);
    expect(tokens.needsRefresh(claims)).toBe(false);
    clock.advance(1000);
    expect(tokens.needsRefresh(claims)).toBe(true);
  });

  it('reject another key, other algorithms, other audiences and junk', async () => {
    const clock = new FakeClock();
    const tokens = createSessionTokens(key, 30, clock);
    const other = createSessionTokens(new TextEncoder().encode('o'.repeat(32)), 30, clock);
    expect(await tokens.verify(await other.issue('u', 0))).toBeUndefined();
    const [header, payload] = (await tokens.issue('u', 0)).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none)).toBeUndefined();
    expect(await tokens.verify(`${header}.${payload}`)).toBeUndefined();
    expect(await tokens.verify('')).toBeUndefined();
    const foreign = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(foreign)).toBeUndefined();
  });
});
