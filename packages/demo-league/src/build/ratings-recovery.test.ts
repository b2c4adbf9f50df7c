/**
 * The engine's opponent-adjusted ratings must recover the simulator's hidden team strengths:
 * a one-competition league of default size whose Division I teams play a fuller season (double
 * round robins and eight non-conference games, ≈ 20 games with the tournaments), built through
 * the normal path, and the Spearman rank correlation of AdjEM with offense + defense per team.
 * The slowest demo test (≈ 800 games): it runs in CI, with worker threads when there are cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@courtside/warehouse';
import { deriveWorkerCount } from '@courtside/ingest';
import { SCALES } from '../league/scale';
import type { LeagueScale } from '../league/scale';
import { buildDemoWarehouse } from './demo-build';
import { competitionReport } from './competition-report';

const SEASON: LeagueScale = {
  ...SCALES.default,
  competitionIds: [38529],
  divisions: {
    1: {
      conferenceSizes: Array.from({ length: 12 }, () => 6),
      conferenceRounds: 2,
      nonConferenceGames: 8,
      crossDivisionShare: 0,
    },
    2: { conferenceSizes: [4], conferenceRounds: 1, nonConferenceGames: 1, crossDivisionShare: 0 },
    3: { conferenceSizes: [4], conferenceRounds: 1, nonConferenceGames: 1, crossDivisionShare: 0 },
  },
};

describe('ratings recovery', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-demo-recovery-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('ranks Division I teams by AdjEM as their hidden strength ranks them (Spearman ≥ 0.9)', async () => {
    const summary = await buildDemoWarehouse({
      dataDir: root,
      seed: 7,
      scale: SEASON,
      workers: Math.min(2, deriveWorkerCount()),
    });
    expect(summary.games).toBeGreaterThan(750);
    const db = await openDb(summary.path, { readOnly: true });
    try {
      const rows = await competitionReport(db);
      const recovery = rows.find((r) => r.divisionId === 1);
      const spearman = recovery?.hiddenStrengthSpearman ?? Number.NaN;
      expect(recovery?.teams).toBe(72);
      expect(recovery?.converged).toBe(true);
      expect(spearman, `Spearman ${spearman}`).toBeGreaterThanOrEqual(0.9);
      // Divisions II and III are rated as pools of their own, and converge too.
      expect(rows.filter((r) => r.divisionId > 1).every((r) => r.converged === true)).toBe(true);
      // Printed so the measured value shows in CI logs too.
      process.stdout.write(`ratings recovery: Spearman ${spearman.toFixed(3)}\n`);
    } finally {
      db.close();
    }
  }, 600_000);
});
