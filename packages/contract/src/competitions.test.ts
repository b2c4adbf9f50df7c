import { describe, expect, it } from 'vitest';
import {
  ALLOWED_COMPETITION_IDS,
  COMPETITIONS,
  COMPETITION_ID_SETS,
  DEFAULT_COMPETITION_IDS,
  DEMO_PLAYER_COMPETITION_IDS,
  LATEST_COMPETITION_IDS,
  LIVE_STATS_DEFAULT_COMPETITION_ID,
  NIL_DEFAULT_COMPETITION_ID,
  competitionIdsKey,
  competitionsOfGender,
  defaultTournamentId,
  filterAllowedCompetitions,
  getCompetition,
  highestCompetitionId,
  isAllowedCompetitionId,
  toCompetitionOption,
} from './competitions';

const seasonOf = (id: number) => {
  const competition = getCompetition(id);
  if (!competition) throw new Error(`no competition ${id}`);
  return `${competition.gender} ${competition.abb2}`;
};

describe('competitions', () => {
  it('has 16 competitions, 8 per gender, 2018-19 to 2025-26, with unique ids', () => {
    expect(COMPETITIONS).toHaveLength(16);
    expect(new Set(COMPETITIONS.map((c) => c.id)).size).toBe(16);
    for (const gender of ['MALE', 'FEMALE'] as const) {
      expect(competitionsOfGender(gender).map((c) => c.abb2)).toEqual([
        '2018-19',
        '2019-20',
        '2020-21',
        '2021-22',
        '2022-23',
        '2023-24',
        '2024-25',
        '2025-26',
      ]);
    }
  });

  it('places the ids the spec names on their seasons', () => {
    expect(seasonOf(38409)).toBe('MALE 2024-25');
    expect(seasonOf(38529)).toBe('FEMALE 2024-25');
    expect(seasonOf(41097)).toBe('MALE 2025-26');
    expect(seasonOf(41098)).toBe('FEMALE 2025-26');
    expect(seasonOf(36045)).toBe('MALE 2023-24');
    expect(seasonOf(36046)).toBe('FEMALE 2023-24');
    expect(seasonOf(33533)).toBe('MALE 2022-23');
    expect(seasonOf(33535)).toBe('FEMALE 2022-23');
  });

  it('spells abbreviations, short labels and labels as the spec does', () => {
    expect(getCompetition(41097)).toMatchObject({
      abb1: '25-26',
      abb2: '2025-26',
      abb3: '2025-2026',
      shortLabel: 'M25-26',
      label: "2025-26 Men's Basketball",
      yearStart: 2025,
      yearEnd: 2026,
      gender: 'MALE',
    });
    expect(getCompetition(16002)).toMatchObject({
      abb1: '18-19',
      shortLabel: 'W18-19',
      label: "2018-19 Women's Basketball",
    });
    expect(getCompetition(38409)?.label).toBe("2024-25 Men's Basketball");
    expect(getCompetition(38529)?.label).toBe("2024-25 Women's Basketball");
  });

  it('chains prior and next ids within a gender, null at both ends', () => {
    for (const gender of ['MALE', 'FEMALE'] as const) {
      const seasons = competitionsOfGender(gender);
      seasons.forEach((season, index) => {
        expect(season.priorId).toBe(seasons[index - 1]?.id ?? null);
        expect(season.nextId).toBe(seasons[index + 1]?.id ?? null);
      });
    }
    expect(getCompetition(41097)?.priorId).toBe(38409);
    expect(getCompetition(38529)?.nextId).toBe(41098);
  });

  it('gives ids that grow with the season, so the highest id is the newest season', () => {
    for (const gender of ['MALE', 'FEMALE'] as const) {
      const ids = competitionsOfGender(gender).map((c) => c.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    }
    expect(highestCompetitionId([38409, 16001, 41097])).toBe(41097);
    expect(highestCompetitionId([])).toBeUndefined();
  });

  it('filters to the allowed set', () => {
    expect(ALLOWED_COMPETITION_IDS.size).toBe(16);
    expect(isAllowedCompetitionId(38409)).toBe(true);
    expect(isAllowedCompetitionId(53529)).toBe(false);
    expect(filterAllowedCompetitions([{ id: 1 }, { id: 41098 }])).toEqual([{ id: 41098 }]);
  });

  it('builds the select-option form', () => {
    const women = getCompetition(38529);
    if (!women) throw new Error('2024-25 women missing');
    expect(toCompetitionOption(women)).toEqual({
      value: 38529,
      label: "2024-25 Women's Basketball",
      shortLabel: 'W24-25',
      gender: 'FEMALE',
    });
  });

  it('has the default, latest, live, draft and NIL ids of §9', () => {
    expect(DEFAULT_COMPETITION_IDS).toEqual({ MALE: 38409, FEMALE: 38529 });
    expect(LATEST_COMPETITION_IDS).toEqual({ MALE: 41097, FEMALE: 41098 });
    expect(LIVE_STATS_DEFAULT_COMPETITION_ID).toBe(41097);
    expect(NIL_DEFAULT_COMPETITION_ID).toBe(38409);
    expect(DEMO_PLAYER_COMPETITION_IDS).toEqual([36045, 33535, 36046, 33533]);
  });

  it('has the id sets by use of §9', () => {
    const seasons = (ids: readonly number[]) => ids.map(seasonOf).sort();
    expect(seasons(COMPETITION_ID_SETS.draft)).toEqual(
      ['2020-21', '2021-22', '2022-23', '2023-24', '2024-25']
        .flatMap((s) => [`FEMALE ${s}`, `MALE ${s}`])
        .sort(),
    );
    expect(COMPETITION_ID_SETS.portal).toEqual([38409, 38529]);
    expect(COMPETITION_ID_SETS.nil).toEqual([36045, 38409]);
    expect(COMPETITION_ID_SETS.tournamentApps).toEqual([38409, 38529]);
    expect(COMPETITION_ID_SETS.scatterApps).toEqual([38409, 38529]);
    expect(COMPETITION_ID_SETS.live).toEqual([41097, 41098]);
    expect(COMPETITION_ID_SETS.scoreboard).toEqual([41097, 41098]);
    expect(COMPETITION_ID_SETS.divisionOneNewStyle).toHaveLength(14);
    expect(COMPETITION_ID_SETS.divisionOneNewStyle).not.toContain(16001);
    expect(COMPETITION_ID_SETS.divisionTwoNewStyle).toHaveLength(10);
    expect(COMPETITION_ID_SETS.divisionTwoNewStyle).toContain(30001);
    expect(COMPETITION_ID_SETS.divisionTwoNewStyle).not.toContain(18002);
  });

  it('maps each competition to its default tournament, none for the two newest', () => {
    expect(defaultTournamentId(41097)).toBeNull();
    expect(defaultTournamentId(41098)).toBeNull();
    expect(defaultTournamentId(38409)).toBe(5025);
    expect(defaultTournamentId(38529)).toBe(6025);
    const tournaments = COMPETITIONS.map((c) => defaultTournamentId(c.id)).filter(
      (t) => t !== null,
    );
    expect(new Set(tournaments).size).toBe(14);
    expect(defaultTournamentId(12345)).toBeNull();
  });

  it('keys competition lists sorted and hyphen-joined', () => {
    expect(competitionIdsKey([41098, 38409, 41097])).toBe('38409-41097-41098');
    expect(competitionIdsKey([])).toBe('');
  });
});
