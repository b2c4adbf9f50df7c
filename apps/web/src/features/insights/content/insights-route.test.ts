import { describe, expect, it } from 'vitest';
import {
  INSIGHTS_FILTERS,
  insightsPath,
  insightsScopeOf,
  parseInsightView,
} from './insights-route';

describe('insights route', () => {
  it('knows the home view and one view per story, nothing else', () => {
    expect(parseInsightView('home')).toBe('home');
    expect(parseInsightView('upsets')).toBe('upsets');
    expect(parseInsightView('standings')).toBeNull();
    expect(parseInsightView(undefined)).toBeNull();
  });

  it('states the defaults once: no season named (the user’s default) and Division I', () => {
    expect(INSIGHTS_FILTERS.defaults).toEqual({ competition: null, division: 'd1' });
    expect(INSIGHTS_FILTERS.parse(new URLSearchParams('competition=1&division=d9'))).toEqual({
      competition: null,
      division: 'd1',
    });
  });

  it('keeps non-default filters in a view’s address', () => {
    expect(insightsPath('home')).toBe('/insights/home');
    expect(insightsPath('upsets', { competition: null, division: 'd1' })).toBe('/insights/upsets');
    expect(insightsPath('improved', { competition: 38529, division: 'd2' })).toBe(
      '/insights/improved?competition=38529&division=d2',
    );
  });

  it('names the season and division', () => {
    expect(insightsScopeOf(38409, 'd1')).toMatchObject({
      competition: { id: 38409, label: "2024-25 Men's Basketball" },
      division: { id: 1, name: 'Division I' },
    });
    expect(insightsScopeOf(1, 'd1')).toBeNull();
  });
});
