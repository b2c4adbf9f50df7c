/**
 * `defineEndpoint`: one data endpoint of the §7 catalogue as data — who may call it, the config
 * keys it requires and accepts, the zod object of its params built from the codec's value kinds
 * (required keys non-optional), the zod schema of one row, an example request and the lines of
 * the API document. The API serves handlers from these definitions, the OpenAPI document is
 * written from them and the web's typed hook reads their types (`import type` only: this module
 * carries zod and stays out of the web bundle).
 */
import { z } from 'zod';
import { ALL_SEGMENTS } from '../../codec/segments';
import type { ConfigKey, DataConfig, SegmentKind } from '../../codec/segments';

/** Who may call an endpoint (the navbar table of §6; refusals are 403 `{ msg }`). */
export type EndpointAccess =
  /** Anyone, signed in or not (tier 0). */
  | 'public'
  /** Tier ≥ 1; tier 1 sees player-level rows only for its trial players. */
  | 'free'
  /** Tier ≥ 2 (live game stats). */
  | 'plus'
  /** Tier ≥ 3 (portal, transfer analyses, NIL). */
  | 'pro'
  | 'admin';

/** Config keys every endpoint takes besides its own (the `fields` selection). */
export const GENERIC_PARAM_KEYS = ['fields'] as const satisfies readonly ConfigKey[];
type GenericParamKey = (typeof GENERIC_PARAM_KEYS)[number];

/** The value of one config key, as the codec parses it. */
export type ParamValue<K extends ConfigKey> = NonNullable<DataConfig[K]>;

/**
 * The params of an endpoint that requires `R` and accepts `A`: required keys are always there,
 * the rest may be.
 */
export type ParamsOf<R extends ConfigKey, A extends ConfigKey> = {
  readonly [K in R]: ParamValue<K>;
} & { readonly [K in Exclude<A | GenericParamKey, R>]?: ParamValue<K> };

const id = z.number().int();
const flag = z.boolean();

/** The zod schema of each value kind of the codec's segment table. */
const KIND_SCHEMAS: Readonly<Record<SegmentKind, z.ZodType>> = {
  int: id,
  string: z.string(),
  intList: z.array(id).readonly(),
  stringList: z.array(z.string()).readonly(),
  bool: flag,
  bareFlag: flag,
  valuedFlag: flag,
};

/** Per config key, the schema of its value (from the codec's table, so the two never differ). */
export const PARAM_VALUE_SCHEMAS: ReadonlyMap<ConfigKey, z.ZodType> = new Map(
  ALL_SEGMENTS.map((spec) => [spec.key, KIND_SCHEMAS[spec.kind]]),
);

function valueSchema(key: ConfigKey): z.ZodType {
  const schema = PARAM_VALUE_SCHEMAS.get(key);
  if (schema === undefined) throw new Error(`"${key}" is not a config key of the codec`);
  return schema;
}

/**
 * The zod object of the params: required keys as they are, accepted ones (and `fields`)
 * optional, anything else stripped.
 */
export function endpointParams<R extends ConfigKey, A extends ConfigKey>(
  requires: readonly R[],
  accepts: readonly A[],
): z.ZodType<ParamsOf<R, A>> {
  const required = new Set<ConfigKey>(requires);
  const shape: Record<string, z.ZodType> = {};
  for (const key of [...requires, ...accepts, ...GENERIC_PARAM_KEYS]) {
    shape[key] = required.has(key) ? valueSchema(key) : valueSchema(key).optional();
  }
  // The shape is built key by key from the lists, which the mapped type ParamsOf spells out;
  // TypeScript cannot follow a loop into a mapped type, so the object's type is stated here.
  return z.object(shape) as unknown as z.ZodType<ParamsOf<R, A>>;
}

export interface EndpointSpec<
  N extends string,
  R extends ConfigKey,
  A extends ConfigKey,
  Row extends z.ZodType<object>,
> {
  /** The catalogue name, e.g. 'team-agg-stats' (endpoints.ts lists them). */
  readonly name: N;
  readonly access: EndpointAccess;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /**
   * The config keys the endpoint needs (else 400 naming the first missing) and the ones it
   * takes besides; both lists in the order the 400 for an unknown key names them.
   */
  readonly requires: readonly R[];
  readonly accepts: readonly A[];
  /** The shape of one row (responses are bare arrays of rows). */
  readonly row: Row;
  /** A request a client would make, for the docs and the tests. */
  readonly example: ParamsOf<R, A>;
  /**
   * True when rows name players (tier 1 then sees only its trial players' rows); the router
   * filters on each row's `playerId`.
   */
  readonly playerLevel?: boolean;
  /**
   * Seconds a response stays fresh in browsers, CDNs and the server's cache. Unset: until the
   * next data version. Live lists, whose answer changes with the clock, set a short time.
   */
  readonly maxAgeSeconds?: number;
  /** False for endpoints that answer without the warehouse (no 503 when it is missing). */
  readonly usesWarehouse?: boolean;
  /**
   * Set for the endpoints the accounts routes answer (admin lists kept in the accounts
   * database); the data routes have no handler file for them.
   */
  readonly servedByAccounts?: true;
  /** Query parameters a path-style endpoint takes besides its segments (live-search's §7 query). */
  readonly query?: z.ZodType<Record<string, unknown>>;
  /** Extra lines for the API document (what a segment means here, the row order…). */
  readonly notes?: readonly string[];
}

export interface EndpointDefinition<
  N extends string,
  R extends ConfigKey,
  A extends ConfigKey,
  Row extends z.ZodType<object>,
> extends EndpointSpec<N, R, A, Row> {
  /** The params, validated: required keys non-optional in the inferred type. */
  readonly params: z.ZodType<ParamsOf<R, A>>;
}

/** Any definition, whatever its name, params and row (what registries and documents hold). */
export interface AnyEndpointDefinition extends Omit<
  EndpointSpec<string, ConfigKey, ConfigKey, z.ZodType<object>>,
  'example'
> {
  readonly example: DataConfig;
  readonly params: z.ZodType<DataConfig>;
}

/** The params a definition's handler receives (required keys present). */
export type ParamsOfDefinition<D extends AnyEndpointDefinition> = z.output<D['params']>;
/** One row of a definition's answer. */
export type RowOfDefinition<D extends AnyEndpointDefinition> = z.output<D['row']>;

export function defineEndpoint<
  const N extends string,
  const R extends ConfigKey,
  const A extends ConfigKey,
  Row extends z.ZodType<object>,
>(spec: EndpointSpec<N, R, A, Row>): EndpointDefinition<N, R, A, Row> {
  return { ...spec, params: endpointParams(spec.requires, spec.accepts) };
}
