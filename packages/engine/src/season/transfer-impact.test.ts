import { describe, expect, it } from 'vitest';
import { opponentAdjustedOrtg, playerOrtg, roleOf, transferImpacts } from './transfer-impact';
import type { PlayerSeasonPair, TransferSeasonLine } from './transfer-impact';

/** A season line with 100 plays (80 FGA + 0.44·25 FTA + 9 TOV) and a chosen point total. */
const line = (pts: number, extra: Partial<TransferSeasonLine> = {}): TransferSeasonLine => ({
  pts,
  fga: 80,
  fta: 25,
  tov: 9,
  minutes: 600,
  teamMinutes: 6000,
  meanOppAdjD: 100,
  leagueAvg: 100,
  ...extra,
});

const pair = (
  key: string,
  transferred: boolean,
  before: TransferSeasonLine,
  after: TransferSeasonLine,
  classYear: string | null = 'So.',
): PlayerSeasonPair<string> => ({ key, transferred, classYear, before, after });

describe('player ORtg and its opponent adjustment', () => {
  it('is points per 100 plays, scaled by league average over the opponents\u2019 mean AdjD', () => {
    expect(playerOrtg(line(110))).toBeCloseTo(110, 12);
    // METHODS §10: 110 against defenses allowing 95 where the average is 100 → 115.789…
    expect(opponentAdjustedOrtg(110, 100, 95)).toBeCloseTo((110 * 100) / 95, 12);
    expect(playerOrtg(line(0, { fga: 0, fta: 0, tov: 0 }))).toBeNull();
  });

  it('takes the role from the minutes share of the season left', () => {
    // TmMP/5 = 1200 minutes available: 600 → 0.5 starter, 300 → 0.25 rotation, 200 → bench.
    expect(roleOf(line(100))).toBe('starter');
    expect(roleOf(line(100, { minutes: 300 }))).toBe('rotation');
    expect(roleOf(line(100, { minutes: 200 }))).toBe('bench');
  });
});

describe('transferImpacts', () => {
  it('subtracts the mean change of non-transfers of the same class and role (hand-worked)', () => {
    const impacts = transferImpacts([
      // Transfer: 100 → 112 against the same opposition: change +12.
      pair('t', true, line(100), line(112)),
      // Non-transfer sophomores who started: +4 and +8 → baseline +6.
      pair('n1', false, line(100), line(104)),
      pair('n2', false, line(90), line(98)),
      // Other class or role: not in t's baseline.
      pair('n3', false, line(100), line(150), 'Fr.'),
      pair('n4', false, line(100, { minutes: 300 }), line(150)),
    ]);
    expect(impacts).toHaveLength(1);
    const t = impacts[0];
    expect(t?.change).toBeCloseTo(12, 10);
    expect(t?.baseline).toBeCloseTo(6, 10);
    expect(t?.baselinePlayers).toBe(2);
    expect(t?.effect).toBeCloseTo(6, 10);
    expect(t?.role).toBe('starter');
  });

  it('adjusts each season for its own opposition', () => {
    // 110 at A against average defenses; 110 at B against defenses allowing 90 (tougher):
    // adj 110 → 110·100/90 = 122.2, change +12.2.
    const [impact] = transferImpacts([pair('t', true, line(110), line(110, { meanOppAdjD: 90 }))]);
    expect(impact?.adjOrtgAfter).toBeCloseTo(122.2222, 3);
    expect(impact?.change).toBeCloseTo(12.2222, 3);
    // No non-transfer of his class and role: no baseline, no effect (never 0).
    expect(impact?.baseline).toBeNull();
    expect(impact?.effect).toBeNull();
  });

  it('does not rate a season under 10% of the team\u2019s minutes or without rated opponents', () => {
    const impacts = transferImpacts([
      pair('short', true, line(100, { minutes: 100 }), line(120)),
      pair('unrated', true, line(100), line(120, { meanOppAdjD: null })),
      // A short-minutes non-transfer must not feed the baseline either.
      pair('n', false, line(100), line(200, { minutes: 50 })),
      pair('t', true, line(100), line(101)),
    ]);
    const byKey = new Map(impacts.map((i) => [i.key, i]));
    expect(byKey.get('short')?.change).toBeNull();
    expect(byKey.get('short')?.adjOrtgAfter).toBeCloseTo(120, 10);
    expect(byKey.get('unrated')?.adjOrtgAfter).toBeNull();
    expect(byKey.get('t')?.baselinePlayers).toBe(0);
  });
});
