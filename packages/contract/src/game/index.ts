export * from './canonical';
export * from './format';
