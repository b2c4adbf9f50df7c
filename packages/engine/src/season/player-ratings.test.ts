import { describe, expect, it } from 'vitest';
import type { PlayerSeasonInput } from './inputs';
import { gameScore, playerRates } from './player-ratings';
import { counts, syntheticPlayers, teamOfPlayers } from './test-support';

// One game: the player of interest plus teammates that make the team totals
// FGM 28, FGA 60, FTA 20, TOV 12, ORB 10, DRB 25, 200 minutes.
const star = counts({
  pts: 20,
  fgm: 7,
  fga: 15,
  fgm3: 2,
  fga3: 5,
  ftm: 4,
  fta: 5,
  orb: 2,
  drb: 5,
  ast: 4,
  stl: 2,
  blk: 1,
  tov: 3,
  pf: 2,
});
const rest = counts({
  pts: 45,
  fgm: 21,
  fga: 45,
  fgm3: 3,
  fga3: 12,
  ftm: 10,
  fta: 15,
  orb: 8,
  drb: 20,
  ast: 11,
  stl: 4,
  blk: 2,
  tov: 9,
  pf: 12,
});
const opponent = { fga: 62, fga3: 20, orb: 9, drb: 26, poss: 70 };
const team = teamOfPlayers(
  1,
  [
    { playerId: 10, minutes: 30, stats: star },
    { playerId: 11, minutes: 170, stats: rest },
  ],
  opponent,
);

describe('playerRates (METHODS §2), hand-worked', () => {
  const r = playerRates(team[0] as PlayerSeasonInput);
  it.each([
    // TS% = 20/(2·(15 + 0.44·5)) = 20/34.4
    ['tsPct', 0.581395],
    // eFG% = (7 + 0.5·2)/15
    ['efgPct', 0.533333],
    // USG% = (15 + 2.2 + 3)·40/(30·(60 + 8.8 + 12)) = 808/2424
    ['usagePct', 0.333333],
    // AST% = 4/((30/40)·28 − 7) = 4/14
    ['astPct', 0.285714],
    // TOV% = 3/20.2
    ['tovPct', 0.148515],
    // ORB% = 2·40/(30·(10 + 26)); DRB% = 5·40/(30·(25 + 9)); REB% = 7·40/(30·70)
    ['orbPct', 0.074074],
    ['drbPct', 0.196078],
    ['rebPct', 0.133333],
    // STL% = 2·40/(30·70); BLK% = 1·40/(30·(62 − 20))
    ['stlPct', 0.038095],
    ['blkPct', 0.031746],
    ['fg3Pct', 0.4],
    ['ftPct', 0.8],
  ] as const)('%s = %d', (key, expected) => {
    expect(r[key]).toBeCloseTo(expected, 6);
  });

  it('Game Score and per-40', () => {
    // 20 + 2.8 − 10.5 − 0.4 + 1.4 + 1.5 + 2 + 2.8 + 0.7 − 0.8 − 3 = 16.5; per 40: 16.5·40/30
    expect(gameScore(star)).toBeCloseTo(16.5, 10);
    expect(r.gameScorePer40).toBeCloseTo(22, 10);
    expect(r.per40.pts).toBeCloseTo(26.6667, 4);
    expect(r.minutesShare).toBeCloseTo(0.75, 12);
    expect(r.belowMinutesThreshold).toBe(false);
  });
});

describe('playerRates edge cases', () => {
  it('team minutes-weighted USG% is 20% when every play belongs to a player', () => {
    for (const t of [team, syntheticPlayers(4, 1)]) {
      let weighted = 0;
      let minutes = 0;
      for (const p of t) {
        weighted += (playerRates(p).usagePct ?? 0) * p.minutes;
        minutes += p.minutes;
      }
      expect(weighted / minutes).toBeCloseTo(0.2, 12);
    }
  });

  it('MP = 0 gives null rates, not zeros', () => {
    const p = { ...(team[0] as PlayerSeasonInput), minutes: 0, stats: counts() };
    const r = playerRates(p);
    expect(r.usagePct).toBeNull();
    expect(r.astPct).toBeNull();
    expect(r.stlPct).toBeNull();
    expect(r.tsPct).toBeNull();
    expect(r.per40.pts).toBeNull();
    expect(r.gameScorePer40).toBeNull();
    expect(r.belowMinutesThreshold).toBe(true);
  });

  it('missing steals and blocks stay null', () => {
    const p = { ...(team[0] as PlayerSeasonInput), stats: { ...star, stl: null, blk: null } };
    const r = playerRates(p);
    expect(r.stlPct).toBeNull();
    expect(r.blkPct).toBeNull();
    expect(r.per40.stl).toBeNull();
    expect(r.gameScore).toBeNull();
    expect(r.usagePct).toBeCloseTo(1 / 3, 6);
  });

  it('flags players under 10% of team minutes and nulls rates without attempts', () => {
    const p = { ...(team[0] as PlayerSeasonInput), minutes: 3, stats: counts({ drb: 1 }) };
    const r = playerRates(p);
    expect(r.minutesShare).toBeCloseTo(0.075, 12);
    expect(r.belowMinutesThreshold).toBe(true);
    expect(r.fgPct).toBeNull();
    expect(r.fg3Pct).toBeNull();
    expect(r.tovPct).toBeNull();
    expect(r.drbPct).toBeCloseTo((1 * 40) / (3 * 34), 12);
  });
});
