import { describe, expect, it } from 'vitest';
import { GameScript } from './derive-game.fixtures';
import { countPossessions, estimatePossessions } from './possessions';
import { linkFreeThrows } from './possessions-trips';
import type { Possession } from './facts';

const summary = (possessions: readonly Possession[]): string[] =>
  possessions.map((p) => `${p.offense}:${p.ending}:${p.points}`);

describe('possessions counted from the play-by-play (METHODS §1)', () => {
  it('ends on a make, a defensive rebound and a turnover; an offensive rebound continues', () => {
    const game = new GameScript()
      .at(1190)
      .shot('H1', false)
      .at(1188)
      .rebound('H2', true)
      .at(1185)
      .shot('H2', true)
      .at(1170)
      .shot('A1', false)
      .at(1168)
      .rebound('H3', false)
      .at(1150)
      .turnover('H3')
      .steal('A2')
      .at(1140)
      .shot('A2', true, { value: 3 })
      .build();
    expect(summary(countPossessions(game))).toEqual([
      'home:madeShot:2',
      'away:defensiveRebound:0',
      'home:turnover:0',
      'away:madeShot:3',
    ]);
  });

  it('ends an and-one at its free throw, not at the basket', () => {
    const game = new GameScript()
      .at(1100)
      .shot('H1', true)
      .foul('A1', 'shooting', 1, 'H1')
      .ft('H1', true, 1, 1)
      .at(1080)
      .shot('A1', true)
      .build();
    const [andOne, next] = countPossessions(game);
    expect(andOne).toMatchObject({ offense: 'home', ending: 'freeThrows', points: 3 });
    expect(andOne?.endSeq).toBe(2);
    expect(next).toMatchObject({ offense: 'away', ending: 'madeShot' });
  });

  it('never starts or ends a possession with technical free throws', () => {
    const game = new GameScript()
      .at(1100)
      .shot('H1', false)
      .rebound('H2', true)
      .at(1095)
      .foul('away', 'technical', 2)
      .ft('H3', true, 1, 2, true)
      .ft('H3', true, 2, 2, true)
      .at(1090)
      .shot('H2', true)
      // The other way round: the team without the ball shoots the technicals.
      .at(1080)
      .shot('A1', false)
      .rebound('A2', true)
      .at(1075)
      .foul('H4', 'technical', 2)
      .ft('A3', true, 1, 2, true)
      .ft('A3', false, 2, 2, true)
      .at(1070)
      .shot('A1', true)
      .build();
    const possessions = countPossessions(game);
    expect(summary(possessions)).toEqual(['home:madeShot:4', 'away:madeShot:3']);
  });

  it('treats team rebounds like player ones and dead-ball ones by their side', () => {
    const game = new GameScript()
      // Live team offensive rebound (tipped out of bounds off the defence): continues.
      .at(1190)
      .shot('H1', false)
      .rebound('home', true)
      .at(1185)
      .shot('H1', false)
      // Dead-ball defensive rebound (miss out of bounds off the offence): ends it.
      .rebound('away', false, true)
      .at(1170)
      .shot('A1', false)
      .rebound('home', false)
      // Dead-ball offensive rebound between free throws: continues.
      .at(1160)
      .foul('A2', 'shooting', 2, 'H2')
      .ft('H2', false, 1, 2)
      .rebound('home', true, true)
      .ft('H2', true, 2, 2)
      .build();
    expect(summary(countPossessions(game))).toEqual([
      'home:defensiveRebound:0',
      'away:defensiveRebound:0',
      'home:freeThrows:1',
    ]);
  });

  it('settles a missed last free throw by the rebound', () => {
    const game = new GameScript()
      .at(1100)
      .foul('A1', 'personal', 2, 'H1')
      .ft('H1', true, 1, 2)
      .ft('H1', false, 2, 2)
      .rebound('H4', true)
      .at(1095)
      .shot('H4', true)
      .at(1080)
      .foul('H2', 'personal', 2, 'A1')
      .ft('A1', false, 1, 2)
      .ft('A1', false, 2, 2)
      .rebound('H2', false)
      .build();
    expect(summary(countPossessions(game))).toEqual(['home:madeShot:3', 'away:defensiveRebound:0']);
  });

  it('survives lane violations: a violation row between throws and a re-shot attempt', () => {
    const game = new GameScript()
      .at(1100)
      .foul('A1', 'shooting', 2, 'H1')
      .ft('H1', true, 1, 2)
      .other('lane violation, defense', 'away')
      .ft('H1', true, 2, 2)
      // A voided attempt re-shot: the source writes the substitute throw with the same number.
      .at(1090)
      .foul('H3', 'shooting', 2, 'A2')
      .ft('A2', false, 1, 2)
      .other('lane violation')
      .ft('A2', true, 1, 2)
      .ft('A2', true, 2, 2)
      // Offensive violation on the last throw: a miss, the ball to the defence (dead ball).
      .at(1080)
      .foul('A3', 'shooting', 2, 'H2')
      .ft('H2', true, 1, 2)
      .ft('H2', false, 2, 2)
      .other('lane violation, offense', 'home')
      .rebound('away', false, true)
      .build();
    expect(summary(countPossessions(game))).toEqual([
      'home:freeThrows:2',
      'away:freeThrows:2',
      'home:defensiveRebound:1',
    ]);
  });

  it('lets a held ball change possession by the arrow without a recorded turnover', () => {
    const game = new GameScript()
      .jumpBall('H5', 'won')
      .jumpBall('A5', 'lost')
      .at(1180)
      .shot('H1', false)
      .at(1178)
      .rebound('H2', true)
      .at(1170)
      .jumpBall('home', 'heldBall')
      .at(1160)
      .shot('A1', true)
      .build();
    expect(summary(countPossessions(game))).toEqual(['home:turnover:0', 'away:madeShot:2']);
  });

  it('counts an end-of-period heave and no possession for the horn', () => {
    const game = new GameScript()
      .at(2)
      .shot('H1', true)
      .at(0)
      .shot('A1', false, { value: 3 })
      .rebound('home', false, true)
      .period(2)
      .at(1190)
      .shot('A2', true)
      .build();
    const possessions = countPossessions(game);
    expect(summary(possessions)).toEqual([
      'home:madeShot:2',
      'away:defensiveRebound:0',
      'away:madeShot:2',
    ]);
    expect(possessions.map((p) => p.period)).toEqual([1, 1, 2]);
  });

  it('ends a possession with a shot-clock team turnover', () => {
    const game = new GameScript()
      .at(1170)
      .turnover('home', 'shotclock')
      .at(1150)
      .shot('A1', true)
      .build();
    expect(summary(countPossessions(game))).toEqual(['home:turnover:0', 'away:madeShot:2']);
  });

  it('keeps the ball with the fouled team after flagrant free throws', () => {
    const game = new GameScript()
      .at(1100)
      .foul('A1', 'flagrant1', 2, 'H1')
      .ft('H1', true, 1, 2)
      .ft('H1', true, 2, 2)
      .at(1090)
      .shot('H2', true, { value: 3 })
      .build();
    expect(summary(countPossessions(game))).toEqual(['home:madeShot:5']);
  });

  it('closes a possession the feed forgot to end when the other team plays', () => {
    const game = new GameScript()
      .at(1100)
      .shot('H1', false)
      .at(1090)
      .shot('A1', true) // the defensive rebound is missing
      .build();
    expect(summary(countPossessions(game))).toEqual(['home:defensiveRebound:0', 'away:madeShot:2']);
  });

  it('counts periods and times through three overtimes', () => {
    const script = new GameScript();
    for (let period = 1; period <= 5; period += 1) {
      script.period(period).at(100).shot('H1', true).at(50).shot('A1', true);
    }
    const possessions = countPossessions(script.build());
    expect(possessions).toHaveLength(10);
    expect(possessions.at(-1)).toMatchObject({ period: 5, startSecond: 3200, endSecond: 3250 });
  });
});

describe('box-score possession estimate (METHODS §1)', () => {
  it('reproduces the 2025 men’s final: Florida ≈ 68 possessions, ORtg 95.6', () => {
    const poss = estimatePossessions({ fga: 53, orb: 8, tov: 13, fta: 21 });
    expect(poss).toBeCloseTo(67.975, 6);
    expect((100 * 65) / Math.round(poss)).toBeCloseTo(95.6, 1);
    expect(estimatePossessions({ fga: 53, orb: 8, tov: 13, fta: 21 }, 0.44)).toBeCloseTo(67.24, 6);
  });
});

describe('free-throw trips and their fouls', () => {
  it('finds the awarding foul at the same clock even when written after the throws', () => {
    const game = new GameScript()
      .at(1100)
      .ft('H1', true, 1, 2)
      .ft('H1', true, 2, 2)
      .foul('A3', 'shooting', 2, 'H1')
      .at(1090)
      .foul('H2', 'personal', 2, 'A1')
      .ft('A1', true, 1, 2)
      .at(1087)
      .ft('A1', false, 2, 2) // the clock ticked between the two throws
      .build();
    const trips = linkFreeThrows(game);
    expect(trips.get(0)).toMatchObject({ last: false, technical: false, keepsBall: false });
    expect(trips.get(1)?.foul?.player).toBe('away:A3');
    expect(trips.get(5)?.foul?.player).toBe('home:H2');
    expect(trips.get(5)?.last).toBe(true);
  });

  it('ignores an offensive rebound the feed writes after the same team’s made last throw', () => {
    const game = new GameScript()
      .at(1100)
      .foul('A1', 'personal', 2, 'H1')
      .ft('H1', true, 1, 2)
      .ft('H1', true, 2, 2)
      .at(1099)
      .rebound('H1', true)
      .at(1080)
      .shot('A2', true)
      .build();
    expect(summary(countPossessions(game))).toEqual(['home:freeThrows:2', 'away:madeShot:2']);
  });
});
