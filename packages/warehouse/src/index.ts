/**
 * @courtside/warehouse: the read side of the DuckDB warehouse. Its schema, database access, the
 * served file's layout, and the typed, parameterised query layer the API calls. The build that
 * writes warehouse files lives in @courtside/ingest and uses the schema, writers and sums below.
 */
export * from './query';
export { SessionInterruptedError, openDb, pathLiteral, readColumns } from './db/connection';
export type { WarehouseDb, Row, PlainValue, SessionWork, SqlParam } from './db/connection';
export { bool, boolOrNull, num, numOrNull, str, strOrNull } from './db/values';
export { CsvRowWriter, readCsvSql } from './db/csv-rows';
export { RowWriter } from './db/row-writer';
export type { RowSink } from './db/row-writer';
export { SCHEMA_VERSION, TABLES, TABLE_NAMES, createSchema, tableDef } from './schema';
export { col, createTableSql } from './schema/define';
export { memberFieldsOf } from './schema/member-columns';
export { GAME_FLOW_WP_POINTS } from './schema/game-flows';
export {
  COUNT_COLUMNS,
  PBP_EXTRAS,
  PBP_EXTRA_FIELDS,
  countFieldOfColumn,
} from './schema/count-columns';
export type { Column } from './schema/define';
export {
  PACK_BITS,
  ZONE_TALLY_BUCKETS,
  ZONE_TALLY_PACKS,
  ZONE_TALLY_PARTS,
  tallyColumn,
} from './schema/zone-tallies';
export type { ZoneTallyPart } from './schema/zone-tallies';
export {
  STANDARD_SCOPES,
  QUAD_SCOPES,
  CLUTCH_SCOPE,
  isScope,
  scopedRowsSql,
} from './schema/scopes';
export type { Scope } from './schema/scopes';
export {
  LOCK_FILE,
  SERVED_FILE,
  buildLockHolder,
  isProcessAlive,
  repoRoot,
  resolveDataDir,
  servedPath,
} from './served/files';
export { SCALE_NAMES, isScaleName } from './served/demo-scales';
export type { ScaleName } from './served/demo-scales';
export {
  PLAN_FILE,
  SEASONS_DIR,
  pendingCompetitions,
  planPath,
  readPlan,
  sameServedFiles,
  seasonFilePath,
  seasonsDir,
  servedFiles,
} from './served/layout';
export type { BuildPlan, FileIdentity, ServedFiles } from './served/layout';
export { NothingServedError, openServedWarehouse } from './served/open-served';
export type { ServedWarehouse } from './served/open-served';
