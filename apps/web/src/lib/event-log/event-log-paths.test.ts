import { describe, expect, it } from 'vitest';
import { eventLogPaths, type EventLogRouteHandle } from './event-log-paths';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('eventLogPaths', () => {
  it('logs the pathname as shortPath and adds the query for longPath', () => {
    expect(eventLogPaths(at('/stats/41097/teams/12/overview', '?scope=season'), [])).toEqual({
      shortPath: '/stats/41097/teams/12/overview',
      longPath: '/stats/41097/teams/12/overview?scope=season',
    });
  });

  it('writes a secret parameter as its name', () => {
    const handle: EventLogRouteHandle = { eventLog: { redactParams: ['token'] } };
    const matches = [
      { params: { token: 'abc.def' }, handle: undefined },
      { params: { token: 'abc.def' }, handle },
    ];
    expect(eventLogPaths(at('/reset-password/abc.def', '?x=1'), matches)).toEqual({
      shortPath: '/reset-password/:token',
      longPath: '/reset-password/:token?x=1',
    });
  });

  it('matches an encoded segment against the decoded parameter', () => {
    const handle: EventLogRouteHandle = { eventLog: { redactParams: ['loginToken'] } };
    const matches = [{ params: { loginToken: 'a b' }, handle }];
    expect(eventLogPaths(at('/login-with-link/a%20b'), matches).shortPath).toBe(
      '/login-with-link/:loginToken',
    );
  });

  it('leaves the query out when the route says so', () => {
    const handle: EventLogRouteHandle = { eventLog: { dropSearch: true } };
    const matches = [{ params: { verifyStatus: 'success' }, handle }];
    expect(eventLogPaths(at('/verify-email-page/success', '?token=secret'), matches)).toEqual({
      shortPath: '/verify-email-page/success',
      longPath: '/verify-email-page/success',
    });
  });
});
