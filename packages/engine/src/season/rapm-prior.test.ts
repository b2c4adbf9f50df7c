import { describe, expect, it } from 'vitest';
import { boxRatings, floorPossessions } from './box-rating';
import { boxRatingSplit, rapmPriors, type RapmPriorSettings } from './rapm-prior';
import { syntheticPlayers } from './test-support';

const league = syntheticPlayers(21, 12);
const average = 104;
// AdjO/AdjD around the pool's average; AdjEM = AdjO − AdjD.
const teams = new Map(
  Array.from({ length: 12 }, (_, t) => [
    t + 1,
    { ortgAdj: average + (t - 6) / 2, drtgAdj: average - (t - 5) / 3, averageEfficiency: average },
  ]),
);
const teamNet = new Map([...teams].map(([id, t]) => [id, t.ortgAdj - t.drtgAdj]));

const SETTINGS: RapmPriorSettings = {
  boxStabilizationPossessions: 300,
  previousSeasonCarry: 0.5,
  previousSeasonStabilizationPossessions: 1000,
};

describe('boxRatingSplit (OBPM/DBPM for the RAPM prior)', () => {
  const split = boxRatingSplit(league, { teams });
  const bpm = new Map(
    boxRatings(league, { teamNetRtgAdj: teamNet }).map((r) => [r.playerId, r] as const),
  );

  it('adds up to the box rating of box-rating.ts', () => {
    expect(split.size).toBe(league.length);
    for (const p of league) {
      const s = split.get(p.playerId);
      expect((s?.obpm ?? 0) + (s?.dbpm ?? 0)).toBeCloseTo(bpm.get(p.playerId)?.bpm ?? 0, 9);
      expect(s?.possessions).toBeCloseTo(floorPossessions(p), 9);
    }
  });

  it("splits the team's margin into its adjusted offence and defence", () => {
    for (const [teamId, t] of teams) {
      let off = 0;
      let def = 0;
      for (const p of league.filter((x) => x.teamId === teamId)) {
        const share = p.minutes / (p.team.minutes / 5);
        off += share * (split.get(p.playerId)?.obpm ?? Number.NaN);
        def += share * (split.get(p.playerId)?.dbpm ?? Number.NaN);
      }
      expect(off).toBeCloseTo(t.ortgAdj - average, 9);
      expect(def).toBeCloseTo(average - t.drtgAdj, 9);
    }
  });

  it('credits scoring to the offence and steals to the defence', () => {
    const p = league[0];
    if (!p) throw new Error('no player');
    const more = (over: Partial<typeof p.stats>) =>
      boxRatingSplit(
        league.map((q) => (q === p ? { ...q, stats: { ...q.stats, ...over } } : q)),
        { teams },
      ).get(p.playerId);
    const base = split.get(p.playerId);
    // Ten more steals raise his defence (his teammates pay for it through the team constant)…
    const steal = more({ stl: (p.stats.stl ?? 0) + 10 });
    expect((steal?.dbpm ?? 0) - (base?.dbpm ?? 0)).toBeGreaterThan(0.5);
    expect(Math.abs((steal?.obpm ?? 0) - (base?.obpm ?? 0))).toBeLessThan(0.05);
    // …fifteen more made twos his offence.
    const points = more({ pts: p.stats.pts + 30, fgm: p.stats.fgm + 15 });
    expect((points?.obpm ?? 0) - (base?.obpm ?? 0)).toBeGreaterThan(0.5);
    expect(Math.abs((points?.dbpm ?? 0) - (base?.dbpm ?? 0))).toBeLessThan(0.05);
  });

  it('leaves out players without a full line or without a rated team', () => {
    const [first, second] = league;
    if (!first || !second) throw new Error('no players');
    const edited = [{ ...first, stats: { ...first.stats, blk: null } }, ...league.slice(1)];
    expect(boxRatingSplit(edited, { teams }).has(first.playerId)).toBe(false);
    const noTeam = new Map([...teams].filter(([id]) => id !== second.teamId));
    expect(boxRatingSplit(league, { teams: noTeam }).has(second.playerId)).toBe(false);
  });

  it('merges the rows of a player with two teams by possessions', () => {
    const a = league.find((p) => p.teamId === 1);
    const b = league.find((p) => p.teamId === 2);
    if (!a || !b) throw new Error('no players');
    const moved = league.map((p) => (p === b ? { ...p, playerId: a.playerId } : p));
    const merged = boxRatingSplit(moved, { teams }).get(a.playerId);
    const sa = split.get(a.playerId);
    const sb = split.get(b.playerId);
    const na = floorPossessions(a);
    const nb = floorPossessions(b);
    expect(merged?.possessions).toBeCloseTo(na + nb, 9);
    expect(merged?.obpm).toBeCloseTo(((sa?.obpm ?? 0) * na + (sb?.obpm ?? 0) * nb) / (na + nb), 9);
  });
});

describe('rapmPriors (box prior and season pooling)', () => {
  const box = new Map([
    [1, { playerId: 1, obpm: 4, dbpm: -2, possessions: 300 }],
    [2, { playerId: 2, obpm: 6, dbpm: 2, possessions: 2700 }],
    [3, { playerId: 3, obpm: -3, dbpm: 1, possessions: 0 }],
  ]);
  const previous = new Map([
    [2, { orapm: 1, drapm: 3, possessions: 4000 }],
    [4, { orapm: -2, drapm: 1, possessions: 600 }],
  ]);
  const priors = rapmPriors([1, 2, 3, 4, 5], box, previous, SETTINGS);

  it('regresses a newcomer’s box split by r = n/(n + 300)', () => {
    // 300 possessions: r = 0.5.
    expect(priors.get(1)).toEqual({
      orapm: 2,
      drapm: -1,
      source: 'box',
      boxReliability: 0.5,
      previousWeight: 0,
    });
    // No possessions: nothing of the box survives.
    expect(priors.get(3)).toMatchObject({ orapm: 0, drapm: 0, source: 'box', boxReliability: 0 });
  });

  it("pools last season's RAPM with w = 0.5·m/(m + 1000), m its possessions on the floor", () => {
    // Box: r = 2700/3000 = 0.9 → (5.4, 1.8). Last season 4000 off + def → m = 2000, w = 1/3.
    const p = priors.get(2);
    expect(p?.source).toBe('box+previous');
    expect(p?.boxReliability).toBeCloseTo(0.9, 12);
    expect(p?.previousWeight).toBeCloseTo(1 / 3, 12);
    expect(p?.orapm).toBeCloseTo((1 / 3) * 1 + (2 / 3) * 5.4, 12);
    expect(p?.drapm).toBeCloseTo((1 / 3) * 3 + (2 / 3) * 1.8, 12);
  });

  it('keeps w·last season without a box rating, and 0 with neither', () => {
    // m = 300, w = 0.5·300/1300.
    const w = (0.5 * 300) / 1300;
    expect(priors.get(4)?.source).toBe('previous');
    expect(priors.get(4)?.orapm).toBeCloseTo(-2 * w, 12);
    expect(priors.get(4)?.drapm).toBeCloseTo(w, 12);
    expect(priors.get(5)).toEqual({
      orapm: 0,
      drapm: 0,
      source: 'none',
      boxReliability: 0,
      previousWeight: 0,
    });
  });

  it('refuses settings outside their range', () => {
    expect(() => rapmPriors([1], box, previous, { ...SETTINGS, previousSeasonCarry: 1.5 })).toThrow(
      /carry within \[0, 1\]/,
    );
    expect(() =>
      rapmPriors([1], box, previous, { ...SETTINGS, boxStabilizationPossessions: 0 }),
    ).toThrow(/must be positive/);
  });
});
