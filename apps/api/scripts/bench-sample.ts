/**
 * The sample demo league the data benchmarks run on (`npm run bench:abuse`, `npm run
 * bench:cluster`, `npm run cluster`), and the request paths made of its ids. Built once per data
 * folder with `npm run demo -- --scale sample` and reused afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { ALL_ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { openDb } from '@courtside/warehouse';
import { repoRoot } from '../src/paths';

/** Where the benchmarks keep their sample league unless told otherwise (one build for all). */
export const SAMPLE_DATA_DIR = join(tmpdir(), 'courtside-bench-abuse');

/** The demo league's sample scale, built once into `dataDir` and reused. */
export async function ensureSampleWarehouse(
  dataDir: string,
  progress: (label: string) => void,
): Promise<void> {
  if (existsSync(join(dataDir, 'warehouse.duckdb'))) {
    progress(`Reusing ${join(dataDir, 'warehouse.duckdb')}`);
    return;
  }
  progress(`Building the sample demo league into ${dataDir} (about 20-60 s)`);
  const child = spawn(
    'npm',
    ['run', '--silent', 'demo', '--', '--scale', 'sample', '--data-dir', dataDir],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`npm run demo exited with ${String(code)}`);
}

export interface Sample {
  readonly competitionId: number;
  readonly teamId: number;
  readonly otherTeamId: number;
  readonly gameId: number;
}

/** Games with play-by-play, each with its two teams: the ids random requests are made of. */
export async function samplesOf(dataDir: string): Promise<Sample[]> {
  const db = await openDb(join(dataDir, 'warehouse.duckdb'), { readOnly: true });
  try {
    const rows = await db.all(
      `SELECT competition_id, game_id, home_team_id, away_team_id FROM games
       WHERE coverage = 'pbp' AND home_team_id IS NOT NULL AND away_team_id IS NOT NULL`,
    );
    return rows.map((row) => ({
      competitionId: Number(row['competition_id']),
      gameId: Number(row['game_id']),
      teamId: Number(row['home_team_id']),
      otherTeamId: Number(row['away_team_id']),
    }));
  } finally {
    db.close();
  }
}

export type PathMaker = (sample: Sample) => string;

/** Every public warehouse endpoint whose example names a team or a game, ids swapped in. */
export function pathMakers(apiRoot = '/api'): PathMaker[] {
  const makers: PathMaker[] = [];
  for (const definition of ALL_ENDPOINT_DEFINITIONS) {
    if (definition.access !== 'public' || definition.usesWarehouse === false) continue;
    const example: DataConfig = definition.example;
    const names = ['teamId', 'gameId', 'teamIds'].filter((key) => key in example);
    if (names.length === 0) continue;
    makers.push((sample) => {
      const config: Record<string, unknown> = { ...example };
      if ('competitionId' in config) config['competitionId'] = sample.competitionId;
      if ('teamId' in config) config['teamId'] = sample.teamId;
      if ('gameId' in config) config['gameId'] = sample.gameId;
      if ('teamIds' in config) config['teamIds'] = [sample.teamId, sample.otherTeamId];
      return buildDataPath(definition.name, config as DataConfig, apiRoot);
    });
  }
  return makers;
}
