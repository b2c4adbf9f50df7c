/**
 * One data endpoint of the §7 catalogue as the data routes serve it: the contract's definition
 * (`defineEndpoint`: access, params, row…) joined to its handler by `serveEndpoint`. Each
 * endpoint lives in its own file under `data/endpoints/`; the registry lists them, the router
 * parses the request with the contract's codec, validates it against the definition's params
 * (parse-params.ts), checks the caller's tier, runs `handle` against the read-only warehouse and
 * sends the rows with the data version, cache headers and ETag. Handlers never see Fastify: they
 * get their params typed (required keys present) and return shaped DTO rows, so they are tested
 * with a small warehouse and no HTTP at all (and through `app.inject` end to end).
 */
import type { DataConfig, Gender } from '@courtside/contract';
import type { AnyEndpointDefinition } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import type { z } from 'zod';

export type { EndpointAccess } from '@courtside/contract/schemas';

/** How the client wrote the config: path segments or query parameters. */
export type ParamStyle = 'path' | 'query';

/** The caller as the router resolved it from the session token (none: tier 0 visitor). */
export interface DataCaller {
  readonly tier: number;
  readonly isAdmin: boolean;
  /**
   * The user's own team (settings), for tier 1 trial players; null when not set. A team id names
   * one season's team: the trial rule finds the same school in every season by its team key.
   */
  readonly teamId: number | null;
  /** The gender of the user's team (settings), whose seasons the school is looked up in. */
  readonly gender: Gender | null;
  /** The signed-in user's id (the data API's per-client limit counts by it); absent for visitors. */
  readonly userId?: string;
}

export interface DataRequest<P = DataConfig> {
  /** The endpoint's params: the request config the codec parsed, checked against the definition. */
  readonly params: P;
  readonly caller: DataCaller;
  readonly db: WarehouseDb;
  /**
   * When the served warehouse was built (ISO time): the `updated` stamp of stored rows. The
   * router always sets it; handlers called directly (tests) may read it from `meta` instead.
   */
  readonly updated?: string;
  /** The request's time (live endpoints pick "today" from it); the router sets it. */
  readonly now?: Date;
  /**
   * Query parameters outside the codec, for path-style endpoints that declare `query` (§7's
   * live-search takes `text`), already checked against that schema.
   */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Services outside the warehouse (the accounts event log), for the few endpoints that need them. */
  readonly services?: DataServices;
}

/** What a handler may use besides the warehouse; each member is set when the server has it. */
export interface DataServices {
  /** Event-log analytics rows over [from, to) (accounts database). */
  readonly eventLogAnalytics?: (from: Date, to: Date) => Promise<readonly object[]>;
}

export class DataInputError extends Error {
  /** The segment or query parameter at fault, named in the 400 message. */
  readonly segment: string | undefined;
  constructor(message: string, segment?: string) {
    super(message);
    this.name = 'DataInputError';
    this.segment = segment;
  }
}

/** What a handler gets besides its params (the router's part of a request). */
export type CallContext = Omit<DataRequest, 'params'>;

/** The code of one endpoint: its rows for validated params. */
export interface EndpointHandler<P, Row> {
  /** Throws DataInputError for bad or unknown ids (→ 400 naming the segment). */
  handle(request: DataRequest<P>): Promise<readonly Row[]>;
  /**
   * The answer's JSON (UTF-8 bytes) when the endpoint can read it already serialized (rows the
   * build stored as JSON), with the request's `fields` selection applied, else null and the
   * router calls `handle`. Must send exactly what `handle` and the selection would; not called
   * when a trial-player filter reshapes the rows.
   */
  serialized?(request: DataRequest<P>): Promise<Buffer | null>;
  /**
   * The same for answers without a `fields` selection only (rows kept as whole texts, which a
   * selection would have to parse): never called with `fields`, where `handle` and the generic
   * selection answer. An endpoint has this or `serialized`, not both.
   */
  serializedWhole?(request: DataRequest<P>): Promise<Buffer | null>;
}

/** A request whose params were validated, bound to its endpoint's handler. */
export interface PreparedCall<Row extends object = object> {
  readonly params: DataConfig;
  handle(context: CallContext): Promise<readonly Row[]>;
  readonly serialized: ((context: CallContext) => Promise<Buffer | null>) | undefined;
}

/** An endpoint as the registry holds it: its definition and a way to call its handler. */
export interface DataEndpoint<Row extends object = object> extends AnyEndpointDefinition {
  readonly row: z.ZodType<Row>;
  /**
   * Checks a config against the definition's params (DataInputError naming the segment or
   * query parameter, spelled as `style` writes it) and binds the typed params to the handler.
   */
  prepare(config: DataConfig, style: ParamStyle): PreparedCall<Row>;
}
