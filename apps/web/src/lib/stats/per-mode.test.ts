import { describe, expect, it } from 'vitest';
import { statDefinition } from './dictionary';
import {
  aggregateDenominators,
  availableModes,
  formatInMode,
  gameDenominators,
  valueInMode,
} from './per-mode';

// A season line: 30 games, 900 minutes, 1,000 possessions, 450 points.
const season = { gp: 30, mins: 900, poss: 1000, ptsScored: 450, efgPct: 0.52, plusMinus: 60 };
const denominators = aggregateDenominators(season);
const pts = statDefinition('ptsScored');

describe('valueInMode', () => {
  it('divides totals by games, minutes/40 and possessions/100', () => {
    expect(valueInMode(pts, 450, 'totals', denominators)).toBe(450);
    expect(valueInMode(pts, 450, 'perGame', denominators)).toBe(15);
    expect(valueInMode(pts, 450, 'per40', denominators)).toBe(20);
    expect(valueInMode(pts, 450, 'per100', denominators)).toBe(45);
  });

  it('leaves rates, ratings and per-game fields as sent', () => {
    expect(valueInMode(statDefinition('efgPct'), 0.52, 'perGame', denominators)).toBe(0.52);
    expect(valueInMode(statDefinition('ptsScoredPg'), 15.2, 'per40', denominators)).toBe(15.2);
  });

  it('shows minutes per game but never per 40 minutes', () => {
    const mins = statDefinition('mins');
    expect(valueInMode(mins, 900, 'perGame', denominators)).toBe(30);
    expect(valueInMode(mins, 900, 'per40', denominators)).toBe(900);
  });

  it('gives null when the row lacks the denominator or the value', () => {
    const noMinutes = aggregateDenominators({ gp: 10, poss: 0 });
    expect(noMinutes).toEqual({ games: 10, minutes: null, possessions: null });
    expect(valueInMode(pts, 100, 'per40', noMinutes)).toBeNull();
    expect(valueInMode(pts, 100, 'per100', noMinutes)).toBeNull();
    expect(valueInMode(pts, null, 'perGame', denominators)).toBeNull();
  });

  it('counts a game row as one game', () => {
    const game = gameDenominators({ mins: 20, poss: 36 });
    expect(valueInMode(pts, 12, 'perGame', game)).toBe(12);
    expect(valueInMode(pts, 12, 'per40', game)).toBe(24);
  });
});

describe('formatInMode', () => {
  it('gives converted counts a decimal and keeps the sign of plus-minus', () => {
    expect(formatInMode(pts, 'totals')).toBe('integer');
    expect(formatInMode(pts, 'perGame')).toBe('decimal1');
    expect(formatInMode(statDefinition('plusMinus'), 'per100')).toBe('signedDecimal1');
    expect(formatInMode(statDefinition('mins'), 'perGame')).toBe('minutes');
    expect(formatInMode(statDefinition('efgPct'), 'perGame')).toBe('pct');
  });
});

describe('availableModes', () => {
  it('offers a mode when a column converts and every row has its denominator', () => {
    const rows = [denominators, aggregateDenominators({ gp: 3, mins: 0, poss: 50 })];
    expect(availableModes([pts], rows)).toEqual(['totals', 'perGame', 'per100']);
    expect(availableModes([statDefinition('efgPct')], rows)).toEqual(['totals']);
    expect(availableModes([pts], [])).toEqual(['totals']);
  });
});
