/**
 * `ingest ncaa`: one season of one gender into the warehouse, as one atomic build.
 *
 * 1. Find (or download) the season's files and check every one before building anything.
 * 2. Build a new file: copy the other competitions forward from the served file, stage the
 *    parquet files, load conferences, teams, games with their defects, conference tournaments
 *    and neutral sites, players; report every team name left without an id.
 * 3. Play-by-play bundles of the season's games → adapter → engine → fact tables.
 * 4. Team ratings (they set quadrants), then aggregates over every scope, lineups, person links.
 * 5. Swap the new file in. Any error before the swap leaves the served file as it was.
 */
import { basename } from 'node:path';
import { competitionLabel, getCompetition } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import { constantsFor } from '@courtside/engine';
import { buildWarehouse } from '../../build/atomic';
import { copyForward } from '../../build/copy-forward';
import { deriveWorkerCount } from '../../build/derive-pool';
import { deriveGameFn } from '../../build/engine-link';
import { finishCompetition } from '../../build/finish-competition';
import { num, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { silentProgressFactory } from '../../progress/progress';
import type { ProgressFactory } from '../../progress/progress';
import { markConferenceTournaments } from './conf-tournament';
import { DATASETS, PBP_DATASETS, seasonRef } from './datasets';
import type { Dataset, SeasonRef } from './datasets';
import { downloadSeason } from './download';
import { IngestInputError } from './errors';
import { loadGames, markConferenceGames } from './games';
import { markNeutralSites } from './neutral-sites';
import type { NeutralSummary } from './neutral-sites';
import { inspectSeasonFile } from './inspect';
import type { FileCheck } from './inspect';
import { bundleGameId, locateFolder } from './locate';
import type { SeasonFileSet } from './locate';
import { ingestPlayByPlay } from './play-by-play';
import type { BundleRef, DeriveGame, PbpSummary, SeasonPbpSource } from './play-by-play';
import { linkPersons, loadPlayers } from './players';
import { indexSeasonPbp } from './season-pbp-index';
import type { BatchLimits, SeasonPbpPlan } from './season-pbp-index';
import { stageBox, stageRosters, stageSchedule, stageTeamIds } from './stage';
import { countCoverage, countDefects } from './summary';
import type { IngestSummary } from './summary';
import {
  checkConferences,
  loadConferences,
  loadTeamNames,
  loadTeams,
  teamNameDefects,
} from './teams';
import { unresolvedTeams } from './unresolved-teams';
import type { UnresolvedTeams } from './unresolved-teams';

export type SeasonSource = { kind: 'folder'; dir: string } | { kind: 'url'; base: string };

export interface IngestNcaaOptions {
  readonly dataDir: string;
  readonly gender: Gender;
  readonly season: number;
  readonly source: SeasonSource;
  /** Start from an empty warehouse instead of copying the served one forward. */
  readonly fresh?: boolean;
  readonly progress?: ProgressFactory;
  readonly log?: (line: string) => void;
  /** The engine's deriveGame; defaults to the one the build links. */
  readonly derive?: DeriveGame | null;
  /** Replaces the bundles found beside the season files. */
  readonly bundles?: readonly BundleRef[];
  /** Games per batch read from the season play-by-play files (tests use small batches). */
  readonly batch?: BatchLimits;
  readonly memoryLimit?: string;
  readonly now?: () => Date;
  /** Derive-pool size (default: DERIVE_WORKERS or the core count). */
  readonly workers?: number;
}

export function requireSeason(gender: Gender, season: number): SeasonRef {
  const ref = seasonRef(gender, season);
  if (!ref)
    throw new IngestInputError(
      `Unknown season ${season}: no ${gender === 'MALE' ? "men's" : "women's"} competition for ${season - 1}-${String(season % 100).padStart(2, '0')} in the contract`,
    );
  return ref;
}

/** Checks every file of the season before the build starts (columns, types, season). */
async function checkFiles(files: SeasonFileSet['files'], season: number): Promise<FileCheck[]> {
  const db = await openDb(':memory:');
  try {
    const checks: FileCheck[] = [];
    for (const dataset of DATASETS) {
      const path = files[dataset];
      if (path) checks.push(await inspectSeasonFile(db, dataset, path, season));
    }
    return checks;
  } finally {
    db.close();
  }
}

const folderBundles = (paths: readonly string[]): BundleRef[] =>
  paths.flatMap((path) => {
    const gameId = bundleGameId(basename(path));
    return gameId === null ? [] : [{ gameId, path }];
  });

interface LoadedSeason {
  readonly conferenceTournamentGames: number;
  readonly neutral: NeutralSummary;
  readonly unresolved: UnresolvedTeams;
}

async function loadSeason(
  db: WarehouseDb,
  ref: SeasonRef,
  checks: readonly FileCheck[],
): Promise<LoadedSeason> {
  const check = (dataset: Dataset): FileCheck => {
    const found = checks.find((c) => c.dataset === dataset);
    if (!found) throw new IngestInputError(`No ${dataset} file`);
    return found;
  };
  const competition = getCompetition(ref.competitionId);
  if (!competition) throw new IngestInputError(`Unknown competition ${ref.competitionId}`);
  await db.run('INSERT INTO competitions VALUES ($1, $2, $3, $4, $5, $6)', [
    ref.competitionId,
    ref.gender,
    ref.season,
    competition.yearStart,
    competition.label,
    competition.shortLabel,
  ]);
  const neutralColumn = await stageSchedule(db, check('schedule').path, check('schedule').columns);
  await stageBox(db, check('team_box').path, check('team_box').columns);
  await stageTeamIds(db, check('team_ids').path);
  await stageRosters(db, check('team_rosters').path, check('team_rosters').columns);
  await loadConferences(db);
  await loadTeamNames(db);
  await loadTeams(db, ref);
  const constants = constantsFor({
    gender: ref.gender,
    division: 1,
    seasonStartYear: competition.yearStart,
  });
  await loadGames(db, ref, { ftaCoefficient: constants.possessions.ftaCoefficient });
  await checkConferences(db, ref);
  await markConferenceGames(db, ref);
  const conferenceTournamentGames = await markConferenceTournaments(db, ref);
  const neutral = await markNeutralSites(db, ref, neutralColumn);
  await loadPlayers(db, ref);
  const unresolved = await unresolvedTeams(db, ref.competitionId);
  await teamNameDefects(db, ref, unresolved);
  return { conferenceTournamentGames, neutral, unresolved };
}

export async function ingestNcaaSeason(options: IngestNcaaOptions): Promise<IngestSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const progress = options.progress ?? silentProgressFactory;
  const ref = requireSeason(options.gender, options.season);
  const label = competitionLabel(ref.season - 1, ref.gender);
  const derive = options.derive === undefined ? deriveGameFn : options.derive;

  let cleanup: (() => Promise<void>) | null = null;
  let fileSet: SeasonFileSet;
  if (options.source.kind === 'folder') {
    fileSet = locateFolder(options.source.dir, ref);
  } else {
    const downloaded = await downloadSeason(options.source.base, ref, progress, log);
    fileSet = downloaded.fileSet;
    cleanup = downloaded.cleanup;
  }
  try {
    log(`Checking the season files of ${label}…`);
    const checks = await checkFiles(fileSet.files, ref.season);
    const bundles = options.bundles ?? folderBundles(fileSet.bundles);
    const notes: string[] = [];
    const plan = seasonPbpPlan(checks);
    if (plan === null) {
      for (const check of checks.filter((c) => c.dataset === 'shots' || c.dataset === 'player_box'))
        notes.push(
          `${basename(check.path)} not read: season shots and player box only complete the games of a season pbp file, and there is none`,
        );
    }
    const result = await buildWarehouse(
      {
        dataDir: options.dataDir,
        memoryLimit: options.memoryLimit,
        requireRows: ['competitions', 'games', 'team_games'],
        now: options.now,
      },
      async ({ db, servedPath, buildPath }) => {
        if (!options.fresh) {
          const { kept } = await copyForward(db, servedPath, ref.competitionId);
          if (kept.length > 0)
            log(`Keeping competitions ${kept.join(', ')} from the served warehouse`);
        }
        log(`Loading ${label}…`);
        const loaded = await loadSeason(db, ref, checks);
        const season: SeasonPbpSource | null = plan && {
          plan,
          index: await indexSeasonPbp(db, plan),
        };
        let pbp: PbpSummary | null = null;
        if (derive === null) {
          if (bundles.length > 0 || season !== null)
            notes.push(
              `play-by-play (${bundles.length} bundle(s)${season ? `, ${season.index.size} games of the season pbp file` : ''}) not ingested: the engine's deriveGame is not available`,
            );
        } else {
          // The engine's own deriveGame can run in worker threads; an injected one runs here.
          // Threads pay off from a few dozen games; options.workers forces a size (tests).
          const found = bundles.length + (season?.index.size ?? 0);
          const workers =
            derive !== deriveGameFn
              ? 0
              : (options.workers ?? (found >= 32 ? deriveWorkerCount() : 0));
          pbp = await ingestPlayByPlay(
            db,
            ref,
            { bundles, season },
            { derive, workers, partDir: `${buildPath}.parts`, batch: options.batch },
            progress('play-by-play games', null, 'games'),
          );
          notes.push(...pbp.notes);
          if (pbp.seasonFiles && pbp.seasonFiles.bundled > 0) {
            notes.push(
              `${pbp.seasonFiles.bundled} game(s) are both in the season pbp file and in a bundle: the bundle was read`,
            );
          }
        }
        await db.run(
          `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
           SELECT $1, 'missing_pbp', game_id, NULL, NULL, 'box score only, no play-by-play'
           FROM games WHERE competition_id = $1 AND coverage = 'box'`,
          [ref.competitionId],
        );
        // Persons first: RAPM's prior pools last season's rating of the same person.
        const personLinks = await linkPersons(db);
        log('Rating teams and aggregating scopes…');
        const finished = await finishCompetition(db, ref);
        notes.push(...finished.notes);
        const counts = await db.all(
          `SELECT (SELECT count(*) FROM teams WHERE competition_id = $1) AS teams,
             (SELECT count(*) FROM players WHERE competition_id = $1) AS players,
             (SELECT count(*) FROM players WHERE competition_id = $1 AND person_confidence IS NOT NULL) AS links`,
          [ref.competitionId],
        );
        const row = counts[0];
        const summary: Omit<IngestSummary, 'dataVersion' | 'seconds'> = {
          competitionId: ref.competitionId,
          label,
          origin: fileSet.origin,
          games: await countCoverage(db, ref.competitionId),
          teams: row ? num(row, 'teams') : 0,
          players: row ? num(row, 'players') : 0,
          personLinks: row ? num(row, 'links') : personLinks,
          events: pbp?.events ?? 0,
          shots: pbp?.shots ?? { fieldGoalAttempts: 0, inFile: 0, matched: 0, unmatched: 0 },
          bundles: pbp?.bundles ?? { found: 0, ingested: 0, rejected: 0 },
          seasonPbp:
            pbp?.seasonFiles && fileSet.files.pbp
              ? { file: basename(fileSet.files.pbp), ...pbp.seasonFiles }
              : null,
          conferenceTournamentGames: loaded.conferenceTournamentGames,
          neutralSites: loaded.neutral,
          unresolvedTeams: loaded.unresolved,
          ratings: finished.ratings,
          playerRatings: finished.playerRatings,
          defects: await countDefects(db, ref.competitionId),
          notes,
        };
        await db.run('INSERT INTO ingests VALUES ($1, $2, $3, $4, $5, $6)', [
          ref.competitionId,
          'ncaa',
          fileSet.origin,
          JSON.stringify(
            checks.map((c) => ({
              dataset: c.dataset,
              file: basename(c.path),
              rows: c.rows,
              bytes: c.bytes,
            })),
          ),
          new Date().toISOString(),
          JSON.stringify(summary),
        ]);
        return summary;
      },
    );
    return {
      ...result.value,
      dataVersion: result.dataVersion,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    if (cleanup) await cleanup();
  }
}

/** The season play-by-play files to read, with their columns; null without a pbp file. */
function seasonPbpPlan(checks: readonly FileCheck[]): SeasonPbpPlan | null {
  const byDataset = new Map(checks.map((check) => [check.dataset, check]));
  if (!byDataset.has('pbp')) return null;
  const files = {} as Record<(typeof PBP_DATASETS)[number], string | null>;
  const columns = {} as Record<(typeof PBP_DATASETS)[number], readonly string[]>;
  for (const dataset of PBP_DATASETS) {
    const check = byDataset.get(dataset);
    files[dataset] = check?.path ?? null;
    columns[dataset] = check?.columns ?? [];
  }
  return { files, columns };
}
