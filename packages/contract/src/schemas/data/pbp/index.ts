/** Row schemas of the pbp data endpoints (one file per family). */
export * from './common';
export * from './zones';
export * from './shots';
export * from './lineups';
export * from './streaks';
export * from './games';
