import type { CanonicalGame, GamePlayer } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { storedKeys } from './game-writer';

const player = (key: string, playerId: number | null): GamePlayer => ({
  key,
  side: key.startsWith('home:') ? 'home' : 'away',
  playerId,
  name: key,
  jersey: null,
  position: null,
  starter: false,
});

const gameWith = (players: GamePlayer[]): CanonicalGame =>
  ({ players }) as unknown as CanonicalGame;

describe('storedKeys', () => {
  it('stores a linked player under his roster id, whatever side he was on', () => {
    const home = storedKeys(gameWith([player('home:NOLAN.WINTER', 77)]));
    const away = storedKeys(gameWith([player('away:NOLAN.WINTER', 77)]));
    expect(home('home:NOLAN.WINTER')).toBe('id:77');
    expect(away('away:NOLAN.WINTER')).toBe('id:77');
  });

  it('keeps the game key of an unlinked player, and of two players sharing one id', () => {
    const k = storedKeys(
      gameWith([player('home:A.ONE', null), player('home:B.TWO', 5), player('home:C.THREE', 5)]),
    );
    expect(k('home:A.ONE')).toBe('home:A.ONE');
    expect(k('home:B.TWO')).toBe('home:B.TWO');
    expect(k('home:C.THREE')).toBe('home:C.THREE');
  });

  it('passes null and unknown keys through', () => {
    const k = storedKeys(gameWith([player('home:A.ONE', 1)]));
    expect(k(null)).toBeNull();
    expect(k(undefined)).toBeNull();
    expect(k('away:SOMEONE')).toBe('away:SOMEONE');
  });
});
