/**
 * The server's request parser against the contract's path builder: every served endpoint's
 * example config, written by buildDataPath the way the client writes it, parses back to the
 * same config; spellings of one request share one cache key; the rules the codec cannot know
 * (which keys an endpoint takes, which it needs, `fields`) answer 400 naming the segment.
 */
import { ENDPOINTS, buildDataPath } from '@courtside/contract';
import { ADMIN_DATA_PATHS } from '../accounts/routes/admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_DEFINITIONS, defineEndpoint } from '@courtside/contract/schemas';
import { serveEndpoint } from './serve-endpoint';
import { parseDataRequest } from './parse-request';
import { buildRegistry, dataRegistry } from './registry';

describe('codec round trip against the server parser', () => {
  it.each([...dataRegistry.values()].map((e) => [e.name, e] as const))(
    '%s: buildDataPath(example) parses back to the example config',
    (_name, endpoint) => {
      const url = buildDataPath(endpoint.name, endpoint.example, '/api');
      const parsed = parseDataRequest(url, '/api', dataRegistry);
      expect(parsed.kind).toBe('data');
      if (parsed.kind !== 'data') return;
      expect(parsed.endpoint).toBe(endpoint);
      expect(parsed.config).toEqual(endpoint.example);
    },
  );

  it('serves every definition, every §7 name among them', () => {
    for (const name of dataRegistry.keys()) expect(ENDPOINT_DEFINITIONS).toHaveProperty(name);
    // The admin page's endpoints are served by the accounts routes at the same {api}/gs paths.
    const byAccounts = new Set<string>(
      Object.values(ADMIN_DATA_PATHS).map((path) => path.replace('/gs/', '')),
    );
    expect(ENDPOINTS.filter((name) => !dataRegistry.has(name) && !byAccounts.has(name))).toEqual(
      [],
    );
    expect(
      Object.keys(ENDPOINT_DEFINITIONS).filter(
        (name) => !dataRegistry.has(name) && !byAccounts.has(name),
      ),
    ).toEqual([]);
  });
});

const TEAM_ROW = z.object({ teamId: z.number(), teamMarket: z.string() });
const handler = { handle: async () => [] };
const teamsFixture = (name: string) =>
  serveEndpoint(
    defineEndpoint({
      name,
      access: 'public',
      summary: 'fixture',
      requires: ['competitionId'],
      accepts: ['teamId', 'teamIds'],
      row: TEAM_ROW,
      example: { competitionId: 1 },
    }),
    handler,
  );

describe('parseDataRequest', () => {
  const registry = buildRegistry([
    [
      teamsFixture('teams'),
      teamsFixture('competition-teams'),
      serveEndpoint(
        defineEndpoint({
          name: 'live-search',
          access: 'public',
          summary: 'fixture',
          requires: [],
          accepts: ['competitionId'],
          row: TEAM_ROW,
          example: {},
          query: z.object({ text: z.string().max(5).optional() }),
        }),
        handler,
      ),
    ],
  ]);
  const parse = (url: string) => parseDataRequest(url, '/api', registry);

  it('gives every spelling of one request the same canonical key', () => {
    const a = parse('/api/gs/teams/competition/38409/team/5/');
    const b = parse('/api/gs/teams/team/5/competition/38409');
    expect(a.kind === 'data' && b.kind === 'data' && a.key === b.key).toBe(true);
    const q1 = parse('/api/gs/competition-teams?teamId=5&competitionId=38409');
    const q2 = parse('/api/gs/competition-teams?competitionId=38409&teamId=5');
    expect(q1.kind === 'data' && q2.kind === 'data' && q1.key === q2.key).toBe(true);
  });

  it.each([
    ['/api/gs/teams/', 'Endpoint "teams" needs "competition"'],
    ['/api/gs/competition-teams', 'Endpoint "competition-teams" needs "competitionId"'],
    [
      '/api/gs/teams/competition/1/scope/x/',
      'Endpoint "teams" does not take "scope" (it takes: competition, team, teams)',
    ],
    [
      '/api/gs/competition-teams?competitionId=1&scope=x',
      'Endpoint "competition-teams" does not take "scope"',
    ],
    [
      '/api/gs/teams/competition/1/fields/teamMarket-nope/',
      'Segment "fields" names a field "teams" rows do not have: nope',
    ],
    [
      '/api/gs/teams/competition/1/?x=1',
      'takes its options as path segments, not query parameters (got "x")',
    ],
    ['/api/gs/live-search?text=toolong', 'Query parameter "text": '],
    ['/api/gs/live-search?text=a&text=b', 'Query parameter "text" appears twice'],
  ])('refuses %s with 400', (url, message) => {
    const parsed = parse(url);
    expect(parsed.kind).toBe('refused');
    if (parsed.kind !== 'refused') return;
    expect(parsed.statusCode).toBe(400);
    expect(parsed.msg).toContain(message);
  });

  it('reads the declared query of a path-style endpoint, and none on others', () => {
    const parsed = parse('/api/gs/live-search/competition/38409/?text=duke');
    expect(parsed).toMatchObject({
      kind: 'data',
      config: { competitionId: 38409 },
      query: { text: 'duke' },
    });
    expect(parse('/api/gs/teams/competition/1/')).toMatchObject({ kind: 'data', query: undefined });
  });

  it('answers pass, and 404 for names outside the catalogue', () => {
    expect(parse('/api/gs/pass')).toEqual({ kind: 'pass' });
    expect(parse('/api/gs/pass/team/1/')).toMatchObject({
      statusCode: 404,
      msg: 'Unknown data endpoint "pass"',
    });
    expect(parse('/api/gs/nope')).toMatchObject({ statusCode: 404 });
  });

  it('answers 404 "not served yet" for a catalogue name a registry lacks', () => {
    const onlyTeams = buildRegistry([[teamsFixture('teams')]]);
    expect(parseDataRequest('/api/gs/conferences', '/api', onlyTeams)).toEqual({
      kind: 'refused',
      statusCode: 404,
      msg: 'Data endpoint "conferences" is not served by this server yet',
    });
  });

  it('refuses to register names without a definition, or twice', () => {
    expect(() => buildRegistry([[teamsFixture('nope')]])).toThrow(
      'Data endpoint "nope" has no definition in the contract',
    );
    expect(() => buildRegistry([[teamsFixture('teams')], [teamsFixture('teams')]])).toThrow(
      /registered twice/,
    );
  });
});
