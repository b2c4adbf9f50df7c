import { describe, expect, it } from 'vitest';
import {
  BLACK,
  WHITE,
  areDistinguishable,
  colorDifference,
  contrastRatio,
  darkenToContrast,
  deuteranopeDifference,
  parseHexColor,
  readableTextOn,
  toHexColor,
} from './color-contrast';

const rgb = (hex: string) => {
  const parsed = parseHexColor(hex);
  if (parsed === null) throw new Error(`not a colour: ${hex}`);
  return parsed;
};

describe('color-contrast', () => {
  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHexColor('#0033A0')).toEqual([0, 51, 160]);
    expect(parseHexColor('#c00')).toEqual([204, 0, 0]);
    expect(parseHexColor('blue')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor(null)).toBeNull();
    expect(toHexColor([0, 51, 160])).toBe('#0033a0');
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#0033a0'), WHITE)).toBeCloseTo(contrastRatio(WHITE, rgb('#0033a0')));
  });

  it('puts white text on dark fills and black on light ones, always at AA', () => {
    expect(readableTextOn(rgb('#0033a0'))).toEqual(WHITE);
    expect(readableTextOn(rgb('#ffd100'))).toEqual(BLACK);
    for (const hex of ['#777777', '#808080', '#e67500', '#1d4ed8', '#b3a369']) {
      const fill = rgb(hex);
      expect(contrastRatio(fill, readableTextOn(fill))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a pale colour to 3:1 on white and leaves a dark one alone', () => {
    const gold = darkenToContrast(rgb('#ffd100'));
    expect(toHexColor(gold)).toBe('#a68800');
    expect(contrastRatio(gold, WHITE)).toBeGreaterThanOrEqual(3);
    expect(darkenToContrast(rgb('#003087'))).toEqual(rgb('#003087'));
  });

  it('tells two blues of the same depth apart from colours anyone can tell apart', () => {
    // Kentucky and Duke blue: ΔE*ab 13.3.
    expect(colorDifference(rgb('#0033a0'), rgb('#003087'))).toBeCloseTo(13.3, 1);
    expect(areDistinguishable(rgb('#0033a0'), rgb('#003087'))).toBe(false);
    expect(areDistinguishable(rgb('#1d4ed8'), rgb('#b91c1c'))).toBe(true);
    // A deuteranope sees less difference than anyone else, never more.
    expect(deuteranopeDifference(rgb('#15803d'), rgb('#b91c1c'))).toBeLessThan(
      colorDifference(rgb('#15803d'), rgb('#b91c1c')),
    );
  });
});
