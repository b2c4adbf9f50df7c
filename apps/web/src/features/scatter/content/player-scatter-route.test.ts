import { describe, expect, it } from 'vitest';
import { PLAYER_SCATTER_FILTERS, playerStatChoice, positionGroupOf } from './player-scatter-route';

const parse = (search: string) => PLAYER_SCATTER_FILTERS.parse(new URLSearchParams(search));

describe('playerStatChoice', () => {
  it('keeps the URL’s stats for the full rows', () => {
    const { choice, unavailable } = playerStatChoice(parse('x=bpm&y=tsPct&size=per'), 'full');
    expect(choice).toEqual({ x: 'bpm', y: 'tsPct', size: 'per', color: null });
    expect(unavailable).toEqual([]);
  });

  it('shows the defaults (and no size) in place of stats the public rows lack', () => {
    const { choice, unavailable } = playerStatChoice(
      parse('x=bpm&y=ptsScoredPg&size=per&color=team'),
      'public',
    );
    expect(choice).toEqual({ x: 'usagePct', y: 'ptsScoredPg', size: null, color: 'team' });
    expect(unavailable).toEqual(['bpm', 'per']);
  });
});

describe('positionGroupOf', () => {
  it('groups a listed position by its first letter', () => {
    expect(positionGroupOf('G')).toBe('G');
    expect(positionGroupOf('F-C')).toBe('F');
    expect(positionGroupOf(' center')).toBe('C');
    expect(positionGroupOf('Utility')).toBeNull();
    expect(positionGroupOf(null)).toBeNull();
  });
});
