import { describe, expect, it } from 'vitest';
import { chanceText, rankUpsets, upsetHeadline } from './upsets';
import { gameRow } from './story-rows.test-utils';

describe('rankUpsets', () => {
  it('ranks wins by the winner’s pre-game chance, lowest first, ties to the newer game', () => {
    const rows = [
      gameRow({ gameId: 1, winnerWinProbability: 0.3 }),
      gameRow({ gameId: 2, winnerWinProbability: 0.09 }),
      gameRow({ gameId: 3, winnerWinProbability: 0.3, gameDate: '2025-02-01' }),
      gameRow({ gameId: 4, winnerWinProbability: 0.21 }),
    ];
    expect(rankUpsets(rows, 10).map((upset) => upset.gameId)).toEqual([2, 4, 3, 1]);
    expect(rankUpsets(rows, 2).map((upset) => upset.gameId)).toEqual([2, 4]);
  });

  it('keeps underdogs only, and only played games with a prediction and a winner', () => {
    const rows = [
      gameRow({ gameId: 1, winnerWinProbability: 0.5 }),
      gameRow({ gameId: 2, winnerWinProbability: 0.8 }),
      gameRow({ gameId: 3, winnerWinProbability: null }),
      gameRow({ gameId: 4, status: 'scheduled', homeScore: null, awayScore: null }),
      gameRow({ gameId: 5, homeScore: 70, awayScore: 70 }),
      gameRow({ gameId: 6, winnerWinProbability: 0.49 }),
    ];
    expect(rankUpsets(rows, 10).map((upset) => upset.gameId)).toEqual([6]);
    expect(rankUpsets([], 5)).toEqual([]);
  });

  it('tells the winner and loser apart on either side of the floor', () => {
    const [awayWin] = rankUpsets([gameRow({ gameId: 1 })], 1);
    expect(awayWin?.winner).toMatchObject({ market: 'Ironport', score: 71, teamId: 2 });
    expect(awayWin?.loser).toMatchObject({ market: 'Whitfield', score: 68, ranking: 3 });
    const [homeWin] = rankUpsets(
      [gameRow({ gameId: 2, homeScore: 80, awayScore: 60, winnerWinProbability: 0.2 })],
      1,
    );
    expect(homeWin?.winner.market).toBe('Whitfield');
  });
});

describe('upsetHeadline', () => {
  it('writes the sentence from the numbers', () => {
    const [upset] = rankUpsets([gameRow({ gameId: 1 })], 1);
    expect(upset && upsetHeadline(upset)).toBe(
      'Ironport, a 9% underdog, beat No. 3 Whitfield 71-68',
    );
  });

  it('leaves the rank out for an unranked loser and picks the article by sound', () => {
    const [upset] = rankUpsets(
      [gameRow({ gameId: 1, homeNetRanking: null, winnerWinProbability: 0.08 })],
      1,
    );
    expect(upset && upsetHeadline(upset)).toBe('Ironport, an 8% underdog, beat Whitfield 71-68');
  });

  it('reads a chance under half a percent as less than 1%', () => {
    expect(chanceText(0.004)).toBe('less than 1%');
    expect(chanceText(0.114)).toBe('11%');
  });
});
