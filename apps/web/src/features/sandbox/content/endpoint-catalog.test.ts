import { describe, expect, it } from 'vitest';
import {
  SANDBOX_ENDPOINTS,
  accessDescription,
  checkParamInputs,
  exampleInputs,
  findSandboxEndpoint,
  paramFields,
  readParamInputs,
} from './endpoint-catalog';

const teamAggStats = () => {
  const definition = findSandboxEndpoint('team-agg-stats');
  if (definition === undefined) throw new Error('team-agg-stats is not defined');
  return definition;
};

describe('endpoint catalog', () => {
  it('lists every definition once, by name', () => {
    const names = SANDBOX_ENDPOINTS.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('team-agg-stats');
  });

  it('generates inputs from the definition: required keys first, then accepted and fields', () => {
    const fields = paramFields(teamAggStats());
    expect(fields[0]).toEqual({ key: 'competitionId', kind: 'int', required: true });
    expect(fields.find((field) => field.key === 'isOffense')?.kind).toBe('bool');
    expect(fields.at(-1)).toEqual({ key: 'fields', kind: 'stringList', required: false });
  });

  it('reads inputs by kind and leaves empty ones out', () => {
    const fields = paramFields(teamAggStats());
    expect(
      readParamInputs(fields, {
        competitionId: ' 38409 ',
        divisionId: '',
        isOffense: 'false',
        fields: 'teamMarket, netRtgAdj',
      }),
    ).toEqual({ competitionId: 38409, isOffense: false, fields: ['teamMarket', 'netRtgAdj'] });
  });

  it("accepts the definition's example and refuses what its schema refuses, with its message", () => {
    const definition = teamAggStats();
    const example = checkParamInputs(definition, exampleInputs(definition));
    expect(example).toEqual({ ok: true, params: definition.example });

    const refused = checkParamInputs(definition, { competitionId: 'abc' });
    const expected = definition.params.safeParse({ competitionId: 'abc' });
    expect(expected.success).toBe(false);
    expect(refused).toEqual({
      ok: false,
      messages: [`competitionId: ${expected.error?.issues[0]?.message ?? ''}`],
    });
  });

  it('says who may call an endpoint', () => {
    expect(accessDescription('public')).toBe('Everyone, signed in or not');
    expect(accessDescription('pro')).toMatch(/\(tier 3\) and above$/);
    expect(accessDescription('admin')).toBe('Administrators only');
  });
});
