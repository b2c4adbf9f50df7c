import { describe, expect, it } from 'vitest';
import {
  WHITE,
  areDistinguishable,
  contrastRatio,
  parseHexColor,
} from '@/lib/charts/color-contrast';
import { AWAY_COLOR, HOME_COLOR, gameColors, type GameColors } from './team-colors';

const rgb = (hex: string) => parseHexColor(hex) ?? [0, 0, 0];

/** Every pair must be readable and tellable apart, whatever the teams bring. */
function expectAccessible({ home, away }: GameColors) {
  for (const palette of [home, away]) {
    expect(contrastRatio(rgb(palette.fill), WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(rgb(palette.fill), rgb(palette.text))).toBeGreaterThanOrEqual(4.5);
  }
  expect(areDistinguishable(rgb(home.fill), rgb(away.fill))).toBe(true);
}

describe('gameColors', () => {
  it('uses the defaults when the teams have no colours (the NCAA seasons)', () => {
    const colors = gameColors(null, { colorPrimary: null, colorSecondary: null });
    expect(colors).toEqual({
      home: { fill: HOME_COLOR, text: '#ffffff', isTeamColor: false },
      away: { fill: AWAY_COLOR, text: '#ffffff', isTeamColor: false },
    });
  });

  it("uses each team's primary colour, darkened to 3:1 on white when too pale", () => {
    const colors = gameColors(
      { colorPrimary: '#FF8200', colorSecondary: '#FFFFFF' },
      { colorPrimary: '#0033A0', colorSecondary: '#FFFFFF' },
    );
    expect(colors.home).toEqual({ fill: '#e67500', text: '#000000', isTeamColor: true });
    expect(colors.away).toEqual({ fill: '#0033a0', text: '#ffffff', isTeamColor: true });
    expectAccessible(colors);
  });

  it('moves the away team to its secondary colour when the primaries are too alike', () => {
    const colors = gameColors(
      { colorPrimary: '#0033A0', colorSecondary: '#FFFFFF' },
      { colorPrimary: '#003087', colorSecondary: '#B3A369' },
    );
    expect(colors.home.fill).toBe('#0033a0');
    expect(colors.away).toEqual({ fill: '#a1935f', text: '#000000', isTeamColor: true });
    expectAccessible(colors);
  });

  it('falls back to a default for the away side when its colours are all too alike or white', () => {
    const sameBlues = gameColors(
      { colorPrimary: '#0033A0', colorSecondary: null },
      { colorPrimary: '#003087', colorSecondary: '#ffffff' },
    );
    expect(sameBlues.away).toEqual({ fill: AWAY_COLOR, text: '#ffffff', isTeamColor: false });
    // Two red teams: home keeps its red, away takes the blue default.
    const twoReds = gameColors(
      { colorPrimary: '#b91c1c', colorSecondary: null },
      { colorPrimary: '#c00', colorSecondary: null },
    );
    expect(twoReds.home).toEqual({ fill: '#b91c1c', text: '#ffffff', isTeamColor: true });
    expect(twoReds.away.fill).toBe(HOME_COLOR);
    expectAccessible(sameBlues);
    expectAccessible(twoReds);
  });

  it('ignores what is not a colour', () => {
    const colors = gameColors(
      { colorPrimary: 'blue', colorSecondary: null },
      { colorPrimary: null, colorSecondary: '#FFD100' },
    );
    expect(colors.home.fill).toBe(HOME_COLOR);
    expect(colors.away).toEqual({ fill: '#a68800', text: '#000000', isTeamColor: true });
    expectAccessible(colors);
  });
});
