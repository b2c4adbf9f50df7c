import { describe, expect, it } from 'vitest';
import { DIY_FILTERS, isChartId } from './diy-route';

const parse = (search: string) => DIY_FILTERS.parse(new URLSearchParams(search));

describe('DIY_FILTERS', () => {
  it("defaults to a new chart's shots, compared with the men's default season", () => {
    expect(parse('')).toEqual({ chart: null, view: 'dots', season: 38409 });
    expect(DIY_FILTERS.serialize(DIY_FILTERS.defaults).toString()).toBe('');
  });

  it('reads a chart, a view and a season Courtside covers', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(parse(`chart=${id}&view=zones&season=38529`)).toEqual({
      chart: id,
      view: 'zones',
      season: 38529,
    });
  });

  it('falls back to the defaults for unreadable values, but keeps any chart id to report', () => {
    expect(parse('view=hexes&season=99999&chart=')).toEqual({
      chart: null,
      view: 'dots',
      season: 38409,
    });
    expect(parse('chart=abc').chart).toBe('abc');
  });
});

describe('isChartId', () => {
  it('takes the API ids (UUIDs) only', () => {
    expect(isChartId('11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(isChartId('abc')).toBe(false);
    expect(isChartId("x' or '1'='1")).toBe(false);
  });
});
