import { describe, expect, it } from 'vitest';
import { GameScript, key } from './derive-game.fixtures';
import { aggregateLineups } from './lineups';
import { computeOnOff } from './on-off';
import { countPossessions } from './possessions';
import { buildStints } from './stints';

// Home's starters score twice and concede once; with H6 in for H1 they concede a three.
const game = new GameScript()
  .at(1150)
  .shot('H1', true)
  .at(1130)
  .shot('A1', true)
  .at(1110)
  .shot('H2', true)
  .at(1100)
  .shot('A2', false)
  .rebound('H3', false)
  .at(1090)
  .turnover('H3')
  .sub('H1', 'H6')
  .at(1080)
  .shot('A3', true, { value: 3 })
  .at(1070)
  .shot('H6', false)
  .rebound('A1', false)
  .at(1000)
  .sub('H6', 'H1')
  .period(2)
  .at(1100)
  .shot('H1', true)
  .build();
const stints = buildStints(game, countPossessions(game)).stints;

describe('lineups (METHODS §4)', () => {
  const lineups = aggregateLineups(stints);
  const starters = lineups.find((l) => l.side === 'home' && l.players.includes(key('H1')));
  const withSix = lineups.find((l) => l.side === 'home' && l.players.includes(key('H6')));

  it('aggregates stints by five-man unit with ratings per 100 possessions', () => {
    expect(starters).toMatchObject({ stints: 3, ptsFor: 6, ptsAgainst: 2, plusMinus: 4 });
    expect(starters?.offPoss).toBe(4);
    expect(starters?.ortg).toBeCloseTo(150, 6);
    expect(withSix).toMatchObject({ stints: 1, seconds: 90, ptsFor: 0, ptsAgainst: 3, offPoss: 1 });
    expect(withSix?.net).toBeCloseTo(0 - 300, 6);
  });

  it('applies a possession floor when asked (displays hide small samples)', () => {
    expect(
      aggregateLineups(stints, { minPossessions: 3 }).some((l) => l.players.includes(key('H6'))),
    ).toBe(false);
  });
});

describe('on/off (METHODS §4)', () => {
  const lines = computeOnOff(game, stints);
  it('splits the team into stints with and without the player', () => {
    const six = lines.find((l) => l.key === key('H6'));
    const one = lines.find((l) => l.key === key('H1'));
    expect(six?.on).toMatchObject({ ptsFor: 0, ptsAgainst: 3, seconds: 90 });
    expect(six?.off).toMatchObject({ ptsFor: 6, ptsAgainst: 2 });
    expect(one?.on.seconds).toBe(2400 - 90);
    expect(one?.onOff).toBeCloseTo((one?.on.net ?? 0) - (one?.off.net ?? 0), 9);
    // A player who never played has everything "off" and no on/off difference.
    const bench = lines.find((l) => l.key === key('H9'));
    expect(bench?.on.seconds).toBe(0);
    expect(bench?.onOff).toBeNull();
  });
});
