/** Neutral-site rules (neutral-sites.ts) and the schedule's optional column (schedule-neutral.ts). */
import { describe, expect, it } from 'vitest';
import { brackets, conferenceChampions, neutralSites, selectionSunday } from './neutral-sites';
import type { SiteGame } from './neutral-sites';
import { neutralColumnOf, neutralSql } from './schedule-neutral';

let nextId = 0;
function game(
  date: string,
  home: string,
  away: string,
  more: Partial<Pick<SiteGame, 'confTournament' | 'conferenceId' | 'scheduled'>> = {},
): SiteGame {
  nextId += 1;
  return {
    gameId: nextId,
    date,
    home,
    away,
    winner: home,
    confTournament: false,
    conferenceId: null,
    scheduled: null,
    ...more,
  };
}
const tourney = (conferenceId: number) => ({ confTournament: true, conferenceId });

/** A 2024-25 season: two conference tournaments, an NCAA bracket and an NIT bracket. */
function season(): { games: SiteGame[] } {
  nextId = 0;
  const games = [
    game('2025-01-10', 'A1', 'A2'), // 1 regular season
    game('2025-03-07', 'A1', 'A4', tourney(1)), // 2
    game('2025-03-07', 'A2', 'A3', tourney(1)), // 3
    game('2025-03-08', 'A1', 'A2', tourney(1)), // 4 final: A1 champion
    game('2025-03-15', 'B1', 'B2', tourney(2)), // 5 final on Selection Sunday's eve: B1
    game('2025-03-20', 'A1', 'B2'), // 6 NCAA first round
    game('2025-03-21', 'B1', 'A2'), // 7
    game('2025-03-28', 'A1', 'B1'), // 8 NCAA regional semifinal (Selection Sunday + 12)
    game('2025-03-19', 'A3', 'B3'), // 9 NIT, on campus
    game('2025-03-19', 'B4', 'A4'), // 10
    game('2025-03-23', 'A3', 'B4'), // 11
  ];
  return { games };
}
const neutralIds = (result: ReturnType<typeof neutralSites>): number[] =>
  [...result.neutral.keys()].sort((a, b) => a - b);

describe('Selection Sunday', () => {
  it('is the Sunday before the third Thursday of March', () => {
    expect([2019, 2021, 2022, 2023, 2024, 2025, 2026].map(selectionSunday)).toEqual([
      '2019-03-17',
      '2021-03-14',
      '2022-03-13',
      '2023-03-12',
      '2024-03-17',
      '2025-03-16',
      '2026-03-15',
    ]);
  });
});

describe('neutral sites', () => {
  it('finds the champions and the post-season brackets', () => {
    const { games } = season();
    expect([...conferenceChampions(games, '2025-03-16')].sort()).toEqual(['A1', 'B1']);
    const post = brackets(games.filter((g) => (g.date ?? '') > '2025-03-16'));
    expect(post.map((list) => list.map((g) => g.gameId).sort((a, b) => a - b))).toEqual([
      [6, 7, 8],
      [9, 10, 11],
    ]);
  });

  it('men: conference tournaments and the whole NCAA tournament, not the NIT', () => {
    const result = neutralSites(season().games, { gender: 'MALE', year: 2025 });
    expect(neutralIds(result)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(result.neutral.get(4)).toBe('conferenceTournament');
    expect(result.neutral.get(6)).toBe('nationalTournament');
    expect(result.national).toEqual({ teams: 4, games: 3 });
  });

  it('women: the NCAA tournament from the regionals on (early rounds are hosted)', () => {
    const result = neutralSites(season().games, { gender: 'FEMALE', year: 2025 });
    expect(neutralIds(result)).toEqual([2, 3, 4, 5, 8]);
    // 2021: the same calendar two days earlier (Selection Sunday was March 14), and the whole
    // tournament was played in one region.
    const shift = (date: string): string =>
      new Date(Date.parse(`${date.replace('2025', '2021')}T00:00:00Z`) - 2 * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const bubble = season().games.map((g) => ({ ...g, date: g.date && shift(g.date) }));
    expect(neutralIds(neutralSites(bubble, { gender: 'FEMALE', year: 2021 }))).toEqual([
      2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('lets the schedule’s own column decide where it has a value', () => {
    const games = season().games.map((g) =>
      g.gameId === 1 ? { ...g, scheduled: true } : g.gameId === 2 ? { ...g, scheduled: false } : g,
    );
    const result = neutralSites(games, { gender: 'MALE', year: 2025 });
    expect(neutralIds(result)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect(result.neutral.get(1)).toBe('schedule');
  });

  it('picks the bracket with the champions even when another is as large', () => {
    nextId = 100;
    const games = [
      game('2025-03-08', 'C1', 'C2', tourney(3)),
      game('2025-03-20', 'X1', 'X2'),
      game('2025-03-20', 'X3', 'X4'),
      game('2025-03-22', 'X1', 'X3'),
      game('2025-03-20', 'C1', 'Y2'),
      game('2025-03-20', 'Y3', 'Y4'),
      game('2025-03-22', 'C1', 'Y3'),
    ];
    const result = neutralSites(games, { gender: 'MALE', year: 2025 });
    expect(neutralIds(result)).toEqual([101, 105, 106, 107]);
  });

  it('leaves a season without post-season or tournaments alone', () => {
    nextId = 0;
    const result = neutralSites([game('2025-01-10', 'A1', 'A2')], { gender: 'MALE', year: 2025 });
    expect(result).toEqual({ neutral: new Map(), national: null });
  });
});

describe('the schedule’s neutral-site column', () => {
  it('is found under the accepted names, the first of the list winning', () => {
    expect(neutralColumnOf(['contest_id', 'Neutral Site'])).toBe('Neutral Site');
    expect(neutralColumnOf(['is_neutral', 'neutral_site'])).toBe('neutral_site');
    expect(neutralColumnOf(['IsNeutral'])).toBe('IsNeutral');
    expect(neutralColumnOf(['site', 'location'])).toBeNull();
  });

  it('is read from booleans, 0/1 numbers and yes/no text; other types are refused', () => {
    expect(neutralSql('n', 'BOOLEAN')).toBe('"n"');
    for (const type of ['BIGINT', 'INTEGER', 'UTINYINT', 'DOUBLE', 'DECIMAL(3,1)']) {
      expect(neutralSql('n', type)).toContain('WHEN "n" = 1 THEN true');
    }
    expect(neutralSql('n', 'VARCHAR')).toContain("'neutral'");
    for (const type of ['DATE', 'VARCHAR[]', 'TIMESTAMP', 'BLOB']) {
      expect(neutralSql('n', type)).toBeNull();
    }
  });
});
