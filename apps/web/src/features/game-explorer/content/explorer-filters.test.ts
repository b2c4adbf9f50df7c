import { describe, expect, it } from 'vitest';
import { EXPLORER_FILTERS, searchFilterOf } from './explorer-filters';
import { gameExplorerPath, parseExplorerRoute } from './explorer-route';
import { columnSortOf, explorerOrderOf, sortByOfColumn, sortLabel } from './explorer-sorts';

const parse = (query: string) => EXPLORER_FILTERS.parse(new URLSearchParams(query));

describe('game explorer URL filters', () => {
  it('defaults to every game, newest first, and writes nothing for the defaults', () => {
    const values = parse('');
    expect(values.sort).toBe('date');
    expect(values.comebackMin).toBeNull();
    expect(EXPLORER_FILTERS.serialize(values).toString()).toBe('');
    expect(searchFilterOf(values).ranges.comeback).toEqual({ min: null, max: null });
  });

  it('reads bounds, teams, dates and the tournament choice', () => {
    const values = parse(
      'comebackMin=10&winProbMax=35&teams=4-7&from=2025-01-01&to=2025-02-01&stage=national&round=1&site=neutral',
    );
    const filter = searchFilterOf(values);
    expect(filter.ranges.comeback).toEqual({ min: 10, max: null });
    // A percent in the address, a fraction in the rows.
    expect(filter.ranges.winnerWinProbability).toEqual({ min: null, max: 0.35 });
    expect(filter.teamIds).toEqual([4, 7]);
    expect(filter).toMatchObject({
      from: '2025-01-01',
      to: '2025-02-01',
      stage: 'national',
      round: 1,
      site: 'neutral',
    });
  });

  it('falls back to the default for unreadable values', () => {
    const values = parse('marginMax=abc&otMin=-1&from=2025-02-30&site=moon&teams=x&winProbMax=101');
    expect(values.marginMax).toBeNull();
    expect(values.otMin).toBeNull();
    expect(values.from).toBeNull();
    expect(values.site).toBe('any');
    expect(values.teams).toEqual([]);
    expect(values.winProbMax).toBeNull();
  });

  it('reads a sort or its reverse, and nothing else', () => {
    expect(parse('sort=-total').sort).toBe('-total');
    expect(parse('sort=tied').sort).toBe('tied');
    for (const bad of ['--date', '-', '-best', 'best']) {
      expect(parse(`sort=${encodeURIComponent(bad)}`).sort, bad).toBe('date');
    }
    expect(EXPLORER_FILTERS.serialize(parse('sort=-date')).toString()).toBe('sort=-date');
  });

  it('ignores a round with the regular season', () => {
    expect(searchFilterOf(parse('stage=regular&round=2')).round).toBeNull();
  });
});

describe('game explorer address', () => {
  it('reads a covered season and a division, and nothing else', () => {
    const route = parseExplorerRoute({ competitionId: '38409', divisionLabel: 'd2' });
    expect(route?.competition.id).toBe(38409);
    expect(route?.division.name).toBe('Division II');
    expect(parseExplorerRoute({ competitionId: '1', divisionLabel: 'd1' })).toBeNull();
    expect(parseExplorerRoute({ competitionId: '038409', divisionLabel: 'd1' })).toBeNull();
    expect(parseExplorerRoute({ competitionId: '38409', divisionLabel: 'd4' })).toBeNull();
    expect(gameExplorerPath(38409, 'd1')).toBe('/tools/game-explorer/38409/d1');
  });
});

describe('game explorer sorts', () => {
  it('names each order in words, reversed ones too', () => {
    expect(sortLabel(explorerOrderOf('date'))).toBe('Newest first');
    expect(sortLabel(explorerOrderOf('-date'))).toBe('Oldest first');
    expect(sortLabel(explorerOrderOf('-total'))).toBe('Fewest points');
    expect(sortLabel(explorerOrderOf('overtimes'))).toBe('Most overtimes');
  });

  it('matches a header sort to the server sort that gives it, either way', () => {
    expect(sortByOfColumn('totalPts', true)).toBe('total');
    expect(sortByOfColumn('totalPts', false)).toBe('-total');
    // Closest finish is the smallest margin first: the margin largest first is its reverse.
    expect(sortByOfColumn('winnerMargin', false)).toBe('closest');
    expect(sortByOfColumn('winnerMargin', true)).toBe('-closest');
    expect(sortByOfColumn('gameDate', false)).toBe('-date');
    expect(sortByOfColumn('timesTied', true)).toBe('tied');
    expect(sortByOfColumn('tournamentRoundName', false)).toBeNull();
    expect(sortByOfColumn('label', false)).toBeNull();
    expect(columnSortOf(explorerOrderOf('-upset'))).toEqual({
      key: 'winnerWinProbability',
      desc: true,
    });
  });
});
