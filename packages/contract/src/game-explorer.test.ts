import { describe, expect, it } from 'vitest';
import {
  OPEN_EXPLORER_FILTER,
  explorerValue,
  matchesExplorerFilter,
  searchGames,
} from './game-explorer';
import type { GameExplorerFilter } from './game-explorer';
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
