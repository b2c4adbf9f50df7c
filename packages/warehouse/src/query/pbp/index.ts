/** Play-by-play queries of the data API: shots, zones, lineups, on/off, streaks, game flow. */
export * from './lookups';
export * from './shots';
export * from './zone-stats';
export * from './zone-tallies';
export * from './pbp-aggregates';
export * from './pbp-games';
export * from './league';
export * from './assists';
export * from './lineups';
export * from './on-off';
export * from './game-flow';
export * from './runs';
export * from './shooting-streaks';
export * from './margins';
export * from './events';
export * from './periods';
export * from './deciding';
