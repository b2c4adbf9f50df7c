/**
 * `npm run demo`, and the API's first start: the whole demo league, one season file per
 * competition (served/layout.ts), then one served file.
 *
 * 1. The plan (season-files.ts): every competition of the scale, newest season first, men
 *    before women. A stopped build with the same plan resumes: finished season files are kept.
 * 2. Each competition is built into its own file (competition-build.ts) and renamed into place
 *    when complete, so the API serves it at once. With worker threads the main thread rates and
 *    aggregates competition k while the workers play competition k+1 (different files).
 * 3. When every season is there, they are merged into DATA_DIR/warehouse.duckdb (validated, the
 *    draft answers fitted on every simulated draft and stored (draft-check.ts), the NIL index's
 *    held-out test against the simulated deals stored (nil-model-check.ts), renamed over any
 *    served file)
 *    and the seasons folder is removed.
 * A failure or a signal removes the half-written file; every finished season stays, and with it
 * whatever the API was serving. Same seed and scale, same data, byte for byte, whether built in
 * one run or resumed.
 *
 * Ratings: each season file holds one competition, so its adjusted ratings use the
 * conference-tier prior (the previous season is not in the file when it is rated). That keeps a
 * season's numbers independent of the order seasons are built in.
 */
import { mkdirSync } from 'node:fs';
import type { Gender } from '@courtside/contract';
import {
  acquireLock,
  deriveWorkerCount,
  silentProgressFactory,
  startBuild,
} from '@courtside/ingest';
import type { BuildHandle, ProgressFactory } from '@courtside/ingest';
import { seasonFilePath } from '@courtside/warehouse';
import type { FeaturedPlayer } from '../league/featured';
import { DemoLeague, withFeaturedNames } from '../league/league';
import type { LeagueSeason } from '../league/league';
import { SCALES, estimatedGamesPerCompetition } from '../league/scale';
import type { LeagueScale, ScaleName } from '../league/scale';
import { startCompetition, storeGames } from './competition-build';
import { storeLeagueDraftAnswers } from './draft-check';
import { storeLeagueNilModels } from './nil-model-check';
import type { CompetitionContext, DemoCompetitionSummary } from './competition-build';
import { writeConferences } from './reference-rows';
import { buildPlan, mergeSeasons, prepareSeasons, workPartsDir } from './season-files';
import { InlineRunner, WorkerRunner } from './sim-pool';
import type { GameRunner } from './sim-pool';

export type { DemoCompetitionSummary } from './competition-build';

export const DEFAULT_DEMO_SEED = 20_260_101;

/** Tables a finished season (and the merged file) must have rows in. */
const REQUIRED_ROWS = [
  'competitions',
  'teams',
  'players',
  'games',
  'team_games',
  'events',
  'team_ratings',
] as const;

export interface DemoBuildOptions {
  readonly dataDir: string;
  readonly seed?: number;
  /** A named scale, or a custom one (tests: one competition of a chosen size). */
  readonly scale?: ScaleName | LeagueScale;
  readonly progress?: ProgressFactory;
  readonly log?: (line: string) => void;
  /** Worker threads; 0 plays every game in this thread (default: DERIVE_WORKERS or the cores). */
  readonly workers?: number;
  readonly memoryLimit?: string;
  readonly now?: () => Date;
  /** Called when a season file is in place (the API may serve it from then on). */
  readonly onSeason?: (competitionId: number) => void;
  /**
   * DuckDB threads of the final merge (default: all). Every season is served before it starts,
   * so the merge only makes queries faster: beside a running server it takes one core.
   */
  readonly mergeThreads?: number;
}

export interface DemoBuildSummary {
  readonly seed: number;
  readonly scale: ScaleName;
  /** Competitions built by this run (a resumed build skips the finished ones). */
  readonly competitions: readonly DemoCompetitionSummary[];
  /** Competitions found finished from an earlier, stopped run. */
  readonly resumed: readonly number[];
  readonly games: number;
  readonly events: number;
  readonly seconds: number;
  /** Seconds until the current season's files were in place (null when resumed past them). */
  readonly firstSeasonSeconds: number | null;
  /** Seconds until every season was in place (all served), before the merge. */
  readonly allSeasonsSeconds: number;
  /** Seconds the merge into one file took. */
  readonly mergeSeconds: number;
  readonly dataVersion: string;
  readonly path: string;
}

/** Games a scale plays, for the progress bar's total (schedules vary a little). */
export function estimatedGames(scale: LeagueScale, competitions = scale.competitionIds.length) {
  return estimatedGamesPerCompetition(scale) * competitions;
}

const competitionReportGames = (competitions: readonly DemoCompetitionSummary[]): number =>
  competitions.reduce((sum, c) => sum + c.games, 0);

/**
 * The seasons to build, in build order. Every season is generated first (the league is lived
 * through in order), so the featured players of all of them are known before any is written and
 * each keeps his featured name in every season, including those before he is featured.
 */
function seasonsInOrder(league: DemoLeague, order: readonly number[]): LeagueSeason[] {
  const byId = new Map<number, LeagueSeason>();
  const featured: FeaturedPlayer[] = [];
  for (const gender of ['MALE', 'FEMALE'] as Gender[]) {
    for (const season of league.seasons(gender)) {
      featured.push(...season.featured);
      if (season.built) byId.set(season.competition.id, season);
    }
  }
  const seasons = order.map((id) => {
    const season = byId.get(id);
    if (!season) throw new Error(`The demo league has no built season for competition ${id}`);
    return season;
  });
  return withFeaturedNames(seasons, featured);
}

/**
 * Builds every season not yet in place. With worker threads the main thread finishes season k
 * (its own file) while the workers play season k+1; in-process games use the main thread, so
 * there everything runs in turn. After `servedFirst` (the last competition of the season a first
 * start waits for) the next games wait until it is finished: on two cores they would take half
 * the CPU its ratings and season file need, and every visitor waits for that season.
 */
async function buildSeasons(
  seasons: readonly LeagueSeason[],
  context: CompetitionContext,
  options: DemoBuildOptions & { readonly servedFirst: number | null },
): Promise<DemoCompetitionSummary[]> {
  const out: DemoCompetitionSummary[] = [];
  const open = new Set<BuildHandle>();
  let finishPrevious: (() => Promise<DemoCompetitionSummary>) | null = null;
  const commitAfter =
    (handle: BuildHandle, finish: () => Promise<DemoCompetitionSummary>) => async () => {
      const summary = await finish();
      await handle.commit();
      open.delete(handle);
      options.onSeason?.(summary.competitionId);
      return summary;
    };
  let previousId: number | null = null;
  // The last inserts of the competition before, which may still run on its connection.
  let previousStored: Promise<void> = Promise.resolve();
  try {
    for (const season of seasons) {
      if (finishPrevious && previousId !== null && previousId === options.servedFirst) {
        out.push(await finishPrevious());
        finishPrevious = null;
      }
      previousId = season.competition.id;
      const handle = await startBuild({
        dataDir: options.dataDir,
        target: seasonFilePath(options.dataDir, season.competition.id),
        lock: false,
        memoryLimit: options.memoryLimit,
        requireRows: REQUIRED_ROWS,
        now: options.now,
      });
      open.add(handle);
      await writeConferences(handle.db, context.league.universe.conferences);
      const started = await startCompetition(handle.db, season, context);
      let played;
      if (context.runner.parallel && finishPrevious) {
        const playing = started.play();
        // Awaited below; a failure must not surface as an unhandled rejection meanwhile.
        playing.catch(() => undefined);
        out.push(await finishPrevious());
        played = await playing;
      } else {
        if (finishPrevious) out.push(await finishPrevious());
        played = await started.play();
      }
      const stored = await storeGames(handle.db, started, played, context);
      previousStored = stored.stored;
      finishPrevious = commitAfter(handle, stored.finish);
    }
    if (finishPrevious) out.push(await finishPrevious());
    return out;
  } finally {
    // A connection is closed only once no insert runs on it.
    await previousStored.catch(() => undefined);
    for (const handle of open) handle.abort();
  }
}

export async function buildDemoWarehouse(options: DemoBuildOptions): Promise<DemoBuildSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const scale =
    typeof options.scale === 'object' ? options.scale : SCALES[options.scale ?? 'default'];
  const log = options.log ?? (() => undefined);
  const league = new DemoLeague(scale, seed);
  const plan = buildPlan(scale, seed);
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireLock(options.dataDir);
  try {
    const resumed = prepareSeasons(options.dataDir, plan);
    if (resumed.length > 0) {
      log(
        `Resuming the demo build: ${resumed.length} of ${plan.competitionIds.length} seasons done`,
      );
    }
    const todo = plan.competitionIds.filter((id) => !resumed.includes(id));
    const progress = (options.progress ?? silentProgressFactory)(
      'demo games',
      estimatedGames(scale, todo.length),
      'games',
    );
    const conferenceNames = new Map(
      league.universe.conferences.map((c) => [c.conferenceId, c.shortName]),
    );
    let firstSeasonSeconds: number | null = null;
    const firstLeft = new Set(plan.firstSeason.filter((id) => todo.includes(id)));
    const servedFirst = todo.filter((id) => firstLeft.has(id)).at(-1) ?? null;
    const workers = options.workers ?? deriveWorkerCount();
    const runner: GameRunner =
      workers > 0 ? new WorkerRunner(workers, workPartsDir(options.dataDir)) : new InlineRunner();
    let competitions: DemoCompetitionSummary[];
    try {
      competitions = await buildSeasons(
        seasonsInOrder(league, todo),
        { league, runner, conferenceNames, progress, log },
        {
          ...options,
          servedFirst,
          onSeason: (id) => {
            if (firstLeft.delete(id) && firstLeft.size === 0) {
              firstSeasonSeconds = (performance.now() - started) / 1000;
            }
            options.onSeason?.(id);
          },
        },
      );
    } finally {
      await runner.close();
    }
    const games = competitionReportGames(competitions);
    progress.finish(`${games.toLocaleString('en-US')} games`);
    const allSeasonsSeconds = (performance.now() - started) / 1000;
    log(`Every season is served (${allSeasonsSeconds.toFixed(0)} s); merging them into one file…`);
    const merging = performance.now();
    const merged = await mergeSeasons(options.dataDir, plan, {
      memoryLimit: options.memoryLimit,
      threads: options.mergeThreads,
      requireRows: REQUIRED_ROWS,
      now: options.now,
      check: async (db) => {
        await storeLeagueDraftAnswers(db, log);
        await storeLeagueNilModels(db, log);
      },
    });
    const mergeSeconds = (performance.now() - merging) / 1000;
    return {
      seed,
      scale: scale.name,
      competitions,
      resumed,
      games,
      events: competitions.reduce((sum, c) => sum + c.events, 0),
      seconds: (performance.now() - started) / 1000,
      firstSeasonSeconds,
      allSeasonsSeconds,
      mergeSeconds,
      dataVersion: merged.dataVersion,
      path: merged.path,
    };
  } finally {
    release();
  }
}
