/**
 * @courtside/ingest: the build that writes warehouse files. Sources (the NCAA season datasets,
 * the NCAA game bundles) run through the engine into part files on worker threads, then ratings,
 * aggregates and documents are built over them and the finished file replaces the served one
 * atomically. The demo league (@courtside/demo-league) builds through the same writer.
 */
export { buildWarehouse, startBuild } from './build/atomic';
export type { BuildContext, BuildHandle, BuildOptions, BuildResult } from './build/atomic';
export { acquireLock } from './build/files';
export { deriveWorkerCount } from './build/derive-pool';
export { finishCompetition } from './build/finish-competition';
export { GameRowsLoader } from './build/game-rows-loader';
export {
  GAME_TABLES,
  GameWriter,
  PBP_TEAM_STAGE,
  WRITTEN_TABLES,
  createTeamStage,
} from './build/game-writer';
export type { CsvGameWriter, GamePart } from './build/game-writer';
export { silentProgressFactory, streamProgressFactory } from './progress/progress';
export type { Progress, ProgressFactory, ProgressStream } from './progress/progress';
export { parseGameBundle } from './sources/ncaa/bundle';
// The pure NCAA adapter (bundle rows → canonical events) and the stored event columns, for the
// API's live feed (apps/api/src/live/feed/): a game streamed live gets the events the same game
// gets once ingested. Nothing of these touches a file, a database or a worker.
export { adaptGameBundle, validateGameBundle } from './sources/ncaa/bundle';
export type { ParseGameBundleOptions } from './sources/ncaa/bundle';
export { gameBundleSchema, pbpRowSchema } from './sources/ncaa/schema';
export type { GameBundle, PbpRow } from './sources/ncaa/schema';
export type { BundleRosters, RosterEntry } from './sources/ncaa/players';
export { TEAM_ALIASES, nameKey } from './sources/ncaa-seasons/team-aliases';
export { eventFields } from './build/game-values';
export type { EventFields } from './build/game-values';
export { ingestNcaaSeason } from './sources/ncaa-seasons/ingest';
export type { IngestNcaaOptions, SeasonSource } from './sources/ncaa-seasons/ingest';
export type { IngestSummary } from './sources/ncaa-seasons/summary';
