import { describe, expect, it } from 'vitest';
import { leagueRelativeColor, percentileBarColor, percentileCellColor } from './color-scales';

describe('colour scales', () => {
  it('colour table cells light red (worst) through white to light blue (best), clamped', () => {
    expect(percentileCellColor(0)).toBe('rgb(244, 165, 130)');
    expect(percentileCellColor(50)).toBe('rgb(247, 247, 247)');
    expect(percentileCellColor(100)).toBe('rgb(146, 197, 222)');
    expect(percentileCellColor(130)).toBe(percentileCellColor(100));
  });

  it('keep percentile bars visible at the 50th percentile', () => {
    expect(percentileBarColor(50)).toBe('rgb(141, 141, 141)');
    expect(percentileBarColor(100)).toBe('rgb(33, 102, 172)');
  });

  it('colour FG% against the league blue above and red below, clamped at ±10 points', () => {
    expect(leagueRelativeColor(0)).toBe('rgb(247, 247, 247)');
    expect(leagueRelativeColor(10)).toBe('rgb(33, 102, 172)');
    expect(leagueRelativeColor(25)).toBe(leagueRelativeColor(10));
    expect(leagueRelativeColor(-10)).toBe('rgb(178, 24, 43)');
    expect(leagueRelativeColor(-5)).toBe('rgb(244, 165, 130)');
  });
});
