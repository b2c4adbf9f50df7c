/**
 * Play-by-play games of a season, from two sources: per-game JSON bundles (games/<id>.json) and
 * the season play-by-play files (pbp, with shots and player box), read in batches. Every game
 * goes through the NCAA adapter (canonical game + a report of shot matching and unknown
 * events), then the engine (GameFacts), then the fact tables; a game that cannot be read is a
 * recorded defect ('bundle_rejected' / 'pbp_rejected') and keeps its box coverage: one bad game
 * must not stop a season, and the summary shows how many there were.
 *
 * A game with both a bundle and rows in the season files is read from its bundle: the bundle is
 * the one file about that game alone (and the path the acceptance tests check against the
 * publisher's box scores), so it wins every time, and the summary counts those games.
 */
import type { CanonicalGame, Gender } from '@courtside/contract';
import type { GameFacts } from '@courtside/engine';
import type { WarehouseDb } from '@courtside/warehouse';
import { bool, num, numOrNull, openDb, str, strOrNull } from '@courtside/warehouse';
import { GameWriter, createTeamStage } from '../../build/game-writer';
import { DerivePool } from '../../build/derive-pool';
import type { Progress } from '../../progress/progress';
import type { BundleRosters, RosterEntry } from '../ncaa';
import type { SeasonRef } from './datasets';
import type { DeriveInput } from './derive-bundle';
import { runDeriveJob } from './derive-job';
import type { DeriveJob, GameResult } from './derive-job';
import { defectsOf, insertDefects, mergeTeamLines } from './pbp-merge';
import type { PbpDefect } from './pbp-merge';
import { DEFAULT_BATCH, seasonBatches } from './season-pbp-index';
import type { BatchLimits, SeasonPbpIndex, SeasonPbpPlan } from './season-pbp-index';
import { SeasonPbpReader } from './season-pbp-read';

export type DeriveGame = (game: CanonicalGame) => GameFacts;

/** A bundle to ingest: its game id (from the file name) and where its JSON text is. */
export type BundleRef =
  | { readonly gameId: number; readonly path: string }
  | { readonly gameId: number; readonly text: () => string };

export interface SeasonPbpSource {
  readonly plan: SeasonPbpPlan;
  readonly index: SeasonPbpIndex;
}

interface SourceCount {
  readonly found: number;
  readonly ingested: number;
  readonly rejected: number;
}

export interface PbpSummary {
  readonly games: number;
  readonly events: number;
  readonly shots: {
    readonly fieldGoalAttempts: number;
    readonly inFile: number;
    readonly matched: number;
    readonly unmatched: number;
  };
  /** Bundles of the season's games. */
  readonly bundles: SourceCount;
  /** Season-file games of the season; `bundled`: also had a bundle, which was read instead. */
  readonly seasonFiles: (SourceCount & { readonly bundled: number }) | null;
  readonly notes: readonly string[];
}

interface GameRow {
  date: string | null;
  /** games.neutral (neutral-sites.ts): the canonical game's neutralSite, so merging keeps it. */
  neutral: boolean;
  homeId: number | null;
  awayId: number | null;
  homeName: string;
  awayName: string;
}

async function seasonGames(db: WarehouseDb, competitionId: number): Promise<Map<number, GameRow>> {
  const rows = await db.all(
    `SELECT game_id, strftime(game_date, '%Y-%m-%d') AS date, neutral, home_team_id, away_team_id,
       home_name, away_name
     FROM games WHERE competition_id = $1`,
    [competitionId],
  );
  return new Map(
    rows.map((row) => [
      num(row, 'game_id'),
      {
        date: strOrNull(row, 'date'),
        neutral: bool(row, 'neutral'),
        homeId: numOrNull(row, 'home_team_id'),
        awayId: numOrNull(row, 'away_team_id'),
        homeName: str(row, 'home_name'),
        awayName: str(row, 'away_name'),
      },
    ]),
  );
}

async function rostersByTeam(
  db: WarehouseDb,
  competitionId: number,
): Promise<Map<number, RosterEntry[]>> {
  const rows = await db.all(
    'SELECT team_id, player_id, full_name, jersey, position FROM players WHERE competition_id = $1',
    [competitionId],
  );
  const out = new Map<number, RosterEntry[]>();
  for (const row of rows) {
    const team = num(row, 'team_id');
    const list = out.get(team) ?? [];
    list.push({
      name: str(row, 'full_name'),
      playerId: num(row, 'player_id'),
      jersey: strOrNull(row, 'jersey'),
      position: strOrNull(row, 'position'),
    });
    out.set(team, list);
  }
  return out;
}

export interface PlayByPlayOptions {
  /** Derive in the main thread with this function (tests); by default the engine's, in a pool. */
  readonly derive: DeriveGame;
  /** Worker threads; 0 derives in the main thread. */
  readonly workers: number;
  /** Folder for the workers' part files, inside the build (removed with it). */
  readonly partDir: string;
  readonly batch?: BatchLimits;
}

/** A job and how to make it: a bundle's text is only produced when its job is sent. */
interface PlannedJob {
  readonly kind: DeriveJob['kind'];
  readonly make: () => DeriveJob;
}

interface Plan {
  readonly jobs: PlannedJob[];
  readonly games: number;
  readonly bundles: number;
  readonly seasonFiles: { found: number; bundled: number } | null;
  readonly notes: string[];
}

function planJobs(
  ref: SeasonRef & { gender: Gender },
  games: ReadonlyMap<number, GameRow>,
  rosters: ReadonlyMap<number, RosterEntry[]>,
  bundles: readonly BundleRef[],
  season: SeasonPbpSource | null,
  limits: BatchLimits,
): Plan {
  const inputOf = (gameId: number): DeriveInput => {
    const row = games.get(gameId) as GameRow;
    const roster = (id: number | null): readonly RosterEntry[] =>
      id === null ? [] : (rosters.get(id) ?? []);
    const rostersOfGame: BundleRosters = { home: roster(row.homeId), away: roster(row.awayId) };
    return {
      gameId,
      expected: { home: row.homeName, away: row.awayName },
      options: {
        gameId,
        competitionId: ref.competitionId,
        gender: ref.gender,
        homeTeamId: row.homeId,
        awayTeamId: row.awayId,
        neutralSite: row.neutral,
        ...(row.date ? { date: row.date } : {}),
        rosters: rostersOfGame,
      },
    };
  };
  const mine = bundles.filter((bundle) => games.has(bundle.gameId));
  const jobs: PlannedJob[] = mine.map((bundle) => ({
    kind: 'bundle',
    make: () => {
      const input = inputOf(bundle.gameId);
      return 'path' in bundle
        ? { kind: 'bundle', input, path: bundle.path }
        : { kind: 'bundle', input, text: bundle.text() };
    },
  }));
  const notes: string[] = [];
  if (season === null)
    return { jobs, games: mine.length, bundles: mine.length, seasonFiles: null, notes };

  const bundled = new Set(mine.map((bundle) => bundle.gameId));
  const inSeason = [...season.index.keys()].filter((gameId) => games.has(gameId));
  const toRead = inSeason.filter((gameId) => !bundled.has(gameId));
  const outside = season.index.size - inSeason.length;
  if (outside > 0) {
    notes.push(
      `${outside} game(s) of the play-by-play file are not in the season's schedule or box scores and were skipped`,
    );
  }
  for (const batch of seasonBatches(season.index, toRead, limits)) {
    const make = (): DeriveJob => ({
      kind: 'season',
      plan: season.plan,
      batch,
      inputs: batch.gameIds.map(inputOf),
    });
    jobs.push({ kind: 'season', make });
  }
  return {
    jobs,
    games: mine.length + toRead.length,
    bundles: mine.length,
    seasonFiles: { found: inSeason.length, bundled: inSeason.length - toRead.length },
    notes,
  };
}

/** Runs the jobs in worker threads (each writing its own part) or here, in order. */
async function runJobs(
  db: WarehouseDb,
  competitionId: number,
  jobs: readonly PlannedJob[],
  options: PlayByPlayOptions,
  record: (job: PlannedJob, results: readonly GameResult[]) => void,
): Promise<void> {
  if (options.workers > 0 && jobs.length > 1) {
    const pool = new DerivePool(
      Math.min(options.workers, jobs.length),
      options.partDir,
      competitionId,
    );
    try {
      const waiting = new Set<Promise<void>>();
      for (const job of jobs) {
        const done: Promise<void> = pool
          .submit(job.make())
          .then((results) => record(job, results))
          .finally(() => waiting.delete(done));
        waiting.add(done);
        // A few jobs queued per worker keep them busy without holding the season in memory.
        if (waiting.size >= options.workers * 3) await Promise.race(waiting);
      }
      await Promise.all(waiting);
      await pool.mergeInto(db);
    } finally {
      await pool.close();
    }
    return;
  }
  const writer = await GameWriter.open(db, competitionId);
  const reader = new SeasonPbpReader(() => openDb(':memory:', { threads: 1 }));
  try {
    for (const job of jobs) {
      record(job, await runDeriveJob(job.make(), { derive: options.derive, writer, reader }));
    }
  } finally {
    reader.close();
    writer.close();
  }
}

export async function ingestPlayByPlay(
  db: WarehouseDb,
  ref: SeasonRef & { gender: Gender },
  sources: { readonly bundles: readonly BundleRef[]; readonly season: SeasonPbpSource | null },
  options: PlayByPlayOptions,
  progress: Progress,
): Promise<PbpSummary> {
  const games = await seasonGames(db, ref.competitionId);
  const rosters = await rostersByTeam(db, ref.competitionId);
  const plan = planJobs(
    ref,
    games,
    rosters,
    sources.bundles,
    sources.season,
    options.batch ?? DEFAULT_BATCH,
  );
  const shots = { fieldGoalAttempts: 0, inFile: 0, matched: 0, unmatched: 0 };
  const counts = {
    bundle: { ingested: 0, rejected: 0 },
    season: { ingested: 0, rejected: 0 },
  };
  const defects: PbpDefect[] = [];
  let events = 0;
  progress.setTotal(plan.games);
  if (plan.games > 0) {
    await createTeamStage(db);
    await runJobs(db, ref.competitionId, plan.jobs, options, (job, results) => {
      const count = counts[job.kind];
      for (const result of results) {
        defects.push(
          ...defectsOf(result, job.kind === 'bundle' ? 'bundle_rejected' : 'pbp_rejected'),
        );
        if (result.ok) {
          shots.fieldGoalAttempts += result.report.fieldGoalAttempts;
          shots.inFile += result.report.shotsInFile;
          shots.matched += result.report.shotsMatched;
          shots.unmatched += result.report.shotsUnmatched;
          events += result.events;
          count.ingested += 1;
        } else {
          count.rejected += 1;
        }
      }
      progress.tick(results.length);
    });
    await mergeTeamLines(db, ref.competitionId);
    await insertDefects(db, ref.competitionId, defects);
  }
  progress.finish(`${events.toLocaleString('en-US')} events`);
  return {
    games: counts.bundle.ingested + counts.season.ingested,
    events,
    shots,
    bundles: { found: plan.bundles, ...counts.bundle },
    seasonFiles: plan.seasonFiles && { ...plan.seasonFiles, ...counts.season },
    notes: plan.notes,
  };
}
