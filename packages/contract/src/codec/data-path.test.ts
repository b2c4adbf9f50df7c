import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUERY_STYLE_ENDPOINTS, PATH_STYLE_ENDPOINTS } from '../endpoints';
import { DataPathError, buildDataPath, isDataRequestEnabled, parseDataPath } from './data-path';
import { ALL_SEGMENTS, type DataConfig, type SegmentSpec } from './segments';

describe('buildDataPath, path style', () => {
  it('starts with {api}/{routeKey}/{endpoint}/ and defaults the route key to gs', () => {
    expect(buildDataPath('competitions', {}, '/api')).toBe('/api/gs/competitions/');
    expect(buildDataPath('competitions')).toBe('/gs/competitions/');
    expect(buildDataPath('teams', { routeKey: 'v2' }, '/api')).toBe('/api/v2/teams/');
  });

  it('writes each segment as key/value in the fixed order, whatever the config order', () => {
    const config: DataConfig = { teamId: 5, scope: 'season', competitionId: 38409, divisionId: 1 };
    expect(buildDataPath('team-agg-stats', config, '/api')).toBe(
      '/api/gs/team-agg-stats/competition/38409/division/1/team/5/scope/season/',
    );
  });

  it('joins lists with dashes after their prefix; an empty list gives the prefix and a slash', () => {
    expect(buildDataPath('games', { competitionIds: [38409, 41097] })).toBe(
      '/gs/games/competitions/38409-41097/',
    );
    expect(buildDataPath('games', { competitionIds: [], teamId: 3 })).toBe(
      '/gs/games/competitions//team/3/',
    );
  });

  it('keeps conference 0 and writes isoffense as true or false', () => {
    expect(buildDataPath('team-agg-stats', { conferenceId: 0, isOffense: false })).toBe(
      '/gs/team-agg-stats/conference/0/isoffense/false/',
    );
    expect(buildDataPath('team-agg-stats', { isOffense: true })).toBe(
      '/gs/team-agg-stats/isoffense/true/',
    );
  });

  it('writes bare flags only when true, and valued flags with their value, after the values', () => {
    expect(
      buildDataPath('players', {
        skinny: true,
        portal: false,
        homeSkinny: false,
        teamId: 9,
        v2: true,
      }),
    ).toBe('/gs/players/team/9/skinny/portal/false/v2/');
  });

  it('percent-encodes values and dashes inside list items', () => {
    expect(buildDataPath('teams', { scope: 'a/b c', tableNames: ['x-y', 'z'] })).toBe(
      '/gs/teams/scope/a%2Fb%20c/tableNames/x%2Dy-z/',
    );
  });

  it('resolves a pass config to {api}/{routeKey}/pass and marks it disabled', () => {
    expect(buildDataPath('team-agg-stats', { pass: true, teamId: 1 }, '/api')).toBe('/api/gs/pass');
    expect(isDataRequestEnabled({ pass: true })).toBe(false);
    expect(isDataRequestEnabled({ pass: false })).toBe(true);
    expect(isDataRequestEnabled(undefined)).toBe(true);
  });

  it('refuses ids that are not non-negative whole numbers and empty list items', () => {
    expect(() => buildDataPath('teams', { teamId: -1 })).toThrow(DataPathError);
    expect(() => buildDataPath('teams', { teamId: 1.5 })).toThrow(/non-negative whole number/);
    expect(() => buildDataPath('teams', { teamIds: [1, Number.NaN] })).toThrow(DataPathError);
    expect(() => buildDataPath('teams', { scopes: ['season', ''] })).toThrow(/empty strings/);
  });

  it("escapes a path value of '.' or '..', which URL parsers would resolve away, with '~'", () => {
    expect(buildDataPath('teams', { scope: '..' })).toBe('/gs/teams/scope/~../');
    expect(buildDataPath('teams', { scopes: ['.'] })).toBe('/gs/teams/scopes/~./');
    expect(buildDataPath('teams', { scopes: ['.', '..'] })).toBe('/gs/teams/scopes/~.-~../');
    // The escape escapes itself; other values are sent as they always were.
    expect(buildDataPath('teams', { scope: '~x' })).toBe('/gs/teams/scope/~~x/');
    expect(buildDataPath('teams', { scope: '...' })).toBe('/gs/teams/scope/.../');
    expect(parseDataPath('/gs/teams/scope/~../scopes/~.-~~.-a~/').config).toEqual({
      scope: '..',
      scopes: ['.', '~.', 'a~'],
    });
    expect(buildDataPath('player-agg-stats', { scope: '..' })).toBe(
      '/gs/player-agg-stats?scope=..',
    );
  });
});

describe('buildDataPath, query style', () => {
  it('sends the whole config as query parameters on {api}/{routeKey}/{endpoint}', () => {
    expect(
      buildDataPath(
        'player-agg-stats',
        { competitionId: 38409, teamId: 12, scope: 'season', fields: ['mins', 'fullName'] },
        '/api',
      ),
    ).toBe(
      '/api/gs/player-agg-stats?competitionId=38409&teamId=12&scope=season&fields=mins%2CfullName',
    );
    expect(buildDataPath('pctiles', {}, '/api')).toBe('/api/gs/pctiles');
  });

  it('writes booleans as true/false and drops bare flags that are false', () => {
    expect(buildDataPath('ranks', { isOffense: false, skinny: false, portal: true })).toBe(
      '/gs/ranks?isOffense=false&portal=true',
    );
  });
});

describe('parseDataPath', () => {
  it('reads the route key, endpoint and config of a path-style URL', () => {
    expect(
      parseDataPath('/api/gs/team-agg-stats/competition/38409/division/1/scope/season/', '/api'),
    ).toEqual({
      routeKey: 'gs',
      endpoint: 'team-agg-stats',
      style: 'path',
      config: { competitionId: 38409, divisionId: 1, scope: 'season' },
    });
  });

  it('accepts a missing trailing slash and segments in any order', () => {
    expect(parseDataPath('/gs/teams/team/4/competition/1').config).toEqual({
      teamId: 4,
      competitionId: 1,
    });
  });

  it('reads query-style URLs from their query string', () => {
    const parsed = parseDataPath(
      '/api/gs/player-agg-stats?competitionId=38409&fields=mins,fullName',
      '/api',
    );
    expect(parsed.style).toBe('query');
    expect(parsed.config).toEqual({ competitionId: 38409, fields: ['mins', 'fullName'] });
  });

  it('reads pass and non-default route keys', () => {
    expect(parseDataPath('/api/gs/pass', '/api')).toEqual({
      routeKey: 'gs',
      endpoint: 'pass',
      style: 'pass',
      config: { pass: true },
    });
    expect(parseDataPath('/x/teams/').config).toEqual({ routeKey: 'x' });
  });

  it.each([
    ['/api/gs/teams/bogus/1/', /Unknown path segment "bogus"/, 'bogus'],
    ['/api/gs/teams/team/abc/', /"team" expects a non-negative whole number, got "abc"/, 'team'],
    ['/api/gs/teams/team/-4/', /"team" expects a non-negative whole number/, 'team'],
    ['/api/gs/teams/team/1e3/', /"team" expects/, 'team'],
    ['/api/gs/teams/team/99999999999999999999/', /"team" expects/, 'team'],
    ['/api/gs/teams/team/', /Segment "team" has no value/, 'team'],
    ['/api/gs/teams/team/1/team/2/', /appears twice/, 'team'],
    ['/api/gs/teams/isoffense/yes/', /expects true or false, got "yes"/, 'isoffense'],
    ['/api/gs/teams/competitions/1--2/', /"competitions" expects/, 'competitions'],
    ['/api/gs/teams/scopes/a--b/', /empty list item/, 'scopes'],
    ['/api/gs/teams/scope/%E0%A4%A/', /malformed percent-encoding/, 'scope'],
    ['/api/gs/teams//', /Unknown path segment \(empty\)/, ''],
    ['/api/gs/player-agg-stats/team/1/', /query parameters, not path segments/, 'team'],
    ['/api/gs/player-agg-stats?teamID=1', /Unknown query parameter "teamID"/, 'teamID'],
    ['/api/gs/player-agg-stats?teamId=1&teamId=2', /appears twice/, 'teamId'],
    ['/api/gs/player-agg-stats?teamId=x', /Query parameter "team" expects/, 'team'],
  ])('refuses %s, naming the segment', (url, message, segment) => {
    let caught: unknown;
    try {
      parseDataPath(url, '/api');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataPathError);
    expect((caught as DataPathError).message).toMatch(message);
    expect((caught as DataPathError).segment).toBe(segment);
  });

  it('refuses URLs outside the API root or without route key or endpoint', () => {
    expect(() => parseDataPath('/other/gs/teams/', '/api')).toThrow(/start with "\/api\/"/);
    expect(() => parseDataPath('/api//teams/', '/api')).toThrow(/route key is missing/);
    expect(() => parseDataPath('/api/gs/', '/api')).toThrow(/endpoint name is missing/);
  });
});

/** Arbitrary values of each segment kind; lists may be empty, strings may hold anything. */
function valueOf(spec: SegmentSpec): fc.Arbitrary<unknown> {
  const id = fc.nat({ max: Number.MAX_SAFE_INTEGER });
  // Dot segments and the escape character are rare in random strings: offered on purpose.
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom('.', '..', '...', '~', '~.', '~~..', '.~'),
  );
  switch (spec.kind) {
    case 'int':
      return id;
    case 'string':
      return text;
    case 'intList':
      return fc.array(id, { maxLength: 5 });
    case 'stringList':
      return fc.array(
        text.filter((item) => item !== ''),
        { maxLength: 4 },
      );
    case 'bool':
    case 'valuedFlag':
      return fc.boolean();
    case 'bareFlag':
      return fc.constant(true);
  }
}

const configArbitrary: fc.Arbitrary<DataConfig> = fc.record(
  {
    routeKey: fc.constantFrom('stats', 'v2', 'x-1'),
    ...Object.fromEntries(ALL_SEGMENTS.map((spec) => [spec.key, valueOf(spec)])),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<DataConfig>;

describe('round trip: parse(build(config)) returns the config', () => {
  it('for random configs of path-style endpoints', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATH_STYLE_ENDPOINTS), configArbitrary, (endpoint, config) => {
        const parsed = parseDataPath(buildDataPath(endpoint, config, '/api'), '/api');
        expect(parsed.endpoint).toBe(endpoint);
        expect(parsed.style).toBe('path');
        expect(parsed.config).toEqual(config);
      }),
      { numRuns: 2000 },
    );
  });

  it('for random configs of query-style endpoints', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUERY_STYLE_ENDPOINTS),
        configArbitrary,
        (endpoint, config) => {
          const parsed = parseDataPath(buildDataPath(endpoint, config, '/api'), '/api');
          expect(parsed.endpoint).toBe(endpoint);
          expect(parsed.style).toBe('query');
          expect(parsed.config).toEqual(config);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('survives the URL parser of a real HTTP stack (no dot-segment or slash surprises)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATH_STYLE_ENDPOINTS), configArbitrary, (endpoint, config) => {
        const url = new URL(buildDataPath(endpoint, config, '/api'), 'http://localhost');
        const parsed = parseDataPath(`${url.pathname}${url.search}`, '/api');
        expect(parsed.config).toEqual(config);
      }),
      { numRuns: 1000 },
    );
  });
});
