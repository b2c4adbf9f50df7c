/**
 * @courtside/contract: the specification as code. Constants, types, the endpoint catalogue, the
 * data-path codec, validation rules and user-facing messages. No runtime dependencies; the zod
 * schemas live under `@courtside/contract/schemas`.
 */
export * from './account-api';
export * from './brackets';
export * from './competitions';
export * from './conference-tournaments';
export * from './constants';
export * from './dates';
export * from './diy-shot-charts';
export * from './divisions';
export * from './endpoints';
export * from './game';
export * from './game-deciding-shots';
export * from './game-explorer';
export * from './game-explorer-query';
export * from './merged';
export * from './messages';
export * from './navigation';
export * from './routes';
export * from './session';
export * from './survey';
export * from './tiers';
export * from './trial-players';
export * from './user-brackets';
export * from './validation';
export * from './codec';
export * from './stats';
export type * from './schemas/entities';
export type * from './schemas/api';
export type * from './schemas/accounts';
export type * from './schemas/brackets';
export type * from './schemas/diy-shot-charts';
export type * from './schemas/survey';
export type * from './schemas/user-brackets';
