import { describe, expect, it } from 'vitest';
import { HeldTopics } from './held-topics';

describe('HeldTopics', () => {
  it('counts, lists and removes a subscriber’s games and competitions apart', () => {
    const held = new HeldTopics<string>();
    held.add('a', { gameId: 7 });
    held.add('a', { competitionId: 7 });
    held.add('a', { gameId: 7 });
    held.add('b', { gameId: 9 });
    expect(held.count('a')).toBe(2);
    expect(held.games('a')).toEqual([7]);
    expect(held.has('a', { competitionId: 7 })).toBe(true);
    expect(held.has('b', { competitionId: 9 })).toBe(false);
    expect(held.remove('a', { gameId: 7 })).toBe(true);
    expect(held.remove('a', { gameId: 7 })).toBe(false);
    expect(held.of('a')).toEqual([{ competitionId: 7 }]);
    expect(held.remove('a', { competitionId: 7 })).toBe(true);
    expect(held.count('a')).toBe(0);
    expect(held.of('a')).toEqual([]);
    expect(held.games('b')).toEqual([9]);
  });
});
