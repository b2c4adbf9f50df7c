/**
 * The adjusted ratings of the real 2024-25 men's season, cut at Selection Sunday, against the
 * ratings T-Rank and KenPom published that day (../shared/data/ratings): the spread of adjusted
 * margins must match theirs (SD ratio 0.95-1.05) and the order too (Spearman ≥ 0.99), with the
 * prior from last season and with the conference-tier prior alone (no last season).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { math } from '@courtside/engine';
import { num, openDb, SERVED_FILE, str } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { ingestNcaaSeason } from '../sources/ncaa-seasons/ingest';
import { ncaaName, readPublishedRatings } from '../testing/published-ratings';
import { NCAA_DATA, realDataAvailable, tempDir } from '../testing/real-data';
import { rateCompetition } from './team-ratings';

const MEN_2025 = 38409;
const SELECTION_SUNDAY = '2025-03-16';

function sd(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

describe.runIf(realDataAvailable())('adjusted ratings against published ratings', () => {
  const dir = tempDir('published');
  let db: WarehouseDb;
  const published = readPublishedRatings();

  beforeAll(async () => {
    const source = { kind: 'folder', dir: NCAA_DATA } as const;
    for (const season of [2024, 2025]) {
      await ingestNcaaSeason({ dataDir: dir.path, gender: 'MALE', season, source, workers: 0 });
    }
    db = await openDb(join(dir.path, SERVED_FILE), { readOnly: true });
  }, 120_000);
  afterAll(() => {
    db?.close();
    dir.remove();
  });

  async function compare(withoutLastSeason: boolean) {
    const [rated] = await rateCompetition(db, MEN_2025, {
      gender: 'MALE',
      seasonStartYear: 2024,
      asOf: SELECTION_SUNDAY,
      withoutLastSeason,
    });
    if (!rated) throw new Error('no Division I pool');
    const names = new Map(
      (
        await db.all('SELECT team_id, team_market FROM teams WHERE competition_id = $1', [MEN_2025])
      ).map((row) => [str(row, 'team_market'), num(row, 'team_id')]),
    );
    const byId = new Map(rated.result.teams.map((t) => [t.teamId, t]));
    const ours: number[] = [];
    const torvik: number[] = [];
    const kenpom: number[] = [];
    for (const p of published) {
      const id = names.get(ncaaName(p.team));
      const team = id === undefined ? undefined : byId.get(id);
      if (!team) throw new Error(`${p.team} (${ncaaName(p.team)}) is not rated`);
      ours.push(team.netRtgAdj);
      torvik.push(p.torvikAdjEm);
      kenpom.push(p.kenpomNetRtg);
    }
    return {
      result: rated.result,
      prior: rated.summary.prior,
      ratio: { torvik: sd(ours) / sd(torvik), kenpom: sd(ours) / sd(kenpom) },
      rho: { torvik: math.spearman(ours, torvik), kenpom: math.spearman(ours, kenpom) },
    };
  }

  it('matches every published team', () => {
    expect(published).toHaveLength(364);
  });

  it('refuses a fit that does not converge, naming the competition and division', async () => {
    await expect(
      rateCompetition(db, MEN_2025, { gender: 'MALE', seasonStartYear: 2024, maxIterations: 2 }),
    ).rejects.toThrow(
      /adjusted ratings of 2024-25 Men's Basketball, Division 1, did not converge after 2 passes/,
    );
  });

  for (const [label, withoutLastSeason] of [
    ['with last season as the prior', false],
    ['with the conference-tier prior', true],
  ] as const) {
    it(`spreads and orders like T-Rank and KenPom ${label}`, async () => {
      const c = await compare(withoutLastSeason);
      expect(c.prior).toBe(withoutLastSeason ? 'conference tier' : 'last season');
      expect(c.result.converged).toBe(true);
      expect(c.result.teams).toHaveLength(364);
      for (const ratio of [c.ratio.torvik, c.ratio.kenpom]) {
        expect(ratio).toBeGreaterThan(0.95);
        expect(ratio).toBeLessThan(1.05);
      }
      expect(c.rho.torvik).toBeGreaterThanOrEqual(0.99);
      expect(c.rho.kenpom).toBeGreaterThanOrEqual(0.99);
      console.info(
        `published comparison (${label}): SD ratio T-Rank ${c.ratio.torvik.toFixed(3)}, ` +
          `KenPom ${c.ratio.kenpom.toFixed(3)}; Spearman ${c.rho.torvik.toFixed(4)}, ` +
          `${c.rho.kenpom.toFixed(4)}`,
      );
    });
  }
});

describe('readPublishedRatings', () => {
  it('names the line and column of a malformed file', async () => {
    const { writeFileSync } = await import('node:fs');
    const dir = tempDir('published-bad');
    try {
      const bad = join(dir.path, 'bad.csv');
      writeFileSync(
        bad,
        'team,conference,games,torvik_adj_em,kenpom_net_rtg\nDuke,ACC,34,x,39.3\n',
      );
      expect(() => readPublishedRatings(bad)).toThrow(/bad\.csv:2: not a number in column 4/);
      writeFileSync(bad, 'team,conference,games\nDuke,ACC,34\n');
      expect(() => readPublishedRatings(bad)).toThrow(/no column torvik_adj_em/);
    } finally {
      dir.remove();
    }
  });
});
