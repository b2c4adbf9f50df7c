/**
 * @courtside/engine: pure, framework-free basketball analytics (possessions, box scores, stints,
 * lineups, shot zones, ratings, win probability…). See ../../shared/METHODS.md. Every algorithm
 * module explains its method at the top; nothing here does I/O.
 */
export * from './game/facts';
