/**
 * @courtside/warehouse: the DuckDB warehouse. Its schema, the sources that feed it (NCAA season
 * datasets, the demo league, the live feed), the build that runs them through the engine, and
 * the typed, parameterised query layer the API calls.
 */
export * from './query';
export type { WarehouseDb, Row, PlainValue, SqlParam } from './db/connection';
export { SERVED_FILE, buildLockHolder, resolveDataDir, servedPath } from './build/files';
export { buildWarehouse } from './build/atomic';
export type { BuildContext, BuildOptions, BuildResult } from './build/atomic';
export { SCHEMA_VERSION, TABLES, TABLE_NAMES } from './schema';
export { STANDARD_SCOPES, QUAD_SCOPES, CLUTCH_SCOPE, isScope } from './build/scopes';
export type { Scope } from './build/scopes';
export { SCALE_NAMES } from './sources/demo/league/scale';
export { ingestNcaaSeason } from './sources/ncaa-seasons/ingest';
export type { IngestNcaaOptions, SeasonSource } from './sources/ncaa-seasons/ingest';
export type { IngestSummary } from './sources/ncaa-seasons/summary';
export {
  PLAN_FILE,
  SEASONS_DIR,
  pendingCompetitions,
  readPlan,
  sameServedFiles,
  seasonsDir,
  servedFiles,
} from './served/layout';
export type { BuildPlan, FileIdentity, ServedFiles } from './served/layout';
export { NothingServedError, openServedWarehouse } from './served/open-served';
export type { ServedWarehouse } from './served/open-served';
