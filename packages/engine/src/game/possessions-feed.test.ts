/**
 * The 'feed' possession count: the NCAA publisher's conventions (rules F1–F5, possessions.ts),
 * each on a hand-made canonical sequence, with what METHODS §1 counts for the same plays.
 */
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { deriveGame } from './derive-game';
import { GameScript } from './derive-game.fixtures';
import type { Possession } from './facts';
import { countPossessions } from './possessions';
import type { PossessionCounting } from './possessions';

function counts(game: CanonicalGame, counting: PossessionCounting): Record<TeamSide, number> {
  const possessions = countPossessions(game, { counting });
  const of = (side: TeamSide) => possessions.filter((p) => p.offense === side).length;
  return { home: of('home'), away: of('away') };
}

const summary = (possessions: readonly Possession[]): string[] =>
  possessions.map((p) => `${p.offense}:${p.ending}:${p.points}`);

/** The same game as its source listed it: `listing` holds the seqs in the source's order. */
function listedAs(game: CanonicalGame, listing: readonly number[]): CanonicalGame {
  const position = new Map(listing.map((seq, at) => [seq, at]));
  return {
    ...game,
    events: game.events.map((event) => {
      const at = position.get(event.seq) ?? event.seq;
      return at === event.seq ? event : { ...event, sourceSeq: at };
    }),
  };
}

describe('feed possession counting (the publisher’s conventions)', () => {
  it('F1: opens a period with the team of its first event, the defence’s foul included', () => {
    const game = new GameScript()
      // Period 1 opens with the offence's own shot: nothing extra.
      .at(1100)
      .shot('H1', true)
      .period(2)
      // Period 2: home has the ball, but the first row is the away defender's foul.
      .at(1195)
      .foul('A2', 'personal')
      .at(1180)
      .shot('H2', true)
      .at(1160)
      .shot('A1', true)
      .build();
    expect(counts(game, 'methods')).toEqual({ home: 2, away: 1 });
    expect(counts(game, 'feed')).toEqual({ home: 2, away: 2 });
    expect(summary(countPossessions(game, { counting: 'feed' }))).toEqual([
      'home:madeShot:2',
      'away:turnover:0', // holds only the foul
      'home:madeShot:2',
      'away:madeShot:2',
    ]);
  });

  it('F2/F3: splits a trip in two when a row separates the throws and the clock moves', () => {
    const script = (separated: boolean) => {
      const s = new GameScript().at(1190).shot('A1', true);
      s.at(900).foul('A2', 'shooting', 2, 'H1').ft('H1', true, 1, 2);
      if (separated) s.sub('A2', 'A6');
      return s.at(899).ft('H1', true, 2, 2).at(880).shot('A1', true).build();
    };
    expect(counts(script(true), 'methods')).toEqual({ home: 1, away: 2 });
    expect(counts(script(true), 'feed')).toEqual({ home: 2, away: 2 });
    expect(summary(countPossessions(script(true), { counting: 'feed' }))).toEqual([
      'away:madeShot:2',
      'home:freeThrows:1',
      'home:freeThrows:1', // the switch fired at 2of2 and was re-credited to the shooters
      'away:madeShot:2',
    ]);
    // Throws listed back to back keep the trip whole, clock or no clock.
    expect(counts(script(false), 'feed')).toEqual({ home: 1, away: 2 });
  });

  it('F4: counts a possession at the offensive rebound when 2of2 is listed before 1of2', () => {
    const game = new GameScript()
      .at(1190)
      .shot('A1', true)
      .at(1000)
      .foul('A2', 'shooting', 2, 'H1') // seq 1
      .ft('H1', true, 1, 2) // seq 2
      .ft('H1', false, 2, 2) // seq 3
      .at(997)
      .rebound('H2', true)
      .at(990)
      .shot('H2', true)
      .at(970)
      .shot('A1', true)
      .build();
    const outOfOrder = listedAs(game, [0, 1, 3, 2, 4, 5, 6]);
    // In game order the source counts what METHODS counts…
    expect(counts(game, 'methods')).toEqual({ home: 1, away: 2 });
    expect(counts(game, 'feed')).toEqual({ home: 1, away: 2 });
    // …but listed out of order the made 1of2 comes last, before the rebound: the switch arms,
    // fires at the rebound, and the shooters get the ball back at their next shot.
    expect(counts(outOfOrder, 'methods')).toEqual({ home: 1, away: 2 });
    expect(counts(outOfOrder, 'feed')).toEqual({ home: 2, away: 3 });
    expect(summary(countPossessions(outOfOrder, { counting: 'feed' }))).toEqual([
      'away:madeShot:2',
      'home:freeThrows:1',
      'away:turnover:0', // holds only the home offensive rebound
      'home:madeShot:2',
      'away:madeShot:2',
    ]);
  });

  it('F4: counts a possession at the shooters’ own "defensive rebound" row after their throws', () => {
    const script = (timeout: boolean) => {
      const s = new GameScript().at(1190).shot('A1', true);
      s.at(1000).foul('A2', 'personal', 2, 'H1').ft('H1', true, 1, 2).ft('H1', true, 2, 2);
      if (timeout) s.timeout('away');
      return s.at(999).rebound('H1', false).at(990).shot('A1', true).build();
    };
    expect(counts(script(true), 'methods')).toEqual({ home: 1, away: 2 });
    expect(counts(script(true), 'feed')).toEqual({ home: 1, away: 3 });
    expect(summary(countPossessions(script(true), { counting: 'feed' }))).toEqual([
      'away:madeShot:2',
      'home:freeThrows:2',
      'away:defensiveRebound:0', // holds only the home rebound row, which armed the switch again
      'away:madeShot:2',
    ]);
    // The rebound row listed right after the last throw disarms the throw: nothing extra.
    expect(counts(script(false), 'feed')).toEqual({ home: 1, away: 2 });
  });

  it('F5: technical free throws move nothing, whoever shoots them', () => {
    const game = new GameScript()
      .at(1190)
      .shot('H1', false)
      .rebound('H2', true)
      .at(1180)
      .foul('away', 'technical', 2)
      .ft('H3', true, 1, 2, true)
      .ft('H3', true, 2, 2, true)
      .at(1170)
      .shot('H2', true)
      .at(1160)
      .shot('A1', false)
      .rebound('A2', true)
      .at(1150)
      .foul('H4', 'technical', 2)
      .ft('A3', true, 1, 2, true)
      .ft('A3', true, 2, 2, true)
      .at(1140)
      .shot('A1', true)
      .build();
    expect(counts(game, 'methods')).toEqual({ home: 1, away: 1 });
    expect(counts(game, 'feed')).toEqual({ home: 1, away: 1 });
    expect(summary(countPossessions(game, { counting: 'feed' }))).toEqual([
      'home:madeShot:4',
      'away:madeShot:4',
    ]);
  });

  it('F2: keeps rows at the ending’s clock reading in the ending possession', () => {
    const game = new GameScript()
      .at(1100)
      .turnover('H1')
      .steal('A1')
      .sub('H2', 'H6')
      .at(1090)
      .shot('A1', true)
      .build();
    const [lost, next] = countPossessions(game, { counting: 'feed' });
    expect(lost).toMatchObject({ offense: 'home', ending: 'turnover', startSeq: 0, endSeq: 3 });
    expect(next).toMatchObject({ offense: 'away', startSeq: 4, endSeq: 4 });
    // METHODS ends the possession at the turnover itself.
    expect(countPossessions(game)[0]).toMatchObject({ offense: 'home', endSeq: 0 });
  });

  it('tiles every period, overtimes and quarters included', () => {
    const script = new GameScript({ gender: 'FEMALE' });
    for (let period = 1; period <= 6; period += 1) {
      script.period(period).at(200).shot('H1', true).at(100).shot('A1', true);
    }
    const possessions = countPossessions(script.build(), { counting: 'feed' });
    expect(possessions).toHaveLength(12);
    for (const period of [1, 2, 3, 4, 5, 6]) {
      const inPeriod = possessions.filter((p) => p.period === period);
      const start = period <= 4 ? (period - 1) * 600 : 2400 + (period - 5) * 300;
      const length = period <= 4 ? 600 : 300;
      expect(inPeriod[0]?.startSecond).toBe(start);
      expect(inPeriod[1]?.startSecond).toBe(inPeriod[0]?.endSecond);
      expect(inPeriod[1]?.endSecond).toBe(start + length);
    }
  });

  it('is never the default: countPossessions and deriveGame count by METHODS §1', () => {
    const s = new GameScript().at(1190).shot('A1', true);
    s.at(1000).foul('A2', 'personal', 2, 'H1').ft('H1', true, 1, 2).ft('H1', true, 2, 2);
    const game = s.timeout('away').at(999).rebound('H1', false).at(990).shot('A1', true).build();
    expect(countPossessions(game)).toEqual(countPossessions(game, { counting: 'methods' }));
    const teamPossessions = (facts: ReturnType<typeof deriveGame>) =>
      facts.teams.find((t) => t.split === 'game' && t.side === 'away')?.possessions;
    expect(teamPossessions(deriveGame(game))).toBe(2);
    expect(teamPossessions(deriveGame(game, { possessionCounting: 'feed' }))).toBe(3);
  });
});
