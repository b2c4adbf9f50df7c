/** Row schemas of the data API (`/gs/…`), by family. */
export * from './reference/index';
export * from './stats/index';
export * from './pbp/index';
export * from './portal/index';
