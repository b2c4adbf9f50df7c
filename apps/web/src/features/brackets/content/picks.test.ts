import type { BracketSide } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import {
  applyPick,
  emptyPicks,
  gameTeams,
  isComplete,
  pickCount,
  pickOutcome,
  samePicks,
  validPicks,
  type PickGame,
} from './picks';

const team = (teamId: number): BracketSide => ({ kind: 'team', teamId });
const winnerOf = (game: number): BracketSide => ({ kind: 'game', game });

/**
 * A First Four game (14 v 15) feeding 11's first game; 12 v 13; the winners meet; 21 v 22; the
 * two regions' winners meet in the final.
 */
const GAMES: PickGame[] = [
  { a: team(14), b: team(15) },
  { a: team(11), b: winnerOf(0) },
  { a: team(12), b: team(13) },
  { a: winnerOf(1), b: winnerOf(2) },
  { a: team(21), b: team(22) },
  { a: winnerOf(3), b: winnerOf(4) },
];

const FULL = [14, 11, 12, 11, 21, 11];

describe('applyPick', () => {
  it('picks a team of the field and sends it on', () => {
    const picks = applyPick(GAMES, emptyPicks(GAMES), 2, 13);
    expect(picks).toEqual([null, null, 13, null, null, null]);
    expect(gameTeams(GAMES, picks, 3)).toEqual([null, 13]);
  });

  it('picks the winner a feeder sends', () => {
    const picks = applyPick(GAMES, [15, null, null, null, null, null], 1, 15);
    expect(picks).toEqual([15, 15, null, null, null, null]);
  });

  it('clears every later pick of the replaced team', () => {
    const picks = applyPick(GAMES, FULL, 1, 14);
    // 11 no longer reaches game 3 nor the final; 12's and 21's picks do not depend on it.
    expect(picks).toEqual([14, 14, 12, null, 21, null]);
  });

  it('clears the dependants of a First Four pick, and only those', () => {
    const picks = applyPick(GAMES, [14, 14, 12, 14, 21, 14], 0, 15);
    expect(picks).toEqual([15, null, 12, null, 21, null]);
  });

  it('keeps later picks of teams still sent there', () => {
    expect(applyPick(GAMES, FULL, 4, 22)).toEqual([14, 11, 12, 11, 22, 11]);
  });

  it('changes nothing for a team the bracket does not send to the game', () => {
    const picks = [null, null, null, null, null, null];
    expect(applyPick(GAMES, picks, 3, 11)).toBe(picks);
    expect(applyPick(GAMES, FULL, 5, 22)).toBe(FULL);
    expect(applyPick(GAMES, FULL, 9, 11)).toBe(FULL);
  });

  it('gives the same picks back when the pick is already made', () => {
    expect(applyPick(GAMES, FULL, 5, 11)).toBe(FULL);
  });
});

describe('validPicks', () => {
  it('keeps a consistent bracket as it is', () => {
    expect(validPicks(GAMES, FULL)).toEqual(FULL);
  });

  it('drops picks of teams not sent there and pads to one per game', () => {
    expect(validPicks(GAMES, [14, 15, 99])).toEqual([14, null, null, null, null, null]);
  });
});

describe('counts', () => {
  it('counts picks and needs every game, the First Four included, to be complete', () => {
    expect(pickCount(FULL)).toBe(6);
    expect(isComplete(GAMES, FULL)).toBe(true);
    expect(isComplete(GAMES, [null, ...FULL.slice(1)])).toBe(false);
    expect(isComplete(GAMES, FULL.slice(1))).toBe(false);
    expect(pickCount(emptyPicks(GAMES))).toBe(0);
  });

  it('compares picks entry by entry', () => {
    expect(samePicks(FULL, [...FULL])).toBe(true);
    expect(samePicks(FULL, FULL.slice(1))).toBe(false);
    expect(samePicks(FULL, [15, ...FULL.slice(1)])).toBe(false);
  });
});

describe('pickOutcome', () => {
  it('tells right, wrong, unplayed and unpicked apart', () => {
    expect(pickOutcome(11, 11)).toBe('correct');
    expect(pickOutcome(11, 12)).toBe('wrong');
    expect(pickOutcome(null, 12)).toBe('unplayed');
    expect(pickOutcome(11, null)).toBe('unpicked');
  });
});
