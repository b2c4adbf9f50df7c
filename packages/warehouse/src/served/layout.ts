/**
 * What a data folder serves. Normally one file, DATA_DIR/warehouse.duckdb, holding every
 * competition. While the demo league is built in the background it is one file per competition
 * instead, DATA_DIR/seasons/<competition id>.duckdb, each written beside its final name and
 * renamed into place when complete (so a reader sees whole seasons or none), plus
 * DATA_DIR/seasons/plan.json naming every competition the build will make, in order. When the
 * last season is done the build merges them into warehouse.duckdb and removes the folder.
 *
 * Why files per competition: a season is served the moment it is built, without rewriting the
 * seasons before it (merging into one growing file would copy every earlier season again for
 * each new one), and a killed build keeps every finished season and resumes with the next.
 * Queries over many attached files cost more than over one, which is why the finished league is
 * merged back into a single file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SERVED_FILE } from './files';

export const SEASONS_DIR = 'seasons';
export const PLAN_FILE = 'plan.json';
const SEASON_FILE = /^(\d+)\.duckdb$/;

export const seasonsDir = (dataDir: string): string => join(dataDir, SEASONS_DIR);
export const seasonFilePath = (dataDir: string, competitionId: number): string =>
  join(seasonsDir(dataDir), `${competitionId}.duckdb`);
export const planPath = (dataDir: string): string => join(seasonsDir(dataDir), PLAN_FILE);

export interface FileIdentity {
  readonly path: string;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
}

/** The background build's plan: what it makes, in order, and from which seed and scale. */
export const BuildPlanSchema = z.object({
  seed: z.number().int(),
  scale: z.string().min(1),
  schemaVersion: z.string().min(1),
  competitionIds: z.array(z.number().int()).min(1),
  /** The first competitions built (the current season): served before the rest. */
  firstSeason: z.array(z.number().int()).min(1),
});
export type BuildPlan = z.infer<typeof BuildPlanSchema>;

export interface ServedFiles {
  /** warehouse.duckdb when it exists: it then holds everything and the seasons are ignored. */
  readonly whole: FileIdentity | null;
  /** Finished season files, by competition id (ascending). */
  readonly seasons: ReadonlyArray<FileIdentity & { readonly competitionId: number }>;
  /** The background build's plan, if one is under way. */
  readonly plan: BuildPlan | null;
}

function identity(path: string): FileIdentity | null {
  try {
    const stats = statSync(path);
    return { path, ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs };
  } catch {
    return null;
  }
}

/** The plan file, or null when absent; a malformed plan is an error naming the file. */
export function readPlan(dataDir: string): BuildPlan | null {
  const path = planPath(dataDir);
  if (!existsSync(path)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not JSON (${error instanceof Error ? error.message : error})`, {
      cause: error,
    });
  }
  const parsed = BuildPlanSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a build plan: ${parsed.error.message}`);
  return parsed.data;
}

/** What the folder serves right now (one stat per file, one directory read). */
export function servedFiles(dataDir: string): ServedFiles {
  const whole = identity(join(dataDir, SERVED_FILE));
  const dir = seasonsDir(dataDir);
  const seasons: Array<FileIdentity & { competitionId: number }> = [];
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      const match = SEASON_FILE.exec(name);
      if (!match) continue;
      const found = identity(join(dir, name));
      if (found) seasons.push({ ...found, competitionId: Number(match[1]) });
    }
  }
  seasons.sort((a, b) => a.competitionId - b.competitionId);
  let plan: BuildPlan | null;
  try {
    plan = readPlan(dataDir);
  } catch {
    // A plan being rewritten or broken only affects the "still being built" list.
    plan = null;
  }
  return { whole, seasons, plan };
}

const sameIdentity = (a: FileIdentity | null, b: FileIdentity | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.path === b.path &&
    a.ino === b.ino &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs);

/** Whether two looks at the folder would open the same data. */
export function sameServedFiles(a: ServedFiles, b: ServedFiles): boolean {
  if (!sameIdentity(a.whole, b.whole)) return false;
  if (a.whole !== null) return true;
  return (
    a.seasons.length === b.seasons.length &&
    a.seasons.every((s, i) => sameIdentity(s, b.seasons[i] ?? null))
  );
}

/** Competitions the plan promises that are not served yet (empty once merged). */
export function pendingCompetitions(files: ServedFiles): number[] {
  if (files.whole !== null || files.plan === null) return [];
  const done = new Set(files.seasons.map((s) => s.competitionId));
  return files.plan.competitionIds.filter((id) => !done.has(id));
}
