/**
 * Shot contexts worked by hand: a put-back after an offensive rebound (second chance), a shot
 * after a dead-ball offensive rebound (also a second chance), a first shot of a possession (not),
 * an offensive rebound in the previous possession (not), a made shot and its lone free throw at
 * the same second (and-one), the same with the free throw a second later or by a teammate (not),
 * and two shooting fouls' free throws (1 of 2: not an and-one).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@courtside/contract';
import { PERIOD_FORMATS } from '@courtside/contract';
import type { Possession, ShotFact } from './facts';
import { freeThrow, possession, rebound, shot } from './events.fixtures';
import { shotContexts } from './shot-context';

const factOf = (event: GameEvent): ShotFact => {
  if (event.type !== 'shot' || event.side === null) throw new Error('not a shot');
  return {
    seq: event.seq,
    side: event.side,
    player: event.player,
    period: event.period,
    clock: event.clock,
    made: event.made,
    value: event.value,
    location: null,
    distance: null,
    zone: null,
    heave: false,
    assisted: false,
    assistedBy: null,
    blocked: false,
    clutch: false,
    deciding: false,
    tying: false,
    goAhead: false,
    gameWinner: false,
    transition: false,
  };
};

const events: GameEvent[] = [
  shot(1, 'home', false), // possession 0: first shot, no rebound before it
  rebound(2, 'home', true), // kept
  shot(3, 'home', true), // put-back: second chance, made
  freeThrow(4, 'home', true, { attempt: 1, of: 1, player: 'home-1', clockOf: 3 }), // and-one
  shot(5, 'away', false), // possession 1: first shot
  rebound(6, 'away', true, true), // dead-ball offensive rebound
  shot(7, 'away', true), // second chance; made
  freeThrow(8, 'away', true, { attempt: 1, of: 1, player: 'away-1', clockOf: 8 }), // a second later
  shot(9, 'home', true), // possession 2: made, no earlier rebound in this possession
  freeThrow(10, 'home', true, { attempt: 1, of: 1, player: 'home-5', clockOf: 9 }), // a teammate
  shot(11, 'away', true), // possession 3: made
  freeThrow(12, 'away', true, { attempt: 1, of: 2, player: 'away-1', clockOf: 11 }), // 1 of 2
];

const possessions: Possession[] = [
  possession(0, 'home', 1, 4, 'freeThrows'),
  possession(1, 'away', 5, 8, 'freeThrows'),
  possession(2, 'home', 9, 10, 'freeThrows'),
  possession(3, 'away', 11, 12, 'freeThrows'),
];

const shots = events.filter((event) => event.type === 'shot').map(factOf);

describe('shotContexts', () => {
  const contexts = shotContexts(
    { format: PERIOD_FORMATS.MALE, events },
    shots,
    possessions,
    (key) => key,
  );
  const bySeq = (seq: number) => contexts.get(seq);

  it('marks shots after an offensive rebound of the same possession, live or dead ball', () => {
    expect(shots.map((s) => bySeq(s.seq)?.secondChance)).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it("marks a made shot followed by the shooter's lone free throw at the same second", () => {
    expect(shots.map((s) => bySeq(s.seq)?.and1)).toEqual([false, true, false, false, false, false]);
  });

  it('treats two source keys of one stored player as one shooter', () => {
    const merged = shotContexts(
      { format: PERIOD_FORMATS.MALE, events },
      shots,
      possessions,
      (key) => (key === 'home-5' ? 'home-1' : key),
    );
    expect(merged.get(9)?.and1).toBe(true);
  });
});
