/**
 * Acceptance test on real shots: for every shot of every game bundle in shared/data/ncaa, our
 * basic zone must agree with the file's `shot_zone` for at least 98% of shots. The files are read
 * in place (never copied); when the folder is missing the test skips locally and fails when
 * CI=true.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { constantsFor } from '../config/constants';
import type { ZoneName } from './facts';
import { basicZone } from './zones';

const DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/ncaa');
const available = existsSync(DATA);
const required = process.env.CI === 'true';

const SOURCE_ZONES: Readonly<Record<string, ZoneName>> = {
  rim: 'rim',
  paint: 'paint',
  mid: 'mid',
  corner3: 'corner3',
  abovebreak3: 'aboveBreak3',
};

interface SourceShot {
  shot_x: number;
  shot_y: number;
  shot_zone: string;
  point_value: number;
  season: number;
}

function gameFiles(): { gender: 'MALE' | 'FEMALE'; path: string }[] {
  return (['mbb', 'wbb'] as const).flatMap((folder) => {
    const games = join(DATA, folder, 'games');
    if (!existsSync(games)) return [];
    return readdirSync(games)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ gender: folder === 'mbb' ? 'MALE' : 'FEMALE', path: join(games, name) }));
  });
}

describe('basic zones against the NCAA shot files', () => {
  it.skipIf(!available && !required)('agrees with shot_zone on at least 98% of real shots', () => {
    expect(available, `missing ${DATA}`).toBe(true);
    let total = 0;
    const disagreements: string[] = [];
    for (const { gender, path } of gameFiles()) {
      const shots = (JSON.parse(readFileSync(path, 'utf8')) as { shots: SourceShot[] }).shots;
      for (const shot of shots) {
        // The files' season is the year the season ends.
        const c = constantsFor({ gender, division: 1, seasonStartYear: shot.season - 1 });
        const value = shot.point_value === 3 ? 3 : 2;
        const ours = basicZone({ x: shot.shot_x, y: shot.shot_y }, value, c);
        total += 1;
        if (ours !== SOURCE_ZONES[shot.shot_zone]) {
          disagreements.push(
            `${path}: (${shot.shot_x}, ${shot.shot_y}) ${shot.shot_zone} vs ${ours}`,
          );
        }
      }
    }
    const agreement = 1 - disagreements.length / total;
    console.info(
      `Shot-zone agreement with the NCAA files: ${(agreement * 100).toFixed(2)}% of ${total} ` +
        `shots (${disagreements.length} disagree)`,
      ...disagreements.slice(0, 20),
    );
    expect(total).toBeGreaterThan(500);
    expect(agreement).toBeGreaterThanOrEqual(0.98);
  });
});
