/**
 * Every data endpoint the server answers, by name, and the types the web reads from them with
 * `import type` (the row and params of an endpoint, by its name). Every name of the §7 catalogue
 * (endpoints.ts) must have a definition, and a definition's key must be its name, or this does
 * not compile; a definition under a name outside §7 is one of Courtside's own endpoints (query
 * style) and needs nothing else in the contract. The API serves each definition of a family
 * from the file `apps/api/src/data/endpoints/<family>/<name>.endpoint.ts`.
 */
import type { z } from 'zod';
import type { EndpointName } from '../../endpoints';
import type { AnyEndpointDefinition } from './define';
import { PBP_DEFINITIONS } from './pbp';
import { PORTAL_DEFINITIONS } from './portal';
import { REFERENCE_DEFINITIONS } from './reference';
import { STATS_DEFINITIONS } from './stats';

export * from './define';
export { ENTRY_FILTER_KEYS, PORTAL_DEFINITIONS } from './portal';
export {
  LINEUP_QUALIFYING_POSSESSIONS,
  LINEUP_TOP_UNITS,
  PLAYER_STREAK_POINTS,
  PBP_DEFINITIONS,
} from './pbp';
export { GAME_LIST_ACCEPTS, LIVE_MAX_AGE_SECONDS } from './game-lists';
export { REFERENCE_DEFINITIONS, SEARCH_RESULT_LIMIT } from './reference';
export { STATS_DEFINITIONS } from './stats';

/**
 * The definitions by family; a family is the folder of the API that holds its handlers
 * (`data/endpoints/<family>/`).
 */
export const ENDPOINT_FAMILIES = {
  reference: REFERENCE_DEFINITIONS,
  stats: STATS_DEFINITIONS,
  pbp: PBP_DEFINITIONS,
  portal: PORTAL_DEFINITIONS,
} as const;

export type EndpointFamily = keyof typeof ENDPOINT_FAMILIES;

export const ENDPOINT_DEFINITIONS = {
  ...REFERENCE_DEFINITIONS,
  ...STATS_DEFINITIONS,
  ...PBP_DEFINITIONS,
  ...PORTAL_DEFINITIONS,
} as const satisfies {
  readonly [N in EndpointName]: AnyEndpointDefinition & { readonly name: N };
};

export type EndpointDefinitions = typeof ENDPOINT_DEFINITIONS;

/** The name of every endpoint the server answers: §7's and Courtside's own. */
export type ServedEndpointName = keyof EndpointDefinitions;

/** `T`, which must be a `U` (a compile-time check that emits nothing). */
type Satisfying<T extends U, U> = T;

/**
 * Courtside's own definitions are keyed by their names too (the `satisfies` above checks §7's
 * names only): a definition filed under another key does not compile.
 */
export type KeyedDefinitions = Satisfying<
  EndpointDefinitions,
  { readonly [N in ServedEndpointName]: AnyEndpointDefinition & { readonly name: N } }
>;

/** The definition of an endpoint, with its own params and row types. */
export type EndpointDefinitionOf<N extends ServedEndpointName> = EndpointDefinitions[N];

/** One row of an endpoint's answer (responses are arrays of rows). */
export type EndpointRow<N extends ServedEndpointName> = z.output<EndpointDefinitions[N]['row']>;

/** What a request to an endpoint may say: required keys non-optional. */
export type EndpointParams<N extends ServedEndpointName> = z.output<
  EndpointDefinitions[N]['params']
>;

/** Every definition, in catalogue order of the families. */
export const ALL_ENDPOINT_DEFINITIONS: readonly AnyEndpointDefinition[] =
  Object.values(ENDPOINT_DEFINITIONS);
