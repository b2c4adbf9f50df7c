/**
 * The live-search matching on a small hand-made league: words, typo budgets, prefix distance,
 * ranking, grouping across seasons and the competition/division filters.
 */
import type { SearchEntities } from '@courtside/warehouse';
import { describe, expect, it } from 'vitest';
import { prefixDistance, searchWords, typoBudget } from './normalize';
import { SearchIndex } from './search-index';

describe('searchWords and prefixDistance', () => {
  it('folds accents, case and punctuation inside names', () => {
    expect(searchWords("St. John's (NY)")).toEqual(['st', 'johns', 'ny']);
    expect(searchWords('A&M-Corpus Christi')).toEqual(['a', 'm', 'corpus', 'christi']);
    expect(searchWords('Zoë  N.C.')).toEqual(['zoe', 'nc']);
  });

  it('measures the typed word against the closest prefix, swaps counting once', () => {
    expect(prefixDistance('duk', 'duke', 2)).toBe(0);
    expect(prefixDistance('dkue', 'duke', 2)).toBe(1);
    expect(prefixDistance('illinios', 'illinois', 2)).toBe(1);
    expect(prefixDistance('gonzga', 'gonzaga', 2)).toBe(1);
    expect(prefixDistance('xyz', 'duke', 1)).toBe(2);
    expect([typoBudget('ab'), typoBudget('duke'), typoBudget('illinois')]).toEqual([0, 1, 2]);
  });
});

const entities: SearchEntities = {
  teams: [
    {
      competitionId: 36045,
      teamId: 11,
      teamKey: 'duke',
      teamMarket: 'Duke',
      teamName: null,
      divisionId: 1,
      games: 30,
    },
    {
      competitionId: 38409,
      teamId: 21,
      teamKey: 'duke',
      teamMarket: 'Duke',
      teamName: null,
      divisionId: 1,
      games: 39,
    },
    {
      competitionId: 38529,
      teamId: 31,
      teamKey: 'duke',
      teamMarket: 'Duke',
      teamName: null,
      divisionId: 1,
      games: 33,
    },
    {
      competitionId: 38409,
      teamId: 22,
      teamKey: 'duquesne',
      teamMarket: 'Duquesne',
      teamName: null,
      divisionId: 1,
      games: 32,
    },
    {
      competitionId: 38409,
      teamId: 23,
      teamKey: 'dukeshire',
      teamMarket: 'Dukeshire',
      teamName: null,
      divisionId: 2,
      games: 28,
    },
  ],
  players: [
    {
      competitionId: 36045,
      playerId: 101,
      personId: 101,
      fullName: 'Duke Ellis',
      teamMarket: 'Iowa',
      divisionId: 1,
      mins: 900,
    },
    {
      competitionId: 38409,
      playerId: 201,
      personId: 101,
      fullName: 'Duke Ellis',
      teamMarket: 'Iowa St.',
      divisionId: 1,
      mins: 100,
    },
  ],
  games: [
    {
      competitionId: 38409,
      gameId: 9001,
      gameDate: '2025-03-08',
      homeName: 'Duke',
      awayName: 'Duquesne',
      isNeutral: false,
      divisionId: 1,
    },
    {
      competitionId: 38529,
      gameId: 9501,
      gameDate: '2025-03-08',
      homeName: 'Duke',
      awayName: 'Duquesne',
      isNeutral: false,
      divisionId: 1,
    },
    {
      competitionId: 38409,
      gameId: 9002,
      gameDate: '2025-03-20',
      homeName: 'Iowa St.',
      awayName: 'Duquesne',
      isNeutral: true,
      divisionId: 1,
    },
  ],
  conferences: [
    {
      conferenceId: 1,
      conferenceLongName: 'Atlantic Coast',
      conferenceShortName: 'ACC',
      divisionId: 1,
      competitionIds: [36045, 38409, 38529],
    },
  ],
};

describe('SearchIndex', () => {
  const index = new SearchIndex(entities);
  const search = (text: string, extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
    index.search({ text, ptgc: 'all', competitionIds: null, divisionId: null, ...extra });

  it('groups a team across seasons per gender and gives the newest id', () => {
    const [women, men] = search('duke', { ptgc: 'team' });
    expect(women).toEqual({ _id: '31', label: 'Duke (W)', ptgc: 'team', competitionIds: [38529] });
    expect(men).toEqual({
      _id: '21',
      label: 'Duke (M)',
      ptgc: 'team',
      competitionIds: [36045, 38409],
    });
  });

  it('narrows to competitions and a division, keeping the newest matching id', () => {
    expect(search('duke', { ptgc: 'team', competitionIds: [36045] })).toEqual([
      { _id: '11', label: 'Duke (M)', ptgc: 'team', competitionIds: [36045] },
    ]);
    expect(search('duk', { ptgc: 'team', divisionId: 2 }).map((o) => o.label)).toEqual([
      'Dukeshire (M)',
    ]);
  });

  it('ranks exact words before prefixes, teams before players and games', () => {
    const labels = search('duke').map((o) => `${o.ptgc}:${o.label}`);
    expect(labels.slice(0, 3)).toEqual([
      'team:Duke (W)',
      'team:Duke (M)',
      'player:Duke Ellis (Iowa St.)',
    ]);
    expect(labels).toContain('team:Dukeshire (M)');
    expect(labels).toContain('game:Duquesne at Duke (M), 2025-03-08');
  });

  it("tells the men's and the women's game of the same day apart, and says vs at a neutral site", () => {
    const games = search('duquesne', { ptgc: 'game' });
    expect(games.map((o) => `${o._id} ${o.label}`).sort()).toEqual([
      '9001 Duquesne at Duke (M), 2025-03-08',
      '9002 Duquesne vs Iowa St. (M), 2025-03-20',
      '9501 Duquesne at Duke (W), 2025-03-08',
    ]);
  });

  it('tolerates typos by word length and needs every typed word', () => {
    expect(search('dkue', { ptgc: 'team' })[0]?.label).toBe('Duke (W)');
    expect(search('dku', { ptgc: 'team' })).toEqual([]);
    expect(search('duke elis').map((o) => o.label)).toEqual(['Duke Ellis (Iowa St.)']);
    expect(search('atlantic cost')[0]).toEqual({
      _id: '1',
      label: 'Atlantic Coast (ACC)',
      ptgc: 'conference',
      competitionIds: [36045, 38409, 38529],
    });
    expect(search('   ')).toEqual([]);
  });

  it('lists every entity of a kind for the select lists', () => {
    expect(
      index.list('team', { competitionIds: [38409], divisionId: 1 }).map((o) => o.label),
    ).toEqual(['Duke (M)', 'Duquesne (M)']);
  });
});
