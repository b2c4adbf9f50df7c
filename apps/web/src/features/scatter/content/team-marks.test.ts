import { describe, expect, it } from 'vitest';
import {
  AA_GRAPHIC_CONTRAST,
  WHITE,
  contrastRatio,
  parseHexColor,
} from '@/lib/charts/color-contrast';
import { teamInitials, teamPalette } from './team-marks';

describe('teamInitials', () => {
  it('takes the first letters of the words, or three letters of a one-word school', () => {
    expect(teamInitials('North Carolina State')).toBe('NCS');
    expect(teamInitials('Texas A&M')).toBe('TA');
    expect(teamInitials('University of the Pacific')).toBe('UP');
    expect(teamInitials('Baydale')).toBe('BAY');
    expect(teamInitials("St. John's")).toBe('SJ');
    expect(teamInitials('')).toBe('');
  });
});

describe('teamPalette', () => {
  const contrastOnWhite = (hex: string) => contrastRatio(parseHexColor(hex) ?? WHITE, WHITE);

  it('darkens a pale team color until it stands out on white, with readable initials', () => {
    const palette = teamPalette({ colorPrimary: '#ffd200', colorSecondary: null });
    expect(contrastOnWhite(palette.fill)).toBeGreaterThanOrEqual(AA_GRAPHIC_CONTRAST);
    expect(palette.text).toBe('#000000');
    expect(teamPalette({ colorPrimary: '#00274c', colorSecondary: null })).toEqual({
      fill: '#00274c',
      text: '#ffffff',
    });
  });

  it('skips a near-white primary for the secondary, and falls back to the default blue', () => {
    expect(teamPalette({ colorPrimary: '#ffffff', colorSecondary: '#9e1b32' }).fill).toBe(
      '#9e1b32',
    );
    expect(teamPalette(undefined)).toEqual({ fill: '#2166ac', text: '#ffffff' });
    expect(teamPalette({ colorPrimary: 'red', colorSecondary: null }).fill).toBe('#2166ac');
  });
});
