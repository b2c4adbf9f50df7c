/** Numeric building blocks of the engine (no dependencies): see each module's header. */
export * from './linalg';
export * from './random';
export * from './sparse';
export * from './sparse-batch';
export * from './stats';
