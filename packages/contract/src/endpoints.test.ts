import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  PATH_STYLE_ENDPOINTS,
  QUERY_STYLE_ENDPOINTS,
  isKnownEndpoint,
  isQueryStyleEndpoint,
} from './endpoints';

describe('endpoint catalogue (§7)', () => {
  it('keeps query-style and path-style names apart and unique', () => {
    const all = [...QUERY_STYLE_ENDPOINTS, ...PATH_STYLE_ENDPOINTS];
    expect(new Set(all).size).toBe(all.length);
    expect(ENDPOINTS).toHaveLength(all.length);
  });

  it('classifies names the spec lists', () => {
    for (const name of [
      'player-agg-stats',
      'pctiles',
      'ranks',
      'competition-teams',
      'team-game-pppc',
      'event-log-analytics',
    ]) {
      expect(isQueryStyleEndpoint(name), name).toBe(true);
    }
    for (const name of [
      'competitions',
      'team-agg-stats',
      'live-search',
      'bracket-definitions',
      'user-tier-trial-tokens',
    ]) {
      expect(isKnownEndpoint(name), name).toBe(true);
      expect(isQueryStyleEndpoint(name), name).toBe(false);
    }
    expect(isKnownEndpoint('team-agg-statz')).toBe(false);
  });
});
