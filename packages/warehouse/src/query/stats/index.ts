/** Stats queries of the data API (aggregate and game statistics). */
export * from './competition';
export * from './team-aggregates';
export * from './team-splits';
export * from './records';
export * from './streaks';
export * from './play-context';
export * from './player-aggregates';
export * from './player-tournament';
export * from './player-games';
export * from './ranks';
export * from './team-line';
export * from './team-agg-rows';
export * from './team-season-docs';
export * from './player-line-values';
export * from './player-agg-rows';
export * from './player-season-docs';
