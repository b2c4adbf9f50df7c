/**
 * Hand-made rows for the story builders' tests: a played game of the explorer search with only
 * the fields the stories read, its winner's chance and comeback given per test.
 */
import type { StoryGameRow } from './game-results';

export function gameRow(
  overrides: Partial<StoryGameRow> & Pick<StoryGameRow, 'gameId'>,
): StoryGameRow {
  return {
    competitionId: 38409,
    gameDate: '2025-01-15',
    status: 'final',
    homeTeamId: 1,
    homeMarket: 'Whitfield',
    homeScore: 68,
    homeNetRanking: 3,
    awayTeamId: 2,
    awayMarket: 'Ironport',
    awayScore: 71,
    awayNetRanking: 140,
    winnerWinProbability: 0.09,
    comeback: 0,
    ...overrides,
  };
}
