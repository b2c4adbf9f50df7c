/** Runtime zod schemas: `@courtside/contract/schemas`. Kept apart so the web bundle skips zod. */
export * from './entities';
export * from './api';
export * from './accounts';
export * from './brackets';
export * from './diy-shot-charts';
export * from './survey';
export * from './user-brackets';
export * from './data/index';
export * from './endpoint-definitions/index';
