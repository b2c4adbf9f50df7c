import { describe, expect, it } from 'vitest';
import { comebackHeadline, rankComebacks } from './comebacks';
import { gameRow } from './story-rows.test-utils';

describe('rankComebacks', () => {
  it('ranks wins by the deficit overcome, largest first; ties to the bigger upset', () => {
    const rows = [
      gameRow({ gameId: 1, comeback: 8 }),
      gameRow({ gameId: 2, comeback: 19 }),
      gameRow({ gameId: 3, comeback: 12, winnerWinProbability: 0.6 }),
      gameRow({ gameId: 4, comeback: 12, winnerWinProbability: 0.3 }),
    ];
    expect(rankComebacks(rows, 10).map((comeback) => comeback.gameId)).toEqual([2, 4, 3, 1]);
    expect(rankComebacks(rows, 1)[0]?.deficit).toBe(19);
  });

  it('leaves out winners that never trailed, box-score games and unplayed games', () => {
    const rows = [
      gameRow({ gameId: 1, comeback: 0 }),
      gameRow({ gameId: 2, comeback: null }),
      gameRow({ gameId: 3, status: 'scheduled', homeScore: null, awayScore: null, comeback: 5 }),
      gameRow({ gameId: 4, comeback: 3 }),
    ];
    expect(rankComebacks(rows, 10).map((comeback) => comeback.gameId)).toEqual([4]);
    expect(rankComebacks([], 5)).toEqual([]);
  });

  it('writes the sentence from the numbers', () => {
    const [comeback] = rankComebacks([gameRow({ gameId: 1, comeback: 12 })], 1);
    expect(comeback && comebackHeadline(comeback)).toBe(
      'Ironport came back from 12 points down to beat No. 3 Whitfield 71-68',
    );
    const [single] = rankComebacks([gameRow({ gameId: 2, comeback: 1, homeNetRanking: null })], 1);
    expect(single && comebackHeadline(single)).toBe(
      'Ironport came back from 1 point down to beat Whitfield 71-68',
    );
  });
});
