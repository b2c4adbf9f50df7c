import { describe, expect, it } from 'vitest';
import { adminRoleOf, isAnyAdmin, resolveUserSettings } from './session';
import type { User } from './schemas/entities';

const base: User = { _id: 'u1', email: 'a@b.co', userType: 'fan', settings: {} };

describe('resolveUserSettings (§3)', () => {
  it('defaults gender to MALE, scope to Full Season and percentiles to byPosition', () => {
    expect(resolveUserSettings(base)).toEqual({
      userType: 'fan',
      team: { teamId: null, gender: 'MALE' },
      scope: { value: 'season', label: 'Full Season' },
      conference: null,
      playerPctilesType: 'byPosition',
    });
    expect(resolveUserSettings(null).userType).toBe('fan');
  });

  it('prefers settings, then falls back to the top-level fields', () => {
    const user: User = {
      ...base,
      userType: 'team',
      team: { teamId: 7, gender: 'FEMALE' },
      conference: 4,
      playerPctilesType: 'overall',
      settings: { scope: { value: 'confReg', label: 'Conference' }, conference: 0 },
    };
    expect(resolveUserSettings(user)).toEqual({
      userType: 'team',
      team: { teamId: 7, gender: 'FEMALE' },
      scope: { value: 'confReg', label: 'Conference' },
      conference: 0,
      playerPctilesType: 'overall',
    });
  });
});

describe('adminRoleOf (§4)', () => {
  it('reports lower admin only when the user is not also an upper admin', () => {
    expect(adminRoleOf({ isUpperAdmin: true, isLowerAdmin: true })).toBe('upper');
    expect(adminRoleOf({ isUpperAdmin: false, isLowerAdmin: true })).toBe('lower');
    expect(adminRoleOf({ isUpperAdmin: false, isLowerAdmin: false })).toBe('none');
    expect(adminRoleOf(null)).toBe('none');
    expect(isAnyAdmin({ isUpperAdmin: false, isLowerAdmin: true })).toBe(true);
    expect(isAnyAdmin(undefined)).toBe(false);
  });
});
