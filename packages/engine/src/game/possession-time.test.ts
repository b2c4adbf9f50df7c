/**
 * Time of possession by the publisher's row rule, on hand-worked sequences. The real games'
 * official o_mins / d_mins / mins are checked in the warehouse's NCAA acceptance tests.
 */
import type { CanonicalGame } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { GameScript } from './derive-game.fixtures';
import { timeOfPossession } from './possession-time';
import { countPossessions } from './possessions';

/** The same game with the floor of the events at `seqs` unknown. */
function withoutFloor(game: CanonicalGame, seqs: readonly number[]): CanonicalGame {
  return {
    ...game,
    events: game.events.map((e) => (seqs.includes(e.seq) ? { ...e, onFloor: null } : e)),
  };
}

describe('time of possession (the publisher’s o_mins / d_mins)', () => {
  // Game seconds: 10, 30, 32, 50, 50, 60, 80.
  const game = new GameScript()
    .at(1190)
    .shot('H1', true) // seq 0, home ball: 10 s from the tip
    .at(1170)
    .shot('A1', false) // seq 1, away ball: 20 s
    .at(1168)
    .rebound('H2', false) // seq 2, ends the away possession: 2 s
    .at(1150)
    .sub('H3', 'H6') // seqs 3-4: the 18 s up to the substitution are nobody's
    .at(1140)
    .shot('H2', true) // seq 5, home: 10 s
    .at(1120)
    .shot('A2', true) // seq 6, away: 20 s, unless its floor is unknown
    .build();

  it('credits each row’s seconds to the offense of its possession, skipping substitutions', () => {
    const held = timeOfPossession(game, countPossessions(game, { counting: 'feed' }));
    expect(held.offense).toEqual({ home: 20, away: 42 });
    expect(held.counted).toBe(62);
  });

  it('drops rows that do not name all ten on the floor', () => {
    const partial = withoutFloor(game, [6]);
    const held = timeOfPossession(partial, countPossessions(partial, { counting: 'feed' }));
    expect(held.offense).toEqual({ home: 20, away: 22 });
    expect(held.counted).toBe(42);
  });

  it('measures rows in the source’s listing order', () => {
    // The source listed the two substitution rows before the basket at 1172, so the 18 s gap
    // lands on a substitution and is lost; in game order it would be the basket's.
    const script = new GameScript()
      .at(1190)
      .shot('H1', true) // seq 0
      .at(1172)
      .shot('A1', true) // seq 1: 18 s
      .sub('A2', 'A6') // seqs 2-3
      .build();
    const listed: CanonicalGame = {
      ...script,
      events: script.events.map((e) =>
        e.seq === 1 ? { ...e, sourceSeq: 3 } : e.seq > 1 ? { ...e, sourceSeq: e.seq - 1 } : e,
      ),
    };
    const possessions = countPossessions(script, { counting: 'feed' });
    expect(timeOfPossession(script, possessions).offense).toEqual({ home: 10, away: 18 });
    expect(timeOfPossession(listed, possessions).offense).toEqual({ home: 10, away: 0 });
  });

  it('counts rows no possession holds in the total only', () => {
    expect(timeOfPossession(game, [])).toEqual({ offense: { home: 0, away: 0 }, counted: 62 });
  });
});
