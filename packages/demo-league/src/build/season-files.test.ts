/**
 * The demo build's season files: newest season first, each served as soon as it is in place
 * (openServedWarehouse over the seasons finished so far), a stopped build resumed where it
 * stopped, and the merged warehouse the same, byte for byte, as one built in a single run.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  competitions,
  num,
  openServedWarehouse,
  pendingCompetitions,
  readPlan,
  seasonsDir,
  servedFiles,
  warehouseDataVersion,
} from '@courtside/warehouse';
import { SCALES } from '../league/scale';
import type { LeagueScale } from '../league/scale';
import { buildDemoWarehouse } from './demo-build';
import { buildPlan } from './season-files';

const TWO_SEASONS: LeagueScale = { ...SCALES.small, competitionIds: [38409, 41097] };
const suffix = (version: string): string => version.slice(version.lastIndexOf('-') + 1);

describe('demo season files', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-seasons-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('plans the newest season first, men before women', () => {
    const plan = buildPlan(SCALES.default, 7);
    expect(plan.competitionIds.slice(0, 4)).toEqual([41097, 41098, 38409, 38529]);
    expect(plan.firstSeason).toEqual([41097, 41098]);
    expect(plan.competitionIds).toHaveLength(16);
    expect(buildPlan(SCALES.small, 7).firstSeason).toEqual([38409]);
  });

  it('serves each season when done, resumes a stopped build and merges to the same data', async () => {
    const whole = join(root, 'whole');
    const order: number[] = [];
    const single = await buildDemoWarehouse({
      dataDir: whole,
      seed: 5,
      scale: TWO_SEASONS,
      workers: 0,
      onSeason: (id) => order.push(id),
    });
    expect(order).toEqual([41097, 38409]);
    expect(single.firstSeasonSeconds).not.toBeNull();
    expect(existsSync(seasonsDir(whole))).toBe(false);

    // A build that stops after its first season keeps that season, served on its own.
    const stopped = join(root, 'stopped');
    await expect(
      buildDemoWarehouse({
        dataDir: stopped,
        seed: 5,
        scale: TWO_SEASONS,
        workers: 0,
        onSeason: () => {
          throw new Error('stopped here');
        },
      }),
    ).rejects.toThrow('stopped here');
    const files = servedFiles(stopped);
    expect(files.whole).toBeNull();
    expect(files.seasons.map((s) => s.competitionId)).toEqual([41097]);
    expect(pendingCompetitions(files)).toEqual([38409]);
    const partial = await openServedWarehouse(stopped);
    try {
      expect((await competitions(partial.db)).map((c) => c.competitionId)).toEqual([41097]);
      expect(await warehouseDataVersion(partial.db)).toMatch(
        /^\d{4}-\d\d-\d\dT[\d:]{8}Z-[0-9a-f]{8}$/,
      );
      const conferences = await partial.db.all(
        'SELECT count(*) AS n, count(DISTINCT conference_id) AS ids FROM conferences',
      );
      expect(num(conferences[0] ?? {}, 'n')).toBe(num(conferences[0] ?? {}, 'ids'));
    } finally {
      partial.db.close();
    }

    // The next run builds only what is missing, and the result is the single run's data.
    const resumed = await buildDemoWarehouse({
      dataDir: stopped,
      seed: 5,
      scale: TWO_SEASONS,
      workers: 0,
    });
    expect(resumed.resumed).toEqual([41097]);
    expect(resumed.competitions.map((c) => c.competitionId)).toEqual([38409]);
    expect(suffix(resumed.dataVersion)).toBe(suffix(single.dataVersion));
    expect(readPlan(stopped)).toBeNull();
  }, 600_000);

  it('starts over when the folder holds another plan, and refuses a malformed plan file', async () => {
    const dir = join(root, 'other-plan');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(seasonsDir(dir), { recursive: true });
    writeFileSync(join(seasonsDir(dir), 'plan.json'), '{"seed": "x"}');
    expect(() => readPlan(dir)).toThrow(/plan\.json is not a build plan/);
    writeFileSync(join(seasonsDir(dir), '41097.duckdb'), 'left by another plan');
    writeFileSync(join(seasonsDir(dir), 'plan.json'), 'not json');
    expect(() => readPlan(dir)).toThrow(/plan\.json is not JSON/);
    const built = await buildDemoWarehouse({
      dataDir: dir,
      seed: 6,
      scale: SCALES.small,
      workers: 0,
    });
    expect(built.resumed).toEqual([]);
    expect(built.competitions.map((c) => c.competitionId)).toEqual([38409]);
  }, 300_000);
});
