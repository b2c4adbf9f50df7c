import { gameLengthSeconds } from '@courtside/contract';
import type { CanonicalGame } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { GameScript, key } from './derive-game.fixtures';
import type { Stint } from './facts';
import { countPossessions } from './possessions';
import { buildStints } from './stints';

function stintsOf(game: CanonicalGame): Stint[] {
  return buildStints(game, countPossessions(game)).stints;
}

/** Stints tile [0, game length]: each starts where the previous ended, periods included. */
function expectTiled(game: CanonicalGame, stints: readonly Stint[]): void {
  expect(stints[0]?.startSecond).toBe(0);
  stints.forEach((stint, i) => {
    expect(stint.endSecond).toBeGreaterThanOrEqual(stint.startSecond);
    if (i > 0) expect(stint.startSecond).toBe(stints[i - 1]?.endSecond);
  });
  expect(stints.at(-1)?.endSecond).toBe(gameLengthSeconds(game.format, game.periods));
}

/** A substitution between two free throws, written both ways feeds write substitutions. */
function subBetweenFreeThrows(subRows: 'pre' | 'post'): CanonicalGame {
  return new GameScript({ subRows })
    .at(1150)
    .shot('H1', true)
    .at(1100)
    .foul('A1', 'shooting', 2, 'H2')
    .ft('H2', true, 1, 2)
    .sub('H3', 'H6')
    .sub('A4', 'A7')
    .ft('H2', true, 2, 2)
    .at(1080)
    .shot('A2', true, { value: 3 })
    .period(2)
    .at(1150)
    .shot('H1', false)
    .rebound('A1', false)
    .build();
}

describe('stints (METHODS §4)', () => {
  for (const subRows of ['pre', 'post'] as const) {
    it(`credits free throws after a mid-trip substitution to the lineup at the foul (${subRows} rows)`, () => {
      const game = subBetweenFreeThrows(subRows);
      const stints = stintsOf(game);
      expectTiled(game, stints);
      const first = stints[0];
      const second = stints[1];
      // Split at the substitution (clock 1100 = game second 100), both periods covered.
      expect(first).toMatchObject({ startSecond: 0, endSecond: 100, homePts: 4, awayPts: 0 });
      expect(first?.home).toContain(key('H3'));
      expect(second).toMatchObject({ startSecond: 100, homePts: 0, awayPts: 3 });
      expect(second?.home).toContain(key('H6'));
      // The home possession that ended on the second throw belongs to the first lineup.
      expect(first?.homePoss).toBe(2);
      expect(second?.awayPoss).toBe(1);
    });
  }

  it('splits at period boundaries and gives the margin to the stints', () => {
    const game = new GameScript()
      .at(600)
      .shot('H1', true, { value: 3 })
      .period(2)
      .sub('H1', 'H6')
      .at(900)
      .shot('A3', true)
      .at(300)
      .shot('H6', true)
      .build();
    const stints = stintsOf(game);
    expectTiled(game, stints);
    expect(stints.map((s) => s.period)).toEqual([1, 2]);
    const margin = stints.reduce((sum, s) => sum + s.homePts - s.awayPts, 0);
    expect(margin).toBe(game.finalScore.home - game.finalScore.away);
  });

  it('covers a three-overtime game exactly', () => {
    const script = new GameScript();
    for (let period = 1; period <= 5; period += 1) {
      script.period(period).at(60).shot('A1', true).sub('A1', 'A6').at(20).shot('A6', false);
      script.rebound('H2', false).sub('A6', 'A1');
    }
    const game = script.build();
    const stints = stintsOf(game);
    expect(game.periods).toBe(5);
    expectTiled(game, stints);
    expect(stints.at(-1)?.endSecond).toBe(3300);
  });

  it('drops the zero-length passing state between two substitution rows', () => {
    const game = new GameScript({ subRows: 'post' })
      .at(1000)
      .sub('H1', 'H6')
      .sub('H2', 'H7')
      .at(900)
      .shot('H6', true)
      .build();
    const stints = stintsOf(game);
    expect(stints).toHaveLength(2);
    expect(stints[1]?.home).toEqual([key('H3'), key('H4'), key('H5'), key('H6'), key('H7')].sort());
  });

  it('reports a period without on-floor data instead of inventing a lineup', () => {
    const game = new GameScript().at(1100).shot('H1', true).build();
    const timeline = buildStints(game, countPossessions(game));
    expect(timeline.gaps).toEqual([2]);
    expect(timeline.stints.at(-1)?.endSecond).toBe(1200);
  });
});
