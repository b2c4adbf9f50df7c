/** The stats endpoint list: catalogue names, one each, examples the router would accept. */
import { ENDPOINTS, buildDataPath, parseDataPath } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { statsEndpoints } from './index';

describe('statsEndpoints', () => {
  it('holds catalogue endpoints, each once', () => {
    const names = statsEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(ENDPOINTS).toContain(name);
    expect(names).toEqual(
      expect.arrayContaining([
        'team-agg-stats',
        'team-game-stats',
        'team-records',
        'player-agg-stats',
        'player-game-stats',
        'ranks',
        'pctiles',
        'pctile-cutoffs',
        'team-agg-pppc',
        'team-game-pppc',
      ]),
    );
  });

  it.each(statsEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: its example uses only keys it takes and survives the codec',
    (name, endpoint) => {
      const takes = new Set<string>([...endpoint.requires, ...endpoint.accepts, 'fields']);
      for (const key of Object.keys(endpoint.example))
        expect(takes, `${name} ${key}`).toContain(key);
      for (const key of endpoint.requires) expect(endpoint.example).toHaveProperty(key);
      const parsed = parseDataPath(buildDataPath(name, endpoint.example, '/api'), '/api');
      expect(parsed.config).toEqual(endpoint.example);
      expect(endpoint.summary.length).toBeGreaterThan(10);
    },
  );
});
