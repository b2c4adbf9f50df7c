import { describe, expect, it } from 'vitest';
import { DECIDING_FILTERS } from './deciding-filters';
import { DEFAULT_ADDRESS, decidingAddress, parseDecidingRoute } from './deciding-route';

const parse = (query: string) => parseDecidingRoute(new URLSearchParams(query));

describe('the game-deciding shots address', () => {
  it('reads one or several seasons and the division', () => {
    expect(parse('competitionIds=41097&division=d2')).toEqual({
      kind: 'page',
      route: {
        competitionIds: [41097],
        division: { id: 2, label: 'd2', name: 'Division II' },
      },
    });
    const several = parse('competitionIds=41097-38409&division=d1');
    expect(several.kind === 'page' && several.route.competitionIds).toEqual([38409, 41097]);
  });

  it('opens the default season for the bare address', () => {
    expect(parse('')).toEqual({ kind: 'default', to: DEFAULT_ADDRESS });
    expect(DEFAULT_ADDRESS).toBe('/tools/game-deciding-shots?competitionIds=41097&division=d1');
  });

  it.each([
    'competitionIds=abc&division=d1',
    'competitionIds=0&division=d1',
    'competitionIds=-4&division=d1',
    'competitionIds=041097&division=d1',
    'competitionIds=12345&division=d1',
    'competitionIds=41097-41097&division=d1',
    'competitionIds=41097--38409&division=d1',
    'competitionIds=&division=d1',
    'competitionIds=41097&division=d4',
    'competitionIds=41097&division=D1',
    'competitionIds=41097',
    'division=d1',
    'competitionIds=41097&competitionIds=38409&division=d1',
  ])('is not a page for %s', (query) => {
    expect(parse(query)).toEqual({ kind: 'notFound' });
  });

  it('keeps the filters when the seasons or the division change', () => {
    expect(
      decidingAddress([41097, 38409], 'd3', new URLSearchParams('margin=tied&division=d1')),
    ).toBe('/tools/game-deciding-shots?competitionIds=38409-41097&division=d3&margin=tied');
  });
});

describe('the game-deciding shots filters', () => {
  it('reads valid values and falls back to the default for the others', () => {
    const values = DECIDING_FILTERS.parse(
      new URLSearchParams(
        'secondsLeft=10&margin=down2&kind=tying&result=made&period=overtime&team=5&conference=2',
      ),
    );
    expect(values).toEqual({
      secondsLeft: 10,
      margin: 'down2',
      kind: 'tying',
      result: 'made',
      period: 'overtime',
      team: 5,
      conference: 2,
    });
    expect(
      DECIDING_FILTERS.parse(
        new URLSearchParams(
          'secondsLeft=12&margin=down9&kind=x&result=&period=OT&team=-1&conference=a',
        ),
      ),
    ).toEqual(DECIDING_FILTERS.defaults);
  });

  it('leaves defaults out of the URL', () => {
    const search = DECIDING_FILTERS.serialize({ ...DECIDING_FILTERS.defaults, secondsLeft: 5 });
    expect(search.toString()).toBe('secondsLeft=5');
  });
});
