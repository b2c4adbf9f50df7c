/**
 * Every data endpoint of §7 by catalogue name, and the types the web reads from them with
 * `import type` (the row and params of an endpoint, by its name). The names come from
 * endpoints.ts: a name without a definition, or a definition under another name, does not
 * compile.
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
export {
  GAME_LIST_ACCEPTS,
  LIVE_MAX_AGE_SECONDS,
  REFERENCE_DEFINITIONS,
  SEARCH_RESULT_LIMIT,
} from './reference';
export { STATS_DEFINITIONS } from './stats';

export const ENDPOINT_DEFINITIONS = {
  ...REFERENCE_DEFINITIONS,
  ...STATS_DEFINITIONS,
  ...PBP_DEFINITIONS,
  ...PORTAL_DEFINITIONS,
} as const satisfies {
  readonly [N in EndpointName]: AnyEndpointDefinition & { readonly name: N };
};

export type EndpointDefinitions = typeof ENDPOINT_DEFINITIONS;

/** The definition of an endpoint, with its own params and row types. */
export type EndpointDefinitionOf<N extends EndpointName> = EndpointDefinitions[N];

/** One row of an endpoint's answer (responses are arrays of rows). */
export type EndpointRow<N extends EndpointName> = z.output<EndpointDefinitions[N]['row']>;

/** What a request to an endpoint may say: required keys non-optional. */
export type EndpointParams<N extends EndpointName> = z.output<EndpointDefinitions[N]['params']>;

/** Every definition, in catalogue order of the families. */
export const ALL_ENDPOINT_DEFINITIONS: readonly AnyEndpointDefinition[] =
  Object.values(ENDPOINT_DEFINITIONS);
