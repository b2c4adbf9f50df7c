/**
 * One data endpoint of the §7 catalogue as the data routes serve it. Each endpoint lives in its
 * own file under `data/endpoints/` and exports one `DataEndpoint`; the registry lists them, the
 * router parses the request with the contract's codec, checks the caller's tier, runs `handle`
 * against the read-only warehouse and sends the rows with the data version, cache headers and
 * ETag. Handlers never see Fastify: they get a parsed config and return shaped DTO rows, so they
 * are tested with a small warehouse and no HTTP at all (and through `app.inject` end to end).
 */
import type { DataConfig, Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import type { z } from 'zod';

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
}

export interface DataRequest {
  /** The request config the codec parsed (path segments or query parameters). */
  readonly config: DataConfig;
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

export interface DataEndpoint<Row extends object = object> {
  /** The catalogue name, e.g. 'team-agg-stats'. */
  readonly name: string;
  readonly access: EndpointAccess;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The config keys this endpoint reads: required ones must be present (else 400). */
  readonly requires: readonly (keyof DataConfig)[];
  readonly accepts: readonly (keyof DataConfig)[];
  /** The shape of one row (responses are bare arrays of rows). */
  readonly row: z.ZodType<Row>;
  /** A request a client would make, as a config, for the docs and the tests. */
  readonly example: DataConfig;
  /**
   * True when rows name players (tier 1 then sees only its trial players' rows); the router
   * filters on each row's `playerId`.
   */
  readonly playerLevel?: boolean;
  /**
   * Seconds a response stays fresh in browsers, CDNs and the server's cache. Unset: until the
   * next data version (the default for everything computed from the warehouse). Live lists,
   * whose answer changes with the clock, set a short time.
   */
  readonly maxAgeSeconds?: number;
  /** False for endpoints that answer without the warehouse (no 503 when it is missing). */
  readonly usesWarehouse?: boolean;
  /** Query parameters a path-style endpoint takes besides its segments (live-search's §7 query). */
  readonly query?: z.ZodType<Record<string, unknown>>;
  /** Extra lines for the API document (what a segment means here, the row order…). */
  readonly notes?: readonly string[];
  /** Throws DataInputError for bad or unknown ids (→ 400 naming the segment). */
  handle(request: DataRequest): Promise<readonly Row[]>;
  /**
   * The answer's JSON (UTF-8 bytes) when the endpoint can read it already serialized (rows the
   * build stored as JSON), else null and the router calls `handle`. Must send exactly what
   * `handle` would; called only when no `fields` selection or trial-player filter reshapes the
   * rows.
   */
  serialized?(request: DataRequest): Promise<Buffer | null>;
}
