/**
 * The OpenAPI 3.1 document of the API, generated from the contract's endpoint definitions: each
 * data endpoint's row schema (zod → JSON Schema), the params it takes (query parameters for
 * query-style endpoints; for path-style ones the `segment/value/` pairs, listed in
 * `x-path-segments` since OpenAPI cannot describe optional path pieces in any order), its tier,
 * an example request and the headers every answer carries; then the accounts routes
 * (accounts.ts) from their zod schemas.
 */
import { ALL_SEGMENTS, buildDataPath, isQueryStyleEndpoint } from '@courtside/contract';
import type { SegmentSpec } from '@courtside/contract';
import type { AnyEndpointDefinition } from '@courtside/contract/schemas';
import { MIN_TIER } from '../access';
import { segmentSpecOf } from '../segments';
import { accountPaths } from './accounts';
import type { Json } from './json-schema';
import { errorResponse, jsonSchemaOf } from './json-schema';

const SEGMENT_KIND_SCHEMA: Readonly<Record<SegmentSpec['kind'], Json>> = {
  int: { type: 'integer', minimum: 0 },
  string: { type: 'string' },
  intList: {
    type: 'string',
    pattern: '^(\\d+([-,]\\d+)*)?$',
    description: 'ids joined by - (path) or , (query)',
  },
  stringList: { type: 'string', description: 'items joined by - (path) or , (query)' },
  bool: { type: 'boolean' },
  bareFlag: { type: 'boolean' },
  valuedFlag: { type: 'boolean' },
};

function tierText(endpoint: AnyEndpointDefinition): string {
  if (endpoint.access === 'admin') return 'administrators only';
  const tier = MIN_TIER[endpoint.access];
  return tier === 0 ? 'anyone (tier 0)' : `tier ≥ ${tier}`;
}

function configKeysOf(endpoint: AnyEndpointDefinition): Array<{ key: string; required: boolean }> {
  const required = new Set<string>(endpoint.requires);
  const keys = [...new Set<string>([...endpoint.requires, ...endpoint.accepts, 'fields'])];
  return keys.map((key) => ({ key, required: required.has(key) }));
}

function queryParameters(endpoint: AnyEndpointDefinition): Json[] {
  return configKeysOf(endpoint).map(({ key, required }) => {
    const spec = segmentSpecOf(key);
    return {
      name: key,
      in: 'query',
      required,
      schema: spec === undefined ? { type: 'string' } : SEGMENT_KIND_SCHEMA[spec.kind],
      ...(key === 'fields'
        ? { description: 'Comma-separated row fields to keep (ids are always kept)' }
        : {}),
    };
  });
}

/** The §7 query of a path-style endpoint that declares one (live-search). */
function declaredQueryParameters(endpoint: AnyEndpointDefinition): Json[] {
  if (endpoint.query === undefined) return [];
  const schema = jsonSchemaOf(endpoint.query);
  const properties = (schema['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function pathSegments(endpoint: AnyEndpointDefinition): Json[] {
  return configKeysOf(endpoint).flatMap(({ key, required }) => {
    const spec = ALL_SEGMENTS.find((segment) => segment.key === key);
    if (spec === undefined) return [];
    return [{ segment: spec.segment, configKey: key, kind: spec.kind, required }];
  });
}

function operationOf(endpoint: AnyEndpointDefinition, apiRoot: string, rowRef: string): Json {
  const queryStyle = isQueryStyleEndpoint(endpoint.name);
  const exampleUrl = buildDataPath(endpoint.name, endpoint.example, apiRoot);
  const style = queryStyle
    ? 'Options are query parameters.'
    : 'Options are path segments `segment/value/` after the endpoint name, in any order (see x-path-segments).';
  return {
    operationId: endpoint.name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    summary: endpoint.summary,
    description: [
      `Access: ${tierText(endpoint)}.`,
      endpoint.playerLevel === true && endpoint.access === 'free'
        ? 'Tier 1 sees only the rows of its trial players.'
        : '',
      style,
      ...(endpoint.notes ?? []),
      `Example: \`GET ${exampleUrl}\``,
    ]
      .filter((line) => line !== '')
      .join('\n\n'),
    tags: [endpoint.access === 'public' ? 'open data' : `access: ${endpoint.access}`],
    'x-access': endpoint.access,
    'x-min-tier': endpoint.access === 'admin' ? null : MIN_TIER[endpoint.access],
    'x-example-request': exampleUrl,
    'x-example-config': endpoint.example,
    ...(queryStyle ? {} : { 'x-path-segments': pathSegments(endpoint) }),
    parameters: [
      ...(queryStyle ? queryParameters(endpoint) : declaredQueryParameters(endpoint)),
      { $ref: '#/components/parameters/SessionToken' },
      { $ref: '#/components/parameters/IfNoneMatch' },
    ],
    responses: {
      '200': {
        description: 'The rows (a bare JSON array).',
        headers: {
          'X-Data-Version': { $ref: '#/components/headers/DataVersion' },
          ETag: { $ref: '#/components/headers/ETag' },
          'Cache-Control': { $ref: '#/components/headers/CacheControl' },
        },
        content: { 'application/json': { schema: { type: 'array', items: { $ref: rowRef } } } },
      },
      '304': { description: 'Not modified: the If-None-Match ETag is current.' },
      '400': errorResponse(
        'A malformed segment, an unknown competition or a missing option (named in msg).',
      ),
      '403': errorResponse('The caller’s tier may not open this endpoint.'),
      '404': errorResponse(
        'Unknown endpoint, or a team, player, game, conference or tournament id the warehouse does not hold (named in msg).',
      ),
      '503': errorResponse('No warehouse has been built yet.'),
    },
  };
}

const schemaName = (endpoint: AnyEndpointDefinition): string =>
  `${endpoint.name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Row`;

export function buildOpenApiDocument(
  definitions: readonly AnyEndpointDefinition[],
  apiRoot: string,
  version: string,
): Json {
  const paths: Json = {};
  const schemas: Json = {
    ErrorBody: {
      type: 'object',
      properties: { msg: { type: 'string' } },
      required: ['msg'],
    },
  };
  for (const endpoint of [...definitions].sort((a, b) => a.name.localeCompare(b.name))) {
    const name = schemaName(endpoint);
    schemas[name] = jsonSchemaOf(endpoint.row);
    const path = isQueryStyleEndpoint(endpoint.name)
      ? `/gs/${endpoint.name}`
      : `/gs/${endpoint.name}/`;
    paths[path] = { get: operationOf(endpoint, apiRoot, `#/components/schemas/${name}`) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courtside API',
      version,
      description:
        'Every data endpoint of the §7 catalogue, then the accounts routes (users/*, email/*: ' +
        'JSON bodies, `{ "msg": "…" }` errors, x-auth-token for the signed-in ones). Data ' +
        'answers are bare JSON arrays of rows. Each ' +
        'carries X-Data-Version (the warehouse build it comes from), an ETag (data version and ' +
        'request) and Cache-Control; send If-None-Match to get 304 when nothing changed. Answers ' +
        'of 1 kB and more come gzipped, or in brotli once the server has made it, as ' +
        'Accept-Encoding allows. Errors ' +
        'are `{ "msg": "…" }`. `fields=a,b` (or `fields/a-b/`) keeps only those row fields and ' +
        'the ids. A request whose config says `pass` is `GET {api}/gs/pass` and answers [].',
    },
    servers: [{ url: apiRoot }],
    paths: { ...paths, ...accountPaths() },
    components: {
      schemas,
      parameters: {
        SessionToken: {
          name: 'x-auth-token',
          in: 'header',
          required: false,
          description: 'Session token; without one (or with an invalid one) the caller is tier 0.',
          schema: { type: 'string' },
        },
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          schema: { type: 'string' },
        },
      },
      headers: {
        DataVersion: {
          description:
            'The data version of the warehouse the rows come from, e.g. 2026-11-21T07:59:52Z-fb4bf265.',
          schema: { type: 'string' },
        },
        ETag: { description: 'Data version and request hash.', schema: { type: 'string' } },
        CacheControl: {
          description:
            'public for open data, private for tier-restricted rows, no-store for admin rows.',
          schema: { type: 'string' },
        },
      },
    },
  };
}
