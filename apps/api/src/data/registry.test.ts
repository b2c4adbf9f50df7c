/**
 * The registry joins each contract definition to its handler file by convention; these checks
 * fail when a definition has no handler, a handler serves another name, or an example would not
 * survive the codec.
 */
import { buildDataPath, parseDataPath } from '@courtside/contract';
import { ENDPOINT_DEFINITIONS, ENDPOINT_FAMILIES } from '@courtside/contract/schemas';
import { describe, expect, it } from 'vitest';
import { dataRegistry, familyEndpoints, loadHandler, servedEndpointOf } from './registry';

describe('dataRegistry', () => {
  it('serves every definition but the accounts-served ones, each once, under its family', () => {
    const defined = Object.values(ENDPOINT_DEFINITIONS)
      .filter((definition) => !('servedByAccounts' in definition))
      .map((definition) => definition.name);
    expect([...dataRegistry.keys()].sort()).toEqual([...defined].sort());
    expect(dataRegistry.has('user-tier-trial-tokens')).toBe(false);
    for (const [family, endpoints] of Object.entries(familyEndpoints)) {
      const names = Object.keys(ENDPOINT_FAMILIES[family as keyof typeof ENDPOINT_FAMILIES]);
      for (const endpoint of endpoints) expect(names, family).toContain(endpoint.name);
    }
    expect(familyEndpoints.stats.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['team-agg-stats', 'team-records', 'ranks', 'pctile-cutoffs']),
    );
  });

  it.each([...dataRegistry].map(([name, endpoint]) => [name, endpoint] as const))(
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

  it('names the missing file when a definition has no handler', async () => {
    await expect(loadHandler('stats', 'no-such-endpoint')).rejects.toThrow(
      /"no-such-endpoint" is defined but its handler \.\/endpoints\/stats\/no-such-endpoint\.endpoint\.ts did not load/,
    );
  });

  it('refuses a handler module that serves another name, none or two', () => {
    const teamRecords = dataRegistry.get('team-records');
    const ranks = dataRegistry.get('ranks');
    expect(servedEndpointOf({ teamRecords, helper: 3 }, 'team-records', 'x.endpoint.ts')).toBe(
      teamRecords,
    );
    expect(() => servedEndpointOf({ ranks }, 'team-records', 'x.endpoint.ts')).toThrow(
      'x.endpoint.ts must export exactly one served endpoint, "team-records"; it exports ["ranks"]',
    );
    expect(() => servedEndpointOf({}, 'team-records', 'x.endpoint.ts')).toThrow(/exports \[\]/);
    expect(() => servedEndpointOf({ teamRecords, ranks }, 'team-records', 'x.endpoint.ts')).toThrow(
      /exports \["team-records", "ranks"\]/,
    );
  });
});
