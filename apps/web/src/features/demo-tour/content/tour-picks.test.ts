import { describe, expect, it } from 'vitest';
import { gameRow, teamRow } from '../demo-tour.test-utils';
import {
  closeGameSentence,
  gameDateText,
  overtimesOf,
  pickCloseGame,
  pickTopTeam,
} from './tour-picks';

describe('pickTopTeam', () => {
  it('picks the qualified team with the highest adjusted net rating', () => {
    const rows = [
      teamRow(1, { netRtgAdj: 3 }),
      teamRow(2, { netRtgAdj: 30, isQualified: false }),
      teamRow(3, { netRtgAdj: null }),
      teamRow(4, { netRtgAdj: 9.5 }),
    ];
    expect(pickTopTeam(rows)?.teamId).toBe(4);
  });

  it('finds none when no team qualifies yet', () => {
    expect(pickTopTeam([teamRow(1, { isQualified: false })])).toBeNull();
    expect(pickTopTeam([])).toBeNull();
  });
});

describe('pickCloseGame', () => {
  it('takes the smallest margin, then the most overtimes, then the newest', () => {
    const rows = [
      gameRow(1, { homeScore: 70, awayScore: 67 }),
      gameRow(2, { homeScore: 70, awayScore: 68 }),
      gameRow(3, { homeScore: 70, awayScore: 68, periods: 4 }),
      gameRow(4, { homeScore: 70, awayScore: 68, periods: 4 }),
    ];
    expect(pickCloseGame(rows)?.gameId).toBe(3);
  });

  it('leaves out games still to play and games without play-by-play', () => {
    const rows = [
      gameRow(1, { status: 'scheduled', homeScore: null, awayScore: null }),
      gameRow(2, { homeScore: 60, awayScore: 59, coverage: 'box' }),
    ];
    expect(pickCloseGame(rows)).toBeNull();
  });
});

describe('close game text', () => {
  it('counts overtimes beyond the competition’s regulation periods', () => {
    expect(overtimesOf({ competitionId: 38409, periods: 2 })).toBe(0);
    expect(overtimesOf({ competitionId: 38409, periods: 4 })).toBe(2);
    // Women play four quarters.
    expect(overtimesOf({ competitionId: 38529, periods: 5 })).toBe(1);
  });

  it('names the winner first, the overtimes and the date', () => {
    const game = gameRow(1, {
      homeMarket: 'Baydale',
      awayMarket: 'Ironport',
      homeScore: 81,
      awayScore: 83,
      periods: 4,
      gameDate: '2025-04-07',
    });
    const final = pickCloseGame([game]);
    expect(final).not.toBeNull();
    if (final !== null) {
      expect(closeGameSentence(final)).toBe(
        'Ironport beat Baydale 83–81 in 2 overtimes on April 7, 2025.',
      );
    }
    expect(gameDateText(null)).toBeNull();
    expect(gameDateText('not a date')).toBeNull();
  });
});
