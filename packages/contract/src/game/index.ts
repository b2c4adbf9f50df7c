export * from './canonical';
export * from './format';
export * from './matchup';
