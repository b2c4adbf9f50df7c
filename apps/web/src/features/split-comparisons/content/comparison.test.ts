import { describe, expect, it } from 'vitest';
import { statDefinition } from '@/lib/stats/dictionary';
import type { SplitPeriodRow } from '../api/split-period-stats';
import type { SplitTeamRow } from '../api/split-team-stats';
import { CHART_TEAMS_PER_END, chartRowsOf } from './chart-rows';
import { comparisonCsv } from './comparison-csv';
import {
  comparisonRows,
  differenceExtent,
  differenceFormatOf,
  differenceGoodness,
  type ComparisonInput,
} from './comparison';
import { nextSort, sortComparisonRows } from './sorting';
import { resolveSplit, splitOptionsFor } from './splits';

const MEN = 38409;
const SPLITS = splitOptionsFor(MEN, 'MALE');
const HOME = resolveSplit(SPLITS, 'home', 'home');
const AWAY = resolveSplit(SPLITS, 'away', 'away');
const FIRST_HALF = resolveSplit(SPLITS, 'h1', 'home');

function teamRow(
  teamId: number,
  scope: string,
  gpStats: number,
  stats: Record<string, number | null>,
  conferenceId = 1,
): SplitTeamRow {
  return {
    teamId,
    teamMarket: `Team ${teamId}`,
    conferenceId,
    divisionId: 1,
    scope,
    gp: gpStats,
    gpStats,
    ...stats,
  } as SplitTeamRow;
}

const periodRow = (teamId: number, period: number, gpPbp: number, ptsScored: number) =>
  ({ teamId, conferenceId: 1, period, gpPbp, ptsScored }) as SplitPeriodRow;

function input(overrides: Partial<ComparisonInput> = {}): ComparisonInput {
  return {
    teamRows: [
      teamRow(1, 'season', 20, { ptsScored: 1500 }),
      teamRow(1, 'home', 10, { ptsScored: 800 }),
      teamRow(1, 'away', 10, { ptsScored: 700 }),
      teamRow(2, 'home', 2, { ptsScored: 150 }, 2),
      teamRow(2, 'away', 8, { ptsScored: 560 }, 2),
    ],
    periodRows: [periodRow(1, 1, 20, 700), periodRow(1, 3, 2, 14), periodRow(7, 1, 5, 200)],
    splits: SPLITS,
    definition: statDefinition('ptsScored'),
    mode: 'perGame',
    minGames: 3,
    a: HOME,
    b: AWAY,
    conferenceId: null,
    ...overrides,
  };
}

describe('comparisonRows', () => {
  it('divides totals by the games of each split and takes A − B', () => {
    const [first, second] = comparisonRows(input());
    expect(first?.cells.get('home')).toEqual({ value: 80, games: 10, isThin: false });
    expect(first?.cells.get('h1')).toEqual({ value: 35, games: 20, isThin: false });
    expect(first?.difference).toBe(10);
    expect(first?.differenceIsThin).toBe(false);
    // Team 2 has 2 home games (thin) and no season row; its name comes from another scope.
    expect(second?.teamMarket).toBe('Team 2');
    expect(second?.cells.get('home')).toEqual({ value: 75, games: 2, isThin: true });
    expect(second?.difference).toBe(5);
    expect(second?.differenceIsThin).toBe(true);
    expect(second?.cells.get('neutral')).toEqual({ value: null, games: 0, isThin: true });
  });

  it('shows totals as sent, keeps one conference and leaves out teams of other divisions', () => {
    const rows = comparisonRows(input({ mode: 'totals', conferenceId: 2 }));
    expect(rows.map((row) => row.teamId)).toEqual([2]);
    expect(rows[0]?.difference).toBe(-410);
    expect(comparisonRows(input({ a: FIRST_HALF })).map((row) => row.difference)).toEqual([
      700 / 20 - 70,
      null,
    ]);
  });

  it('colours by direction and leaves thin or directionless differences plain', () => {
    const rows = comparisonRows(input());
    const [team1, team2] = rows;
    if (!team1 || !team2) throw new Error('two rows expected');
    expect(differenceExtent(rows)).toBe(10);
    expect(differenceGoodness(team1, 10, 'higher')).toBe(1);
    expect(differenceGoodness(team1, 10, 'lower')).toBe(-1);
    expect(differenceGoodness(team1, 10, 'neutral')).toBeNull();
    expect(differenceGoodness(team2, 10, 'higher')).toBeNull();
  });

  it('reads percentage differences in points and counts as signed numbers', () => {
    expect(differenceFormatOf('pct')).toEqual({
      format: 'signedDecimal1',
      scale: 100,
      unit: 'percentage points',
    });
    expect(differenceFormatOf('integer').format).toBe('signedInteger');
    expect(differenceFormatOf('decimal1').format).toBe('signedDecimal1');
  });
});

describe('sortComparisonRows', () => {
  const rows = comparisonRows(
    input({
      teamRows: [
        teamRow(1, 'home', 10, { ptsScored: 800 }),
        teamRow(1, 'away', 10, { ptsScored: 700 }),
        teamRow(2, 'home', 2, { ptsScored: 300 }),
        teamRow(2, 'away', 8, { ptsScored: 400 }),
        teamRow(3, 'home', 10, { ptsScored: 600 }),
        teamRow(3, 'away', 10, { ptsScored: 650 }),
        teamRow(4, 'home', 10, { ptsScored: null }),
      ],
    }),
  );
  const ids = (sort: string, order: 'asc' | 'desc') =>
    sortComparisonRows(rows, { sort, order }, () => '').map((row) => row.teamId);

  it('puts counted values first in the chosen order, then thin ones, then missing ones', () => {
    // Differences: team 1 +10, team 2 +100 (thin), team 3 −5, team 4 none.
    expect(ids('difference', 'desc')).toEqual([1, 3, 2, 4]);
    expect(ids('difference', 'asc')).toEqual([3, 1, 2, 4]);
    expect(ids('home', 'desc')).toEqual([1, 3, 2, 4]);
    expect(ids('team', 'desc')).toEqual([4, 3, 2, 1]);
  });

  it('starts a column best first and flips on the second click', () => {
    const turnovers = statDefinition('tovPct');
    expect(nextSort({ sort: 'difference', order: 'desc' }, 'home', turnovers)).toEqual({
      sort: 'home',
      order: 'asc',
    });
    expect(nextSort({ sort: 'home', order: 'asc' }, 'home', turnovers).order).toBe('desc');
    expect(nextSort({ sort: 'home', order: 'asc' }, 'team', turnovers).order).toBe('asc');
  });
});

describe('chartRowsOf', () => {
  it('keeps counted teams, largest difference first, and the two ends of a long list', () => {
    expect(chartRowsOf(comparisonRows(input()), 'home', 'away')).toMatchObject({
      top: [{ a: 80, b: 70, difference: 10 }],
      bottom: [],
      counted: 1,
    });
    const many = Array.from({ length: 40 }, (_, index) => [
      teamRow(index + 1, 'home', 10, { ptsScored: 700 + index * 10 }),
      teamRow(index + 1, 'away', 10, { ptsScored: 700 }),
    ]).flat();
    const chart = chartRowsOf(comparisonRows(input({ teamRows: many })), 'home', 'away');
    expect(chart.counted).toBe(40);
    expect(chart.top).toHaveLength(CHART_TEAMS_PER_END);
    expect(chart.top[0]?.difference).toBe(39);
    expect(chart.bottom.at(-1)?.difference).toBe(0);
  });
});

describe('comparisonCsv', () => {
  it('writes the rows in order with the difference and each split’s value and games', () => {
    const rows = comparisonRows(input());
    const csv = comparisonCsv({
      rows,
      splits: [HOME, AWAY],
      differenceHeader: 'Home − Away',
      shownFormat: 'decimal1',
      differenceFormat: differenceFormatOf('decimal1'),
      conferenceName: (row) => (row.conferenceId === 1 ? 'ACC' : 'SEC'),
    });
    expect(csv.split('\r\n')).toEqual([
      'Team,Conference,Home − Away,Home,Home GP,Away,Away GP',
      'Team 1,ACC,+10.0,80.0,10,70.0,10',
      'Team 2,SEC,+5.0,75.0,2,70.0,8',
      '',
    ]);
  });
});
