/**
 * @courtside/engine: pure, framework-free basketball analytics (possessions, box scores, stints,
 * lineups, shot zones, ratings, win probability…). See ../../shared/METHODS.md. Every algorithm
 * module explains its method at the top; nothing here does I/O.
 */
export * from './game/facts';
export * from './game/splits';
export * from './game/possessions';
export * from './game/possessions-trips';
export * from './game/possession-time';
export * from './game/play-context';
export * from './game/shot-context';
export * from './game/stints';
export * from './game/minutes';
export * from './game/box-score-counting';
export * from './game/box-score';
export * from './game/lineups';
export * from './game/on-off';
export * from './game/derive-game';
export * from './config/constants';
export * from './game/court';
export * from './game/zones';
export * from './game/zones-catalog';
export * from './game/hexbin';
export * from './game/shots';
export * from './game/clutch';
export * from './game/deciding-shots';
export * from './game/runs';
export * from './game/shooting-streaks';
export * from './game/garbage-time';
export * from './game/transition';
export * from './game/win-probability';
export * from './game/win-probability-fit';
export * from './game/win-probability-calibration';
export * from './season/index';
export * from './brackets/index';
export * from './season/nil';
export * from './season/nil-fit';
export * from './season/transfer-impact';
export * as math from './math/index';
