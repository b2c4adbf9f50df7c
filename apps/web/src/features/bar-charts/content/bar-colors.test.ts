import { describe, expect, it } from 'vitest';
import {
  AA_GRAPHIC_CONTRAST,
  WHITE,
  contrastRatio,
  parseHexColor,
} from '@/lib/charts/color-contrast';
import { NEUTRAL_BAR_COLOR, barColorOf, teamBarColors } from './bar-colors';

describe('barColorOf', () => {
  it('keeps a team colour that stands out on white', () => {
    expect(barColorOf('#9e1b32')).toBe('#9e1b32');
  });

  it('darkens a pale team colour until it stands out on white', () => {
    const gold = barColorOf('#ffd700');
    expect(gold).not.toBe('#ffd700');
    const rgb = parseHexColor(gold);
    expect(rgb).not.toBeNull();
    if (rgb) expect(contrastRatio(rgb, WHITE)).toBeGreaterThanOrEqual(AA_GRAPHIC_CONTRAST);
  });

  it('uses the neutral colour without a readable team colour', () => {
    expect(barColorOf(null)).toBe(NEUTRAL_BAR_COLOR);
    expect(barColorOf('navy')).toBe(NEUTRAL_BAR_COLOR);
  });

  it('maps team ids to colours', () => {
    const colors = teamBarColors([
      { teamId: 1, colorPrimary: '#9e1b32' },
      { teamId: 2, colorPrimary: null },
    ]);
    expect([...colors]).toEqual([
      [1, '#9e1b32'],
      [2, NEUTRAL_BAR_COLOR],
    ]);
    expect(teamBarColors(undefined).size).toBe(0);
  });
});
