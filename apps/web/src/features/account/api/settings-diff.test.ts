import { resolveUserSettings } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { changedSettings, hasChanges } from './settings-diff';

const saved = resolveUserSettings({
  _id: 'u',
  email: 'a@b.co',
  userType: 'fan',
  settings: { team: { teamId: 4, gender: 'MALE' }, conference: 0 },
});

describe('changedSettings', () => {
  it('is empty when nothing changed', () => {
    expect(changedSettings(saved, { ...saved })).toEqual({});
    expect(hasChanges(changedSettings(saved, { ...saved }))).toBe(false);
  });

  it('keeps conference 0 apart from no conference', () => {
    expect(changedSettings(saved, { ...saved, conference: null })).toEqual({ conference: null });
  });

  it('sends the whole team when either half changes', () => {
    expect(changedSettings(saved, { ...saved, team: { teamId: 4, gender: 'FEMALE' } })).toEqual({
      team: { teamId: 4, gender: 'FEMALE' },
    });
  });

  it('compares scopes by value', () => {
    expect(changedSettings(saved, { ...saved, scope: { value: 'season', label: 'x' } })).toEqual(
      {},
    );
    expect(changedSettings(saved, { ...saved, scope: { value: 'away', label: 'Away' } })).toEqual({
      scope: { value: 'away', label: 'Away' },
    });
  });
});
