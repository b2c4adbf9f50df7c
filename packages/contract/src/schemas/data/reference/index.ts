/** Row schemas of the reference-list data endpoints (lists, games, options, brackets). */
export { StoredRowFields as DataRowStampFields } from './common';
export * from './lists';
export * from './games';
export * from './options';
export * from './brackets';
export * from './bracket-odds';
