/** The stat registry (see registry.ts): plain data, importable by the web as well as the API. */
export * from './registry';
export * from './forms';
export type * from './types';
export * from './count-fields';
export * from './shot-counts';
export * from './groups';
