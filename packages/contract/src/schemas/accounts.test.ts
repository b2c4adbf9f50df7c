import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../account-api';
import {
  AdminUpdateUserRequestSchema,
  EventLogAnalyticsQuerySchema,
  AdminUsersQuerySchema,
  SignupRequestSchema,
  TierStatusSchema,
  UpdateSettingsRequestSchema,
} from './accounts';

const signup = { email: ' Coach@Team.EDU ', password: 'secret1', confirmation: 'secret1' };

describe('account schemas', () => {
  it('normalises the sign-up email and fills defaults', () => {
    expect(SignupRequestSchema.parse(signup)).toEqual({
      email: 'coach@team.edu',
      password: 'secret1',
      confirmation: 'secret1',
      userType: 'fan',
      gender: 'MALE',
      teamId: null,
      conferenceId: null,
    });
  });

  it('refuses bad sign-ups with messages that say what is wrong', () => {
    const issues = (body: unknown) =>
      SignupRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...signup, email: 'coach@team' })).toEqual([
      'please enter a valid email address',
    ]);
    expect(issues({ ...signup, password: 'short', confirmation: 'short' })).toEqual([
      'password must be at least 6 characters',
    ]);
    expect(issues({ ...signup, confirmation: 'secret2' })).toEqual(['passwords do not match']);
    expect(issues({ ...signup, userType: 'coach' })).toHaveLength(1);
    expect(issues({ ...signup, teamId: -3 })).toHaveLength(1);
  });

  it('needs at least one setting to update', () => {
    expect(UpdateSettingsRequestSchema.safeParse({}).success).toBe(false);
    expect(UpdateSettingsRequestSchema.parse({ conference: 0 })).toEqual({ conference: 0 });
    expect(UpdateSettingsRequestSchema.safeParse({ playerPctilesType: 'weird' }).success).toBe(
      false,
    );
  });

  it('checks admin updates and queries', () => {
    expect(AdminUpdateUserRequestSchema.safeParse({}).success).toBe(false);
    expect(AdminUpdateUserRequestSchema.parse({ tier: { value: 2 } })).toEqual({
      tier: { value: 2, expiresAt: null },
    });
    expect(AdminUpdateUserRequestSchema.safeParse({ tier: { value: 9 } }).success).toBe(false);
    expect(
      AdminUpdateUserRequestSchema.safeParse({
        tier: { value: 2, expiresAt: 'next tuesday' },
      }).success,
    ).toBe(false);
    expect(AdminUsersQuerySchema.parse({ limit: '10' })).toEqual({ q: '', limit: 10, offset: 0 });
    expect(AdminUsersQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });

  it('reports a lasting tier with a null expiry', () => {
    expect(TierStatusSchema.parse({ value: 1, label: 'Basic: Free' })).toEqual({
      value: 1,
      label: 'Basic: Free',
      expiresAt: null,
    });
  });

  it('checks the event-log analytics range', () => {
    expect(EventLogAnalyticsQuerySchema.parse({})).toEqual({});
    expect(
      EventLogAnalyticsQuerySchema.parse({
        start: '2026-01-01',
        end: '2026-01-31',
        routeKey: 'gs',
      }),
    ).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    const messages = (query: unknown) =>
      EventLogAnalyticsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message);
    expect(messages({ start: '01/02/2026' })).toEqual(['start must be a date as YYYY-MM-DD']);
    expect(messages({ end: '2026-02-30' })).toEqual(['end must be a date as YYYY-MM-DD']);
    expect(messages({ start: '2026-02-02', end: '2026-02-01' })).toEqual([
      'start must not be after end',
    ]);
  });

  it('puts one user under the users path of the admin API', () => {
    expect(ACCOUNT_API.adminUser('a b')).toBe(`${ACCOUNT_API.adminUsers}/a%20b`);
  });
});
