/** Reference-list queries of the data API (teams, players, games, search entities, heights). */
export * from './info';
export * from './teams';
export * from './players';
export * from './games';
export * from './game-predictions';
export * from './game-flows';
export * from './search';
export * from './exists';
export * from './tournaments';
export * from './bracket-odds';
export * from './trial-players';
export * from './live-calendar';
export { idListParam } from './params';
