import { describe, expect, it } from 'vitest';
import { testUser } from '@/lib/session/session-test-support';
import { optionalCompetitionParam, statsDefaultsOf } from './stats-defaults';

describe('statsDefaultsOf', () => {
  it("gives a visitor the product's defaults: men's 2024-25, no team, no conference", () => {
    expect(statsDefaultsOf(null)).toEqual({
      gender: 'MALE',
      competitionId: 38409,
      teamId: null,
      conferenceId: null,
    });
  });

  it("takes the season of the user's team's gender, the team and the conference from settings", () => {
    const user = testUser({
      settings: { team: { teamId: 12, gender: 'FEMALE' }, conference: 4 },
    });
    expect(statsDefaultsOf(user)).toEqual({
      gender: 'FEMALE',
      competitionId: 38529,
      teamId: 12,
      conferenceId: 4,
    });
  });

  it('falls back to the older top-level team and conference of a profile', () => {
    const user = testUser({ team: { teamId: 7, gender: 'FEMALE' }, conference: 9 });
    expect(statsDefaultsOf(user)).toMatchObject({
      competitionId: 38529,
      teamId: 7,
      conferenceId: 9,
    });
  });
});

describe('optionalCompetitionParam', () => {
  it('reads a covered competition and nothing else', () => {
    expect(optionalCompetitionParam.parse(['38529'])).toBe(38529);
    expect(optionalCompetitionParam.parse(['12345'])).toBeUndefined();
    expect(optionalCompetitionParam.parse(['abc'])).toBeUndefined();
    expect(optionalCompetitionParam.serialize(41097)).toEqual(['41097']);
    expect(optionalCompetitionParam.serialize(null)).toEqual([]);
  });
});
