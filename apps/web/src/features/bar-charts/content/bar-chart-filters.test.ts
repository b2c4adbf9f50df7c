import { describe, expect, it } from 'vitest';
import { PLAYER_PUBLIC_STAT_KEYS, TEAM_AGG_STAT_KEYS } from '@/lib/stats/row-stat-keys';
import { BAR_CHART_FILTERS, modesOffered, resolveMode, resolveStat } from './bar-chart-filters';

const parse = (search: string) => BAR_CHART_FILTERS.parse(new URLSearchParams(search));
const FULL = { games: 10, minutes: 400, possessions: 700 };

describe('bar chart filters', () => {
  it('reads the choices of a shared link', () => {
    expect(
      parse('kind=players&stat=tovPct&end=bottom&count=10&conference=4&group=true&minMinutes=20'),
    ).toMatchObject({
      kind: 'players',
      stat: 'tovPct',
      end: 'bottom',
      count: 10,
      conference: 4,
      group: true,
      minMinutes: 20,
    });
  });

  it('falls back to the defaults for unreadable values', () => {
    expect(parse('kind=x&end=middle&count=4&minMinutes=99&conference=abc&competition=1')).toEqual(
      BAR_CHART_FILTERS.defaults,
    );
    expect(parse('count=51').count).toBe(25);
  });

  it('keeps a stat only when the rows carry it', () => {
    expect(resolveStat('tovPct', TEAM_AGG_STAT_KEYS, 'teams')).toBe('tovPct');
    expect(resolveStat('per', PLAYER_PUBLIC_STAT_KEYS, 'players')).toBe('ptsScoredPg');
    expect(resolveStat('', TEAM_AGG_STAT_KEYS, 'teams')).toBe('netRtgAdj');
  });

  it('offers the modes a stat converts to, and none for a rate', () => {
    expect(modesOffered('ptsScored', [FULL])).toEqual(['perGame', 'totals', 'per40', 'per100']);
    expect(modesOffered('mins', [FULL])).toEqual(['perGame', 'totals']);
    expect(modesOffered('efgPct', [FULL])).toEqual([]);
    // A row without possessions cannot go per 100.
    expect(modesOffered('ptsScored', [{ ...FULL, possessions: null }])).toEqual([
      'perGame',
      'totals',
      'per40',
    ]);
  });

  it('resolves a mode the stat cannot show to per game, or as sent', () => {
    expect(resolveMode('ptsScored', 'per100', [FULL])).toBe('per100');
    expect(resolveMode('mins', 'per40', [FULL])).toBe('perGame');
    expect(resolveMode('efgPct', 'per40', [FULL])).toBe('totals');
  });
});
