import { gameLengthSeconds } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { deriveGame, deriveGameDetailed } from './derive-game';
import { GameScript } from './derive-game.fixtures';

/** A women's game through three overtimes, tied at the end of each. */
function threeOvertimes() {
  const script = new GameScript({ gender: 'FEMALE', neutralSite: true });
  for (let period = 1; period <= 7; period += 1) {
    script.period(period).at(250).shot('H1', true).at(200).shot('A1', true);
    if (period === 7) script.at(5).shot('H2', true, { value: 3 });
  }
  return script.build();
}

describe('deriveGame', () => {
  const game = threeOvertimes();
  const facts = deriveGame(game);

  it('covers the whole game: 4 quarters and 3 overtimes', () => {
    expect(game.periods).toBe(7);
    expect(facts.seconds).toBe(gameLengthSeconds(game.format, 7));
    expect(facts.seconds).toBe(2400 + 900);
    expect(facts.stints[0]?.startSecond).toBe(0);
    expect(facts.stints.at(-1)?.endSecond).toBe(facts.seconds);
    const margin = facts.stints.reduce((s, x) => s + x.homePts - x.awayPts, 0);
    expect(margin).toBe(3);
  });

  it('has a team line per side for the game, every period and clutch', () => {
    const splits = new Set(facts.teams.map((t) => t.split));
    expect([...splits]).toEqual([
      'game',
      'period-1',
      'period-2',
      'period-3',
      'period-4',
      'period-5',
      'period-6',
      'period-7',
      'clutch',
    ]);
    expect(facts.teams.find((t) => t.split === 'period-7' && t.side === 'home')?.seconds).toBe(300);
  });

  it('fills shots, runs, win probability and clutch from the analysis modules', () => {
    expect(facts.shots).toHaveLength(game.events.filter((e) => e.type === 'shot').length);
    expect(facts.winProbability).toHaveLength(game.events.length);
    expect(facts.winProbability.at(-1)?.home).toBeGreaterThan(0.99);
    expect(facts.clutchSeqs.length).toBeGreaterThan(0);
    expect(facts.possessions.every((p) => p.weight >= 0 && p.weight <= 1)).toBe(true);
  });

  it('uses the clutch events it is given instead of computing them', () => {
    const given = deriveGame(game, { clutchSeqs: [] });
    expect(given.clutchSeqs).toEqual([]);
    expect(given.teams.some((t) => t.split === 'clutch')).toBe(false);
  });

  it('reports lineups, on/off and the box-score estimate alongside', () => {
    const detailed = deriveGameDetailed(game);
    expect(detailed.lineups.length).toBeGreaterThan(0);
    expect(detailed.onOff).toHaveLength(game.players.length);
    // 15 FGA, no ORB, TOV or FTA: the estimate is the attempts.
    expect(detailed.possessionEstimate).toEqual({ home: 8, away: 7 });
    expect(detailed.diagnostics).toEqual({ stintGaps: [], irregularLineups: [] });
  });
});
