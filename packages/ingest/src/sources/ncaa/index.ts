/**
 * The NCAA source: game bundles (play-by-play with the ten on the floor, box scores, shots)
 * turned into canonical games, and the engine's box scores written back in the feed's own
 * field names.
 */
export * from './bundle';
export * from './box-output';
export { NcaaBundleError } from './errors';
export type { BundleRosters, RosterEntry } from './players';
export type { ShotMatchReport, ShotValueConflict, UnmatchedShot } from './shots';
export { gameBundleSchema } from './schema';
export type { GameBundle, PlayerBoxRow, TeamBoxRow } from './schema';
