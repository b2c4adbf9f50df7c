import { describe, expect, it } from 'vitest';
import { FIT_FILTERS } from './fit-filters';

const parse = (query: string) => FIT_FILTERS.parse(new URLSearchParams(query));

describe('FIT_FILTERS', () => {
  it('reads a full model from the URL', () => {
    expect(
      parse(
        'subject=players&competition=38529&division=d2&minutes=15&outcome=bpm&predictors=usagePct-tsPct&weights=minutes&errors=hc3',
      ),
    ).toEqual({
      subject: 'players',
      competition: 38529,
      division: 'd2',
      minutes: '15',
      outcome: 'bpm',
      predictors: ['usagePct', 'tsPct'],
      weights: 'minutes',
      errors: 'hc3',
    });
  });

  it('falls back to the defaults for missing or unreadable values', () => {
    expect(parse('')).toEqual(FIT_FILTERS.defaults);
    expect(FIT_FILTERS.defaults).toMatchObject({
      subject: 'teams',
      outcome: null,
      predictors: null,
      weights: 'none',
      errors: 'classical',
    });
    const bad = parse(
      'subject=coaches&competition=1&division=d9&minutes=7&outcome=notAStat&predictors=efgPct-nope&weights=height&errors=hc9',
    );
    expect(bad).toEqual(FIT_FILTERS.defaults);
    // More than MAX_PREDICTORS is unreadable too.
    const eleven = [
      'efgPct',
      'tovPct',
      'orbPct',
      'ftaRate',
      'pace',
      'ortg',
      'drtg',
      'fg3Pct',
      'ftPct',
      'fgPct',
      'astPct',
    ].join('-');
    expect(parse(`predictors=${eleven.split('-').slice(0, 10).join('-')}`).predictors).toHaveLength(
      10,
    );
    expect(parse(`predictors=${eleven}`).predictors).toBeNull();
  });

  it('keeps an emptied predictor list apart from the default set', () => {
    const values = { ...FIT_FILTERS.defaults, outcome: 'pace' as const, predictors: [] };
    const search = FIT_FILTERS.serialize(values);
    expect(search.toString()).toBe('outcome=pace&predictors=');
    expect(parse(search.toString()).predictors).toEqual([]);
  });

  it('round-trips a model through the URL', () => {
    const values = {
      subject: 'teams' as const,
      competition: 38409,
      division: 'd1' as const,
      minutes: 'qualified' as const,
      outcome: 'netRtg' as const,
      predictors: ['efgPct', 'tovPct'] as const,
      weights: 'none' as const,
      errors: 'classical' as const,
    };
    const search = FIT_FILTERS.serialize(values);
    // Defaults are left out of the URL.
    expect(search.toString()).toBe('competition=38409&outcome=netRtg&predictors=efgPct-tovPct');
    expect(parse(search.toString())).toEqual(values);
    const weighted = { ...values, weights: 'possessions' as const, errors: 'hc3' as const };
    const weightedSearch = FIT_FILTERS.serialize(weighted).toString();
    expect(weightedSearch).toBe(
      'competition=38409&outcome=netRtg&predictors=efgPct-tovPct&weights=possessions&errors=hc3',
    );
    expect(parse(weightedSearch)).toEqual(weighted);
  });
});
