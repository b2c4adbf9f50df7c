import { describe, expect, it } from 'vitest';
import {
  improvedHeadline,
  rankImprovedTeams,
  type SchoolRow,
  type TeamRatingRow,
} from './improved-teams';

const NOW = 38409;
const BEFORE = 36045;

const rating = (
  competitionId: number,
  teamId: number,
  teamMarket: string,
  netRtgAdj: number | null,
  netRanking: number | null = null,
): TeamRatingRow => ({ competitionId, teamId, teamMarket, netRtgAdj, netRanking });

const school = (competitionId: number, teamId: number, teamKey: string): SchoolRow => ({
  competitionId,
  teamId,
  teamKey,
});

// Team ids differ between the seasons, as they do in the warehouse: only the key matches.
const SCHOOLS: SchoolRow[] = [
  school(BEFORE, 11, 'bravo'),
  school(BEFORE, 12, 'charlie'),
  school(BEFORE, 13, 'delta'),
  school(BEFORE, 14, 'echo'),
  school(NOW, 21, 'bravo'),
  school(NOW, 22, 'charlie'),
  school(NOW, 23, 'delta'),
  school(NOW, 24, 'foxtrot'),
];

const PREVIOUS: TeamRatingRow[] = [
  rating(BEFORE, 11, 'Bravo', -4, 210),
  rating(BEFORE, 12, 'Charlie', 10, 30),
  rating(BEFORE, 13, 'Delta', 2, 120),
  rating(BEFORE, 14, 'Echo', 5, 80),
];

const CURRENT: TeamRatingRow[] = [
  rating(NOW, 21, 'Bravo', 8, 60),
  rating(NOW, 22, 'Charlie', 6, 70),
  rating(NOW, 23, 'Delta', 14, 20),
  rating(NOW, 24, 'Foxtrot', 20, 5),
];

const input = (overrides: Partial<Parameters<typeof rankImprovedTeams>[0]> = {}) => ({
  competitionId: NOW,
  previousCompetitionId: BEFORE,
  current: CURRENT,
  previous: PREVIOUS,
  schools: SCHOOLS,
  ...overrides,
});

describe('rankImprovedTeams', () => {
  it('matches each school across seasons by its key and ranks the gains, largest first', () => {
    const ranked = rankImprovedTeams(input(), 10);
    expect(ranked.map((team) => [team.teamKey, team.gain])).toEqual([
      ['delta', 12],
      ['bravo', 12],
    ]);
    // Ties go to the better rating this season; each side keeps its own season's team id.
    expect(ranked[1]?.now).toMatchObject({ teamId: 21, competitionId: NOW });
    expect(ranked[1]?.before).toMatchObject({ teamId: 11, competitionId: BEFORE });
  });

  it('leaves out schools of one season only, declines and teams without a rating', () => {
    const ranked = rankImprovedTeams(
      input({ current: [...CURRENT.slice(0, 2), rating(NOW, 23, 'Delta', null)] }),
      10,
    );
    expect(ranked.map((team) => team.teamKey)).toEqual(['bravo']);
  });

  it('finds nothing without the school keys or without a previous season', () => {
    expect(rankImprovedTeams(input({ schools: [] }), 10)).toEqual([]);
    expect(rankImprovedTeams(input({ previous: [] }), 10)).toEqual([]);
    expect(rankImprovedTeams(input(), 1)).toHaveLength(1);
  });

  it('writes the sentence from the numbers', () => {
    const [top, second] = rankImprovedTeams(input(), 2);
    expect(top && improvedHeadline(top)).toBe(
      'Delta gained 12.0 points of adjusted efficiency margin (+2.0 to +14.0) and climbed from No. 120 to No. 20',
    );
    expect(second && improvedHeadline(second)).toBe(
      'Bravo gained 12.0 points of adjusted efficiency margin (−4.0 to +8.0) and climbed from No. 210 to No. 60',
    );
  });
});
