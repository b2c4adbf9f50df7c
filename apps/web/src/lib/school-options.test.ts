import { describe, expect, it } from 'vitest';
import { schoolOfTeamId, toSchoolOptions } from './school-options';

/** One season's row of the 'teams' list, as the API sends it. */
const row = (
  competitionId: number,
  teamId: number,
  teamMarket: string,
  gender: 'MALE' | 'FEMALE',
  extra: Record<string, unknown> = {},
) => ({
  competitionId,
  teamId,
  teamMarket,
  teamName: 'Owls',
  gender,
  divisionId: 1,
  conferenceShortName: 'AAC',
  teamKey: teamMarket.toLowerCase(),
  ...extra,
});

describe('toSchoolOptions', () => {
  it('lists each school once per gender, not once per season', () => {
    const rows = [
      row(16001, 1800001, 'Rice', 'MALE'),
      row(38409, 2400001, 'Rice', 'MALE'),
      row(41097, 2500001, 'Rice', 'MALE'),
      row(16002, 1800501, 'Rice', 'FEMALE'),
      row(38529, 2400501, 'Rice', 'FEMALE'),
    ];
    const options = toSchoolOptions(rows);
    expect(options).toHaveLength(2);
    expect(options.map((option) => [option.gender, option.label, option.detail])).toEqual([
      ['FEMALE', 'Rice Owls', 'Division I · AAC'],
      ['MALE', 'Rice Owls', 'Division I · AAC'],
    ]);
  });

  it("stores the team of the gender's default competition, else of the newest season", () => {
    const options = toSchoolOptions([
      row(41097, 2500001, 'Rice', 'MALE'),
      row(38409, 2400001, 'Rice', 'MALE'),
      row(16001, 1800001, 'Rice', 'MALE'),
      // Not in 2024-25: the newest season it plays wins.
      row(33533, 2200007, 'Tulane', 'MALE'),
      row(41097, 2500007, 'Tulane', 'MALE'),
      row(17001, 1900007, 'Tulane', 'MALE'),
    ]);
    const rice = options.find((option) => option.label === 'Rice Owls');
    const tulane = options.find((option) => option.label === 'Tulane Owls');
    expect(rice?.teamId).toBe(2400001);
    expect(rice?.teamIds).toEqual(expect.arrayContaining([1800001, 2400001, 2500001]));
    expect(tulane?.teamId).toBe(2500007);
  });

  it('finds the school of a saved id from any season', () => {
    const options = toSchoolOptions([
      row(16001, 1800001, 'Rice', 'MALE'),
      row(38409, 2400001, 'Rice', 'MALE'),
    ]);
    expect(schoolOfTeamId(options, 1800001)?.teamId).toBe(2400001);
    expect(schoolOfTeamId(options, 999)).toBeUndefined();
    expect(schoolOfTeamId(options, null)).toBeUndefined();
  });

  it('skips bad rows and groups rows without a team key by school name', () => {
    const options = toSchoolOptions([
      null,
      'x',
      { teamId: 'seven', teamMarket: 'Nope', gender: 'MALE' },
      { teamId: 8, teamMarket: 'No Gender' },
      { teamId: 9, teamMarket: '', teamName: null, gender: 'MALE' },
      { teamId: 10, teamMarket: 'Duke', teamName: 'Blue Devils', gender: 'MALE', divisionId: 1 },
      { teamId: 11, teamMarket: 'Duke', teamName: 'Blue Devils', gender: 'MALE', divisionId: 1 },
    ]);
    expect(options).toEqual([
      expect.objectContaining({ label: 'Duke Blue Devils', detail: 'Division I', teamId: 10 }),
    ]);
    expect(options[0]?.teamIds).toEqual([10, 11]);
    expect(toSchoolOptions(undefined)).toEqual([]);
    expect(
      toSchoolOptions({ 10: { teamId: 10, teamMarket: 'Duke', gender: 'MALE' } }),
    ).toHaveLength(1);
  });
});
