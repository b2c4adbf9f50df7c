import { describe, expect, it } from 'vitest';
import { AWAY, HOME, bundle, made, row } from './bundle.fixtures';
import { parseGameBundleDetailed } from './bundle';
import { nearThreePointLine } from './shots';

const missed = (p1: string, clock: string, value: 2 | 3, team = HOME) =>
  row({
    clock,
    team,
    p1,
    description: `${p1}, ${value}pt jumpshot   missed`,
    type: value === 3 ? 'Three Point Jumper' : 'Two Point Jumper',
    result: 'missed',
    value,
  });

const shot = (
  team: string,
  shooter: string,
  made: boolean,
  value: number,
  x: number,
  y: number,
) => ({
  team_id: team,
  shooter_id: shooter,
  shot_x: x,
  shot_y: y,
  made,
  point_value: value,
  period: null,
  sec_left: null,
});

const pbp = [
  made('HA.ONE', '19:40', 2),
  missed('AB.TWO', '19:20', 3, AWAY),
  made('HC.THREE', '19:00', 3),
  missed('HA.ONE', '18:40', 2),
];

describe('matching shots to play-by-play attempts', () => {
  it('matches by order, team, shooter code and result, and sets the location', () => {
    const shots = [
      shot(HOME, 'HaOne', true, 2, 1, 2),
      shot(AWAY, 'AbTwo', false, 3, 20, 12),
      shot(HOME, 'HcThree', true, 3, -22, 5),
      shot(HOME, 'HaOne', false, 2, 3, 8),
    ];
    const { game, report } = parseGameBundleDetailed(bundle(pbp, { shots }));
    expect(report.shots).toMatchObject({ shots: 4, matched: 4, withLocation: 4, unmatched: [] });
    const located = game.events
      .filter((e) => e.type === 'shot')
      .map((e) => (e.type === 'shot' ? e.location : null));
    expect(located).toEqual([
      { x: 1, y: 2 },
      { x: 20, y: 12 },
      { x: -22, y: 5 },
      { x: 3, y: 8 },
    ]);
  });

  it('absorbs two attempts listed in the other order', () => {
    const shots = [
      shot(HOME, 'HaOne', true, 2, 1, 2),
      shot(HOME, 'HcThree', true, 3, -22, 5),
      shot(AWAY, 'AbTwo', false, 3, 20, 12),
      shot(HOME, 'HaOne', false, 2, 3, 8),
    ];
    const { report } = parseGameBundleDetailed(bundle(pbp, { shots }));
    expect(report.shots.matched).toBe(4);
  });

  it('accepts a 2/3 disagreement only next to the three-point line, keeping the pbp value', () => {
    const near = [shot(HOME, 'HaOne', true, 3, 1, 22.26)];
    const { game, report } = parseGameBundleDetailed(bundle(pbp.slice(0, 1), { shots: near }));
    expect(report.shots.valueConflicts).toHaveLength(1);
    expect(report.shots.valueConflicts[0]).toMatchObject({ fileValue: 3, pbpValue: 2 });
    expect(game.events.find((e) => e.type === 'shot')).toMatchObject({
      value: 2,
      location: { x: 1, y: 22.26 },
    });
    const far = [shot(HOME, 'HaOne', true, 3, 1, 2)];
    expect(
      parseGameBundleDetailed(bundle(pbp.slice(0, 1), { shots: far })).report.shots.unmatched,
    ).toHaveLength(1);
  });

  it('says why a shot found no attempt', () => {
    const shots = [
      shot(HOME, 'ZzNobody', true, 2, 1, 2),
      shot('Elsewhere', 'HaOne', true, 2, 1, 2),
      shot(HOME, 'HaOne', false, 2, 1, 2),
    ];
    const { report } = parseGameBundleDetailed(bundle(pbp.slice(0, 1), { shots }));
    expect(report.shots.unmatched.map((u) => u.reason)).toEqual([
      'no field-goal attempt by "ZzNobody"',
      'team "Elsewhere" is neither home nor away',
      'made/missed disagrees',
    ]);
  });

  it('knows where the three-point lines are', () => {
    expect(nearThreePointLine({ x: 0, y: 22 })).toBe(true);
    expect(nearThreePointLine({ x: 21.5, y: 3 })).toBe(true);
    expect(nearThreePointLine({ x: 0, y: 10 })).toBe(false);
    expect(nearThreePointLine({ x: 0, y: 30 })).toBe(false);
  });
});
