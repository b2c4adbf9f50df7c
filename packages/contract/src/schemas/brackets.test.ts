import { describe, expect, it } from 'vitest';
import { NATIONAL_TOURNAMENTS, defaultBracketSettings } from '../brackets';
import {
  BracketFieldCorrectionsRequestSchema,
  BracketSettingsListSchema,
  BracketSettingsSchema,
  UpdateBracketSettingsRequestSchema,
} from './brackets';

const OPEN = '2025-03-16T23:00:00.000Z';
const LOCK = '2025-03-20T16:00:00.000Z';

const issues = (body: unknown) =>
  UpdateBracketSettingsRequestSchema.safeParse(body).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('bracket settings schemas', () => {
  it('accepts stored settings and the defaults of every national tournament', () => {
    const saved = {
      tournamentId: 5025,
      scoringSystem: 'seedRound',
      picksOpenAt: OPEN,
      picksLockAt: LOCK,
      published: true,
      publishedAt: '2025-03-01T09:00:00.000Z',
      fieldCorrections: [{ teamId: 12, region: 2, seed: 11, firstFour: true }],
      updatedAt: '2025-03-01T10:00:00.000Z',
      updatedBy: 'boss@example.com',
    };
    expect(BracketSettingsSchema.parse(saved)).toEqual(saved);
    const defaults = NATIONAL_TOURNAMENTS.map((t) => defaultBracketSettings(t.tournamentId));
    expect(BracketSettingsListSchema.parse(defaults)).toHaveLength(14);
  });

  it('refuses settings of other tournaments, unknown systems and bad times', () => {
    const base = defaultBracketSettings(6025);
    expect(BracketSettingsSchema.safeParse({ ...base, tournamentId: 5026 }).success).toBe(false);
    expect(BracketSettingsSchema.safeParse({ ...base, scoringSystem: 'espn' }).success).toBe(false);
    expect(BracketSettingsSchema.safeParse({ ...base, picksOpenAt: 'March 16' }).success).toBe(
      false,
    );
  });

  it('takes field corrections on real lines, each team once', () => {
    const fix = { teamId: 12, region: 2, seed: 11, firstFour: true };
    expect(BracketFieldCorrectionsRequestSchema.parse({ corrections: [fix] })).toEqual({
      corrections: [fix],
    });
    for (const corrections of [
      [{ ...fix, region: 5 }],
      [{ ...fix, seed: 0 }],
      [{ ...fix, teamId: -1 }],
      [fix, fix],
      [{ ...fix, extra: 1 }],
      Array.from({ length: 69 }, (_, i) => ({ ...fix, teamId: i + 1 })),
    ]) {
      expect(BracketFieldCorrectionsRequestSchema.safeParse({ corrections }).success).toBe(false);
    }
    expect(UpdateBracketSettingsRequestSchema.parse({ published: true })).toEqual({
      published: true,
    });
  });

  it('takes any subset of the three fields, with null clearing a time', () => {
    expect(UpdateBracketSettingsRequestSchema.parse({ scoringSystem: 'doubling' })).toEqual({
      scoringSystem: 'doubling',
    });
    expect(UpdateBracketSettingsRequestSchema.parse({ picksOpenAt: null })).toEqual({
      picksOpenAt: null,
    });
    expect(
      UpdateBracketSettingsRequestSchema.parse({
        scoringSystem: 'standard',
        picksOpenAt: OPEN,
        picksLockAt: LOCK,
        extra: 'ignored',
      }),
    ).toEqual({ scoringSystem: 'standard', picksOpenAt: OPEN, picksLockAt: LOCK });
    // Offsets other than Z are instants too.
    expect(
      UpdateBracketSettingsRequestSchema.safeParse({ picksLockAt: '2025-03-20T12:00:00-04:00' })
        .success,
    ).toBe(true);
  });

  it('needs something to update', () => {
    expect(issues({})).toEqual([{ path: '', message: 'nothing to update' }]);
    expect(issues({ other: 1 })).toEqual([{ path: '', message: 'nothing to update' }]);
  });

  it('wants picks to open before they lock when both are given', () => {
    const outOfOrder = [{ path: 'picksLockAt', message: 'picks must lock after they open' }];
    expect(issues({ picksOpenAt: LOCK, picksLockAt: OPEN })).toEqual(outOfOrder);
    expect(issues({ picksOpenAt: OPEN, picksLockAt: OPEN })).toEqual(outOfOrder);
    expect(issues({ picksOpenAt: OPEN, picksLockAt: null })).toBeUndefined();
  });

  it('refuses unknown systems and times that are not ISO with an offset', () => {
    expect(issues({ scoringSystem: 'espn' })?.[0]?.path).toBe('scoringSystem');
    for (const bad of ['2025-03-16T23:00:00', '2025-03-16', '2025-02-30T10:00:00Z', 1742166000]) {
      expect(issues({ picksOpenAt: bad })?.[0], String(bad)).toMatchObject({
        path: 'picksOpenAt',
      });
    }
  });
});
