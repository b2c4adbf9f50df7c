/**
 * The demo league's season files (served/layout.ts): the build plan, resuming a build that was
 * stopped, and merging the finished seasons into the one served file.
 *
 * Order: newest season first, men before women, so the current season is served first and the
 * oldest last. Resuming: a season file exists only once complete (written beside its name and
 * renamed), so a build with the same plan (seed, scale, schema, competitions) keeps every file
 * it finds and builds the rest; a different plan starts over.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPETITIONS } from '@courtside/contract';
import { startBuild } from '@courtside/ingest';
import type { BuildPlan, WarehouseDb } from '@courtside/warehouse';
import {
  pathLiteral,
  planPath,
  readPlan,
  SCHEMA_VERSION,
  seasonFilePath,
  seasonsDir,
  TABLE_NAMES,
} from '@courtside/warehouse';
import type { LeagueScale } from '../league/scale';

/** The competitions of a scale in build order, and the current season's ones. */
export function buildPlan(scale: LeagueScale, seed: number): BuildPlan {
  const chosen = COMPETITIONS.filter((c) => scale.competitionIds.includes(c.id));
  const ordered = [...chosen].sort(
    (a, b) => b.yearEnd - a.yearEnd || (a.gender === b.gender ? 0 : a.gender === 'MALE' ? -1 : 1),
  );
  const newest = ordered[0]?.yearEnd;
  return {
    seed,
    scale: scale.name,
    schemaVersion: SCHEMA_VERSION,
    competitionIds: ordered.map((c) => c.id),
    firstSeason: ordered.filter((c) => c.yearEnd === newest).map((c) => c.id),
  };
}

const samePlan = (a: BuildPlan, b: BuildPlan): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Leftovers of a killed build in the seasons folder: half-written files and part files. */
const LEFTOVER = /(\.building\.duckdb(\.wal|\.tmp|\.parts)?|\.parts|\.tmp)$/;

export const workPartsDir = (dataDir: string): string => join(seasonsDir(dataDir), 'work.parts');

/**
 * Prepares the seasons folder for `plan` and returns the competitions already built. A folder
 * holding another plan's seasons (or an unreadable plan) is emptied first.
 */
export function prepareSeasons(dataDir: string, plan: BuildPlan): number[] {
  const dir = seasonsDir(dataDir);
  let previous: BuildPlan | null;
  try {
    previous = readPlan(dataDir);
  } catch {
    previous = null;
  }
  if (existsSync(dir) && (previous === null || !samePlan(previous, plan))) {
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (LEFTOVER.test(name)) rmSync(join(dir, name), { recursive: true, force: true });
  }
  const tmp = `${planPath(dataDir)}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(plan, null, 2)}\n`);
  renameSync(tmp, planPath(dataDir));
  return plan.competitionIds.filter((id) => existsSync(seasonFilePath(dataDir, id)));
}

async function copySeason(db: WarehouseDb, path: string, alias: string): Promise<void> {
  await db.run(`ATTACH ${pathLiteral(path)} AS ${alias} (READ_ONLY)`);
  try {
    for (const table of TABLE_NAMES) {
      if (table === 'meta') continue;
      // Every season file carries the whole league's conferences.
      const verb = table === 'conferences' ? 'INSERT OR IGNORE' : 'INSERT';
      await db.run(`${verb} INTO main.${table} SELECT * FROM ${alias}.${table}`);
    }
  } finally {
    await db.run(`DETACH ${alias}`);
  }
}

export interface MergeOptions {
  readonly memoryLimit?: string;
  readonly threads?: number;
  readonly requireRows?: readonly string[];
  readonly now?: () => Date;
  /** Called after each season is copied (progress). */
  readonly onSeason?: (competitionId: number) => void;
  /**
   * Checks the merged file, and writes what only the whole league gives, before it replaces the
   * served one; a throw aborts the merge.
   */
  readonly check?: (db: WarehouseDb) => Promise<void>;
}

/**
 * Merges every season of `plan` into DATA_DIR/warehouse.duckdb (a new file renamed over the
 * served one) and removes the seasons folder. The caller holds the build lock.
 */
export async function mergeSeasons(
  dataDir: string,
  plan: BuildPlan,
  options: MergeOptions = {},
): Promise<{ path: string; dataVersion: string }> {
  const handle = await startBuild({
    dataDir,
    lock: false,
    memoryLimit: options.memoryLimit,
    threads: options.threads,
    requireRows: options.requireRows,
    now: options.now,
  });
  try {
    for (const id of plan.competitionIds) {
      await copySeason(handle.db, seasonFilePath(dataDir, id), `season_${id}`);
      options.onSeason?.(id);
    }
    await options.check?.(handle.db);
  } catch (error) {
    handle.abort();
    throw error;
  }
  const result = await handle.commit();
  rmSync(seasonsDir(dataDir), { recursive: true, force: true });
  return result;
}
