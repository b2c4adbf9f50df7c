import { describe, expect, it } from 'vitest';
import { binShots } from '@/lib/charts/hex-bins';
import { leagueHexLookup, leagueZoneRow, shotPoints } from './league-baselines';

describe('leagueZoneRow', () => {
  it('spells each league zone in the {zone}FgPct / {zone}FgaFreq vocabulary', () => {
    expect(
      leagueZoneRow([
        { zone: 'atr2', fgPct: 0.6, fgaFreq: 0.3 },
        { zone: 'c3', fgPct: null, fgaFreq: 0 },
      ]),
    ).toEqual({ atr2FgPct: 0.6, atr2FgaFreq: 0.3, c3FgPct: null, c3FgaFreq: 0 });
  });
});

describe('leagueHexLookup', () => {
  it("finds the league's FG% at the centre the binner gives, ignoring unqualified hexes", () => {
    // Six makes of eight at the basket: the binner's hex is centred on (0, 0).
    const shots = Array.from({ length: 8 }, (_, index) => ({ x: 0.1, y: 0, made: index < 6 }));
    const lookup = leagueHexLookup([
      { x: 0, y: 0, fgPct: 0.55, isQualified: true },
      { x: 1.5, y: 0, fgPct: 0.4, isQualified: false },
    ]);
    const [hex] = binShots(shots, lookup);
    expect(hex?.leagueFgPct).toBe(0.55);
    // Shrunk toward the league: (6 + 10·0.55) / (8 + 10) = 0.6389 → +8.9 points.
    expect(hex?.pointsAboveLeague).toBeCloseTo(8.89, 2);
    expect(lookup([1.5, 0])).toBeNull();
    expect(lookup([3, 3])).toBeNull();
  });
});

describe('shotPoints', () => {
  it('keeps located attempts only', () => {
    expect(
      shotPoints([
        { x: 1, y: 2, isMade: true },
        { x: null, y: null, isMade: false },
      ]),
    ).toEqual([{ x: 1, y: 2, made: true }]);
  });
});
