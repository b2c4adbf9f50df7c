import { describe, expect, it } from 'vitest';
import {
  OPEN_EXPLORER_FILTER,
  explorerValue,
  matchesExplorerFilter,
  searchGames,
} from './game-explorer';
import type { GameExplorerFilter } from './game-explorer';
import {
  EXPLORER_SORTS,
  EXPLORER_SORT_BYS,
  ExplorerQueryError,
  explorerFilterItems,
  formatExplorerSortBy,
  parseExplorerFilterItems,
  parseExplorerSortBy,
  sortExplorerRows,
} from './game-explorer-query';
import type { GameExplorerRow } from './schemas/data/reference/games';

/** A played pbp game: home 72, away 70 after an 8-point comeback, 30% before tip-off. */
function row(patch: Partial<GameExplorerRow> = {}): GameExplorerRow {
  return {
    _id: '1',
    updated: '2025-04-08T00:00:00Z',
    competitionId: 38409,
    gameId: 1,
    gameDate: '2025-01-10',
    homeTeamId: 10,
    homeMarket: 'Home',
    homeConferenceId: 1,
    awayTeamId: 20,
    awayMarket: 'Away',
    awayConferenceId: 2,
    homeScore: 72,
    awayScore: 70,
    isNeutral: false,
    conferenceGame: false,
    confTournament: false,
    periods: 2,
    coverage: 'pbp',
    status: 'final',
    predictionKind: 'retrospective',
    predictedHomeMargin: -4,
    homeWinProbability: 0.3,
    predictedHomeScore: 68,
    predictedAwayScore: 72,
    margin: 2,
    totalPts: 142,
    poss: 68,
    isOvertime: false,
    homeNetRanking: null,
    awayNetRanking: null,
    winnerMargin: 2,
    overtimes: 0,
    homeMaxLead: 4,
    awayMaxLead: 8,
    largestLead: 8,
    comeback: 8,
    leadChanges: 5,
    timesTied: 3,
    homeBestRun: 9,
    awayBestRun: 7,
    biggestRun: 9,
    winnerWinProbability: 0.3,
    homeWinProbSeries: [0.3, 1],
    tournamentKind: null,
    tournamentRound: null,
    tournamentRoundName: null,
    ...patch,
  };
}

const filter = (patch: Partial<GameExplorerFilter>): GameExplorerFilter => ({
  ...OPEN_EXPLORER_FILTER,
  ...patch,
});
const ranges = (patch: Partial<GameExplorerFilter['ranges']>): GameExplorerFilter =>
  filter({ ranges: { ...OPEN_EXPLORER_FILTER.ranges, ...patch } });

describe('game explorer search', () => {
  it('keeps every played game with no filter and never a scheduled one', () => {
    expect(matchesExplorerFilter(row(), OPEN_EXPLORER_FILTER)).toBe(true);
    expect(matchesExplorerFilter(row({ status: 'scheduled' }), OPEN_EXPLORER_FILTER)).toBe(false);
  });

  it('bounds inclusively on both sides', () => {
    expect(matchesExplorerFilter(row(), ranges({ comeback: { min: 8, max: 8 } }))).toBe(true);
    expect(matchesExplorerFilter(row(), ranges({ comeback: { min: 9, max: null } }))).toBe(false);
    expect(matchesExplorerFilter(row(), ranges({ margin: { min: null, max: 1 } }))).toBe(false);
    expect(
      matchesExplorerFilter(row(), ranges({ winnerWinProbability: { min: null, max: 0.3 } })),
    ).toBe(true);
  });

  it('reads the final margin either way', () => {
    expect(explorerValue(row({ margin: -6, winnerMargin: 6 }), 'margin')).toBe(6);
  });

  it('leaves out a game whose figure is unknown rather than reading it as zero', () => {
    const boxOnly = row({ coverage: 'box', comeback: null, largestLead: null });
    expect(matchesExplorerFilter(boxOnly, ranges({ comeback: { min: null, max: 3 } }))).toBe(false);
    expect(matchesExplorerFilter(boxOnly, ranges({ margin: { min: null, max: 3 } }))).toBe(true);
  });

  it('matches dates, either team and either conference', () => {
    expect(matchesExplorerFilter(row(), filter({ from: '2025-01-10', to: '2025-01-10' }))).toBe(
      true,
    );
    expect(matchesExplorerFilter(row(), filter({ from: '2025-01-11' }))).toBe(false);
    expect(matchesExplorerFilter(row(), filter({ teamIds: [20] }))).toBe(true);
    expect(matchesExplorerFilter(row(), filter({ teamIds: [30] }))).toBe(false);
    expect(matchesExplorerFilter(row(), filter({ conferenceIds: [2, 5] }))).toBe(true);
    expect(matchesExplorerFilter(row(), filter({ conferenceIds: [5] }))).toBe(false);
  });

  it("reads home and away from the chosen teams' side", () => {
    expect(matchesExplorerFilter(row(), filter({ teamIds: [10], site: 'home' }))).toBe(true);
    expect(matchesExplorerFilter(row(), filter({ teamIds: [10], site: 'away' }))).toBe(false);
    expect(matchesExplorerFilter(row(), filter({ teamIds: [20], site: 'away' }))).toBe(true);
    expect(matchesExplorerFilter(row(), filter({ site: 'home' }))).toBe(true);
    expect(matchesExplorerFilter(row(), filter({ site: 'neutral' }))).toBe(false);
    expect(matchesExplorerFilter(row({ isNeutral: true }), filter({ site: 'home' }))).toBe(false);
  });

  it('splits the season into regular season, conference and national tournaments', () => {
    const conference = row({ confTournament: true });
    const national = row({ tournamentKind: 'national', tournamentRound: 1 });
    const rows = [row({ gameId: 1 }), { ...conference, gameId: 2 }, { ...national, gameId: 3 }];
    const ids = (f: GameExplorerFilter) => searchGames(rows, f).map((game) => game.gameId);
    expect(ids(filter({ stage: 'regular' }))).toEqual([1]);
    expect(ids(filter({ stage: 'conference' }))).toEqual([2]);
    expect(ids(filter({ stage: 'national', round: 1 }))).toEqual([3]);
    expect(ids(filter({ stage: 'national', round: 2 }))).toEqual([]);
  });
});

describe('the explorer search as request items (game-explorer-query)', () => {
  it('writes only what narrows the search and reads back the same filter', () => {
    expect(explorerFilterItems(OPEN_EXPLORER_FILTER)).toEqual([]);
    const wanted: GameExplorerFilter = {
      ...ranges({
        margin: { min: null, max: 3 },
        comeback: { min: 15, max: null },
        winnerWinProbability: { min: 0.05, max: 0.35 },
      }),
      from: '2025-03-01',
      to: '2025-04-07',
      teamIds: [590616, 590578],
      conferenceIds: [12],
      site: 'neutral',
      stage: 'national',
      round: 3,
    };
    const items = explorerFilterItems(wanted);
    expect(items).toEqual([
      'margin::3',
      'comeback:15:',
      'winnerWinProbability:0.05:0.35',
      'from:2025-03-01',
      'to:2025-04-07',
      'teams:590616.590578',
      'conferences:12',
      'site:neutral',
      'stage:national',
      'round:3',
    ]);
    expect(parseExplorerFilterItems(items)).toEqual(wanted);
  });

  it('refuses malformed, repeated and out-of-range items', () => {
    for (const items of [
      ['margin'],
      ['margin:'],
      ['margin:1:2:3'],
      ['margin:-1:'],
      ['margin:1e3:'],
      ['overtimes:3:1'],
      ['winnerWinProbability:0:1.5'],
      ['from:20250301'],
      ['to:2025-13-01'],
      ['teams:0'],
      ['teams:99999999999'],
      [`teams:${Array.from({ length: 21 }, (_, i) => i + 1).join('.')}`],
      ['stage:playoffs'],
      ['round:-1'],
      ['site:home', 'site:away'],
      ['nickname:x'],
    ]) {
      expect(() => parseExplorerFilterItems(items), items.join(',')).toThrow(ExplorerQueryError);
    }
  });

  it('sorts by the figure, unknown values last either way, ties newest first then by id', () => {
    const rows = [
      row({ gameId: 1, comeback: 5, gameDate: '2025-01-01' }),
      row({ gameId: 2, comeback: null, gameDate: '2025-03-01' }),
      row({ gameId: 3, comeback: 12, gameDate: '2025-01-02' }),
      row({ gameId: 4, comeback: 5, gameDate: '2025-02-01' }),
      row({ gameId: 5, comeback: 5, gameDate: '2025-02-01' }),
    ];
    expect(sortExplorerRows(rows, 'comeback').map((r) => r.gameId)).toEqual([3, 4, 5, 1, 2]);
    const upsets = [
      row({ gameId: 1, winnerWinProbability: 0.6 }),
      row({ gameId: 2, winnerWinProbability: null }),
      row({ gameId: 3, winnerWinProbability: 0.1 }),
    ];
    expect(sortExplorerRows(upsets, 'upset').map((r) => r.gameId)).toEqual([3, 1, 2]);
    expect(sortExplorerRows(rows, 'date').map((r) => r.gameId)).toEqual([2, 4, 5, 3, 1]);
    // The input is left as it was (the server's rows are shared).
    expect(rows.map((r) => r.gameId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reverses a sort with unknown values still last and ties still newest first', () => {
    const rows = [
      row({ gameId: 1, comeback: 5, gameDate: '2025-01-01' }),
      row({ gameId: 2, comeback: null, gameDate: '2025-03-01' }),
      row({ gameId: 3, comeback: 12, gameDate: '2025-01-02' }),
      row({ gameId: 5, comeback: 5, gameDate: '2025-02-01' }),
      row({ gameId: 4, comeback: 5, gameDate: '2025-02-01' }),
    ];
    const reversed = (sort: 'comeback' | 'date') =>
      sortExplorerRows(rows, { sort, reversed: true }).map((r) => r.gameId);
    expect(reversed('comeback')).toEqual([4, 5, 1, 3, 2]);
    expect(reversed('date')).toEqual([1, 3, 4, 5, 2]);
    expect(sortExplorerRows(rows, { sort: 'comeback', reversed: false })).toEqual(
      sortExplorerRows(rows, 'comeback'),
    );
  });

  it('sorts by overtimes and times tied, most first', () => {
    const rows = [
      row({ gameId: 1, overtimes: 0, timesTied: 3 }),
      row({ gameId: 2, overtimes: 2, timesTied: null }),
      row({ gameId: 3, overtimes: 1, timesTied: 7 }),
    ];
    expect(sortExplorerRows(rows, 'overtimes').map((r) => r.gameId)).toEqual([2, 3, 1]);
    expect(sortExplorerRows(rows, 'tied').map((r) => r.gameId)).toEqual([3, 1, 2]);
    const fewestTies = sortExplorerRows(rows, { sort: 'tied', reversed: true });
    expect(fewestTies.map((r) => r.gameId)).toEqual([1, 3, 2]);
  });

  it('reads and writes sortBy values, a leading "-" reversing the sort', () => {
    expect(parseExplorerSortBy('total')).toEqual({ sort: 'total', reversed: false });
    expect(parseExplorerSortBy('-date')).toEqual({ sort: 'date', reversed: true });
    for (const bad of ['', '-', '--date', '-best', 'best', 'Date', ' date', 'date-']) {
      expect(parseExplorerSortBy(bad), bad).toBeNull();
    }
    expect(EXPLORER_SORT_BYS).toHaveLength(2 * EXPLORER_SORTS.length);
    for (const value of EXPLORER_SORT_BYS) {
      const order = parseExplorerSortBy(value);
      expect(order).not.toBeNull();
      if (order !== null) expect(formatExplorerSortBy(order)).toBe(value);
    }
  });
});
