/**
 * The late game of simulated games against the real values (late-game-targets.ts): overtime
 * scoring, pace and free throws per team per overtime period, and the fouling at the end of
 * close games. Evenly matched teams (ratings all average) go to overtime more often, which buys
 * enough overtime periods (≈ 400 a gender) from 4,000 seeded games; only the games that went
 * to overtime go through the engine (for its possession count). The games come from two
 * leagues of 16 teams: how the free throws split by final margin moves with the teams drawn
 * (their styles, style.ts) about as much as with the games played.
 */
import { describe, expect, it } from 'vitest';
import { deriveGame } from '@courtside/engine';
import { LATE_GAME_TARGETS } from './late-game-targets';
import { LateGameTally, regulationFinish } from './late-game-stats';
import type { LateGameMeasures } from './late-game-stats';
import { simulateGame } from './simulate-game';
import { testLeagueGames } from './testing';

const measured = new Map<string, LateGameMeasures>();

function measure(gender: 'MALE' | 'FEMALE'): LateGameMeasures {
  const known = measured.get(gender);
  if (known !== undefined) return known;
  const tally = new LateGameTally();
  const specs = [51, 52].flatMap((seed) =>
    testLeagueGames(2000, { gender, teams: 16, ratingSpread: 0, seed }),
  );
  for (const spec of specs) {
    const game = simulateGame(spec);
    const regulation = game.format.regulationPeriods;
    if (game.periods > regulation) {
      tally.addGame(game, deriveGame(game).teams);
      continue;
    }
    tally.addFinish(regulationFinish(game));
    let fta = 0;
    for (const e of game.events) if (e.type === 'freeThrow') fta += 1;
    tally.addResult(game.finalScore.home - game.finalScore.away, false, fta);
  }
  const m = tally.measures();
  measured.set(gender, m);
  return m;
}

describe('the late game of simulated games', () => {
  for (const gender of ['MALE', 'FEMALE'] as const) {
    it(`${gender}: overtime scores, runs and fouls like real overtime`, () => {
      const m = measure(gender);
      const real = LATE_GAME_TARGETS[gender];
      expect(m.overtimeTeamPeriods).toBeGreaterThan(300);
      expect(m.overtimeShare).toBeGreaterThan(0.03);
      expect(m.overtimeShare).toBeLessThan(0.12);
      // Sampling error of ≈ 200 overtime periods is ≈ ±0.3 points and ±0.1 possessions.
      expect(Math.abs(m.overtimePointsPerTeam - real.overtimePointsPerTeam)).toBeLessThan(1.2);
      expect(Math.abs(m.overtimePossessionsPerTeam - real.overtimePossessionsPerTeam)).toBeLessThan(
        0.7,
      );
      expect(
        Math.abs(m.overtimeFreeThrowAttemptsPerTeam - real.overtimeFreeThrowAttemptsPerTeam),
      ).toBeLessThan(1);
      expect(m.overtimeThreePct).toBeGreaterThan(0.22);
      expect(m.overtimeThreePct).toBeLessThan(0.4);
      // Overtime runs slower than regulation (fewer points per minute), as in real games.
      expect(m.overtimePointsPerTeam).toBeLessThan(m.regulationPointsPer5);
    }, 60_000);

    it(`${gender}: the trailing team fouls at the end of close games, and the free throws show it`, () => {
      const m = measure(gender);
      const real = LATE_GAME_TARGETS[gender].freeThrowAttemptsByMargin;
      expect(m.closeFinishes).toBeGreaterThan(800);
      // Within 1-6 with a minute left, the leader mostly has the ball at some point and the
      // trailing team must foul to get it back; a stop or a turnover sometimes spares it.
      expect(m.trailerFoulShare).toBeGreaterThan(0.6);
      expect(m.trailerFoulShare).toBeLessThan(0.95);
      expect(m.trailerFoulsPerFinish).toBeGreaterThan(1.2);
      expect(m.trailerFoulsPerFinish).toBeLessThan(3);
      const byMargin = m.freeThrowAttemptsByMargin;
      // Real: games decided by 4-10 have 3-5 more FTA than blowouts and than 1-3 point games.
      const fouled = (byMargin['4-6'] + byMargin['7-10']) / 2;
      const realFouled = (real['4-6'] + real['7-10']) / 2;
      expect(fouled - byMargin['16+']).toBeGreaterThan(0.5 * (realFouled - real['16+']));
      expect(fouled - byMargin['1-3']).toBeGreaterThan(0.5 * (realFouled - real['1-3']));
      expect(Math.abs(byMargin.overtime - real.overtime)).toBeLessThan(5);
    }, 60_000);
  }
});
