/**
 * Row schemas of the stats data endpoints (one file per family). The field-list building blocks
 * stay inside this folder (fields.ts); only the vocabulary lists clients and the API read are
 * exported, so the families' barrels never clash on helper names.
 */
export {
  LINE_COUNTS,
  LINE_COUNTS_AGST,
  TEAM_ADJUSTED_RATINGS,
  TEAM_DIFFS,
  TEAM_LEADING_DIFFS,
  TEAM_LINE_RATES,
  TEAM_RAW_RATINGS,
  TEAM_TRAILING_DIFFS,
  type LineCount,
  type TeamLineRate,
} from './fields';
export * from './team-aggregates';
export * from './team-games';
export * from './team-records';
export * from './team-periods';
export * from './play-context';
export * from './players';
export * from './ranks';
