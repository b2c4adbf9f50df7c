import { describe, expect, it } from 'vitest';
import { seasonShots } from '../game-deciding-shots.fixtures';
import { clockText, playByPlayAddress, shotLabel, situationText } from './shot-text';

const [s1, s2, s3] = seasonShots();

describe('deciding shot text', () => {
  it('writes the clock as a game clock, tenths when it has them', () => {
    expect(clockText(25)).toBe('0:25');
    expect(clockText(8.4)).toBe('0:08.4');
    expect(clockText(4.96)).toBe('0:05');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(75)).toBe('1:15');
  });

  it('says the situation and the shot from the shooter’s side', () => {
    if (s1 === undefined || s2 === undefined || s3 === undefined) throw new Error('fixture');
    expect(situationText(s1)).toBe('Tied, 0:25 left in H2');
    expect(situationText(s3)).toBe('Down 1, 0:08.4 left in OT');
    expect(shotLabel(s1)).toBe(
      'Ann Archer, made go-ahead three (game-winner), Tied, 0:25 left in H2',
    );
    expect(shotLabel(s2)).toBe('Ben Baker, missed tying three, Down 3, 0:03 left in H2');
  });

  it('links to the play-by-play of the game on the shot’s period', () => {
    if (s3 === undefined) throw new Error('fixture');
    expect(playByPlayAddress(s3)).toBe('/stats/41097/games/101/play-by-play?period=3');
  });
});
