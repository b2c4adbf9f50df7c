/**
 * The demo league's game simulator: one canonical game per spec (possession by possession,
 * seeded, deterministic), the calibration table it plays by, league averages measured through
 * the engine, and real-time playback of a finished game for live screens.
 */
export { simulateGame, simulateGameDetailed } from './simulate-game';
export type { SimulatedGame, SimulatedTotals } from './simulate-game';
export { playInRealTime, batchesOf } from './real-time';
export type { LiveBatch, RealTimeOptions } from './real-time';
export { CALIBRATION, DIVISION_GAP, TARGETS, calibrationFor } from './calibration';
export type { GameCalibration, LeagueAverages } from './calibration';
export { LeagueTally, relativeDifferences } from './measure';
export { Random } from './random';
