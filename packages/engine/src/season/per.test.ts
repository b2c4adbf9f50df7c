import { describe, expect, it } from 'vitest';
import type { PlayerSeasonInput } from './inputs';
import { leagueTotals, playerEfficiencyRatings } from './per';
import { syntheticPlayers } from './test-support';

const league = syntheticPlayers(8, 20);

describe('PER (Hollinger, METHODS §2)', () => {
  it('has a league minutes-weighted mean of 15 by construction', () => {
    const per = playerEfficiencyRatings(league);
    let weighted = 0;
    let minutes = 0;
    per.forEach((r, i) => {
      const mp = league[i]?.minutes ?? 0;
      weighted += (r.per ?? 0) * mp;
      minutes += mp;
    });
    expect(weighted / minutes).toBeCloseTo(15, 9);
  });

  it('rewards production: more points on the same shots raise PER', () => {
    const base = playerEfficiencyRatings(league);
    const first = league[0] as PlayerSeasonInput;
    const better = [
      { ...first, stats: { ...first.stats, ftm: first.stats.ftm + 10, pts: first.stats.pts + 10 } },
      ...league.slice(1),
    ];
    const lg = leagueTotals([...new Map(league.map((p) => [p.teamId, p.team])).values()]);
    const after = playerEfficiencyRatings(better, { league: lg });
    expect(after[0]?.uper ?? 0).toBeGreaterThan(base[0]?.uper ?? 0);
  });

  it('is null without minutes or without steals/blocks, and those stay out of the mean', () => {
    const team = league.filter((p) => p.teamId === 1);
    const [a, b] = team as [PlayerSeasonInput, PlayerSeasonInput];
    const edited = [
      { ...a, minutes: 0 },
      { ...b, stats: { ...b.stats, stl: null } },
      ...league.slice(2),
    ];
    const per = playerEfficiencyRatings(edited);
    expect(per[0]?.per).toBeNull();
    expect(per[1]?.per).toBeNull();
    let weighted = 0;
    let minutes = 0;
    per.forEach((r, i) => {
      if (r.per === null) return;
      weighted += r.per * (edited[i]?.minutes ?? 0);
      minutes += edited[i]?.minutes ?? 0;
    });
    expect(weighted / minutes).toBeCloseTo(15, 9);
  });
});
