import { describe, expect, it } from 'vitest';
import { rapm } from './rapm';
import { publishableRapm, rapmCoverage, type RapmStintInput } from './rapm-coverage';
import { plantedLeague } from './rapm-test-support';

const THRESHOLDS = { minGames: 40, minMedianTeamPossessions: 300, minPlayerPossessions: 250 };

describe('rapmCoverage (when RAPM may be published)', () => {
  it('refuses two games, naming both shortfalls', () => {
    // One round of four teams: two games, each team ≈ 85 possessions.
    const { stints } = plantedLeague({ seed: 1, teams: 4, roster: 9, rounds: 1, sd: 3 });
    const coverage = rapmCoverage(stints, THRESHOLDS);
    expect(coverage.games).toBe(2);
    expect(coverage.teams).toBe(4);
    expect(coverage.enough).toBe(false);
    expect(coverage.reason).toBe(
      `2 play-by-play game(s) with usable stints, fewer than the 40 RAPM needs; the median team has ${Math.round(coverage.medianTeamPossessions)} possessions in them, fewer than 300`,
    );
    expect(coverage.medianTeamPossessions).toBeLessThan(300);
  });

  it('counts only usable stints, games and teams, and takes the median team', () => {
    const stint = (gameId: number, home: number, away: number, poss: number): RapmStintInput => ({
      gameId,
      homeTeamId: home,
      awayTeamId: away,
      homeIds: [1, 2, 3, 4, 5],
      awayIds: [6, 7, 8, 9, 10],
      homePoss: poss,
      awayPoss: poss,
      homePts: 0,
      awayPts: 0,
      weight: 1,
    });
    const stints = [
      stint(1, 1, 2, 10),
      stint(1, 1, 2, 20),
      stint(2, 2, 3, 5),
      // Not usable: garbage time (weight 0), four players, no possessions.
      { ...stint(3, 3, 4, 50), weight: 0 },
      { ...stint(4, 3, 4, 50), homeIds: [1, 2, 3, 4] },
      stint(5, 3, 4, 0),
      // A team without an id (outside the file) counts for the games, not the teams.
      { ...stint(6, 1, 5, 7), awayTeamId: null },
    ];
    const coverage = rapmCoverage(stints, { ...THRESHOLDS, minGames: 3 });
    expect(coverage).toMatchObject({ games: 3, stints: 4, teams: 3 });
    // Team 1: 10 + 20 + 7 = 37, team 2: 30 + 5 = 35, team 3: 5 → median 35.
    expect(coverage.medianTeamPossessions).toBe(35);
    expect(coverage.reason).toBe('the median team has 35 possessions in them, fewer than 300');
    expect(
      rapmCoverage(stints, { ...THRESHOLDS, minGames: 3, minMedianTeamPossessions: 35 }),
    ).toMatchObject({ enough: true, reason: null });
  });

  it('accepts a season of 16 teams with 6 games each', () => {
    const { stints } = plantedLeague({ seed: 2, teams: 16, roster: 9, rounds: 6, sd: 3 });
    const coverage = rapmCoverage(stints, THRESHOLDS);
    expect(coverage.games).toBe(48);
    expect(coverage.medianTeamPossessions).toBeGreaterThan(300);
    expect(coverage.enough).toBe(true);
  });

  it('publishes only players with enough possessions on the floor', () => {
    const { stints } = plantedLeague({ seed: 2, teams: 16, roster: 9, rounds: 6, sd: 3 });
    const fit = rapm(stints, { lambda: 3000 });
    const published = publishableRapm(fit.players, THRESHOLDS);
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBeLessThan(fit.players.length);
    for (const p of fit.players) {
      expect(published.includes(p)).toBe(p.offPoss + p.defPoss >= 250);
    }
  });
});
