import { describe, expect, it } from 'vitest';
import { drawNilDeals, followingOf, marketSizeOf, nilDealTerms } from './nil-deals';
import type { NilDealCandidate } from './nil-deals';
import { Rng } from './random';

const candidate = (playerId: number, values: Partial<NilDealCandidate> = {}): NilDealCandidate => ({
  playerId,
  teamId: 1,
  division: 1,
  talent: 0,
  bpm: 0,
  minutes: 600,
  games: 30,
  position: 'F',
  classYear: 'Jr.',
  prestige: 0,
  market: 0,
  winShare: 0.5,
  following: 0,
  ...values,
});

describe('NIL deal terms', () => {
  it('adds the terms of the module comment', () => {
    // An average forward, junior, 20 minutes a game at .500: only the class term, +0.05.
    expect(nilDealTerms('MALE', candidate(1))).toBeCloseTo(0.05, 12);
    // Talent 1.8 (men): 1.3 · 1.8 + 0.8 · (1.8 − 0.8)² = 2.34 + 0.8 = 3.14, plus the class 0.05.
    expect(nilDealTerms('MALE', candidate(1, { talent: 1.8 }))).toBeCloseTo(3.19, 12);
    // The star premium stops at 1.5 above 0.8: talent 3 → 1.3 · 3 + 0.8 · 2.25 + 0.05.
    expect(nilDealTerms('MALE', candidate(1, { talent: 3 }))).toBeCloseTo(3.9 + 1.8 + 0.05, 12);
    // Following weighs more for women: 1.1 against 0.7.
    expect(nilDealTerms('FEMALE', candidate(1, { following: 1 }))).toBeCloseTo(1.15, 12);
    expect(nilDealTerms('MALE', candidate(1, { following: 1 }))).toBeCloseTo(0.75, 12);
  });
});

describe('drawNilDeals', () => {
  const pool = (division: 1 | 2 | 3) =>
    Array.from({ length: 2000 }, (_, i) =>
      candidate(i + 1, { division, talent: ((i % 41) - 20) / 20, following: ((i % 17) - 8) / 8 }),
    );

  it('is the same for the same stream, and one player draws the same with or without others', () => {
    const a = drawNilDeals('MALE', pool(1), new Rng(5, 'nil'));
    expect(drawNilDeals('MALE', pool(1), new Rng(5, 'nil'))).toEqual(a);
    const alone = drawNilDeals('MALE', pool(1).slice(10, 11), new Rng(5, 'nil'));
    expect(alone).toEqual(a.filter((d) => d.playerId === 11));
  });

  it('gives Division I deals of a few thousand dollars, and lower divisions rare, small ones', () => {
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const one = drawNilDeals('MALE', pool(1), new Rng(5, 'nil'));
    const three = drawNilDeals('MALE', pool(3), new Rng(5, 'nil'));
    expect(one.length / 2000).toBeGreaterThan(0.25);
    expect(three.length / 2000).toBeLessThan(0.08);
    expect(median(one.map((d) => d.annualValue))).toBeGreaterThan(1000);
    expect(median(one.map((d) => d.annualValue))).toBeLessThan(20_000);
    expect(median(three.map((d) => d.annualValue))).toBeLessThan(1000);
    expect(one.every((d) => d.deals >= 1 && Number.isInteger(d.annualValue))).toBe(true);
  });

  it("keeps a person's following and a school's market from season to season", () => {
    expect(followingOf(9, 'FEMALE', 123)).toBe(followingOf(9, 'FEMALE', 123));
    expect(followingOf(9, 'FEMALE', 123)).not.toBe(followingOf(9, 'FEMALE', 124));
    expect(marketSizeOf(9, 'harbor-city')).toBe(marketSizeOf(9, 'harbor-city'));
  });
});
