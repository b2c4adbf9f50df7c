/**
 * The endpoint definitions against the catalogue: one per §7 name under its own name (and
 * Courtside's own beyond it, path style), each example a valid request of its params, required
 * keys required and nothing else.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENDPOINTS, isKnownEndpoint, isQueryStyleEndpoint } from '../../endpoints';
import type { EndpointParams, EndpointRow } from './index';
import { ALL_ENDPOINT_DEFINITIONS, ENDPOINT_DEFINITIONS, endpointParams } from './index';

describe('endpoint definitions', () => {
  it('define every catalogue name once, under its own name', () => {
    const names = ALL_ENDPOINT_DEFINITIONS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining([...ENDPOINTS]));
    for (const [name, definition] of Object.entries(ENDPOINT_DEFINITIONS)) {
      expect(definition.name).toBe(name);
    }
  });

  it("takes Courtside's own endpoints, beyond §7, as path style", () => {
    const own = ALL_ENDPOINT_DEFINITIONS.map((d) => d.name).filter(
      (name) => !isKnownEndpoint(name),
    );
    expect(own).toContain('team-head-to-head');
    for (const name of own) expect(isQueryStyleEndpoint(name)).toBe(false);
  });

  it.each(ALL_ENDPOINT_DEFINITIONS.map((d) => [d.name, d] as const))(
    '%s: its example is a request its params accept, and its lists name codec keys',
    (_name, definition) => {
      expect(definition.params.safeParse(definition.example).success).toBe(true);
      for (const key of definition.requires) {
        const without = Object.fromEntries(
          Object.entries(definition.example).filter(([name]) => name !== key),
        );
        expect(definition.params.safeParse(without).success).toBe(false);
      }
    },
  );

  it('builds params from the codec kinds: ints, lists, flags; unknown keys are stripped', () => {
    const params = endpointParams(['competitionId'], ['teamIds', 'skinny', 'scope']);
    expect(params.parse({ competitionId: 1, teamIds: [2, 3], skinny: true, nope: 1 })).toEqual({
      competitionId: 1,
      teamIds: [2, 3],
      skinny: true,
    });
    expect(params.safeParse({ competitionId: 1.5 }).success).toBe(false);
    expect(params.safeParse({ competitionId: 1, teamIds: ['2'] }).success).toBe(false);
    expect(params.safeParse({ competitionId: 1, scope: 3 }).success).toBe(false);
    expect(() => endpointParams(['nope' as 'competitionId'], [])).toThrow(/not a config key/);
  });

  it('types rows and params by endpoint name', () => {
    expectTypeOf<EndpointParams<'enh-pbp'>['gameId']>().toEqualTypeOf<number>();
    expectTypeOf<EndpointParams<'enh-pbp'>['competitionId']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<EndpointParams<'teams'>>().not.toHaveProperty('gameId');
    expectTypeOf<EndpointRow<'team-colors'>>().toHaveProperty('teamId');
  });
});
