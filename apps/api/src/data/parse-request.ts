/**
 * A data URL → the endpoint to run and its checked config, or the 4xx that explains what is
 * wrong. The contract's codec reads the path (or, for query-style endpoints, the query); this
 * module adds what the codec cannot know: whether the endpoint exists and is served, which
 * config keys it takes and needs, `fields`, and the §7 query of path-style endpoints that
 * declare one (live-search). Every message names the segment or parameter at fault.
 */
import type { DataConfig } from '@courtside/contract';
import { DataPathError, buildDataPath, isKnownEndpoint, parseDataPath } from '@courtside/contract';
import type { DataEndpoint } from './endpoint';
import { DataInputError } from './endpoint';
import { assertKnownFields } from './fields';
import { segmentSpecOf } from './segments';

export type ParsedRequest =
  | {
      readonly kind: 'data';
      readonly endpoint: DataEndpoint;
      readonly config: DataConfig;
      readonly query: Readonly<Record<string, unknown>> | undefined;
      /** The request in one canonical spelling (segment order, encoding), for caching. */
      readonly key: string;
    }
  | { readonly kind: 'pass' }
  | { readonly kind: 'refused'; readonly statusCode: 400 | 404; readonly msg: string };

/** Config keys every endpoint takes. */
const GENERIC_KEYS: ReadonlySet<string> = new Set(['fields']);

const refused = (statusCode: 400 | 404, msg: string): ParsedRequest => ({
  kind: 'refused',
  statusCode,
  msg,
});

/** How the client wrote a config key: the path segment, or the query parameter. */
function spelling(key: string, style: 'path' | 'query'): string {
  if (style === 'query') return key;
  const spec = segmentSpecOf(key);
  return spec === undefined ? key : spec.segment;
}

function readQuery(search: string, endpoint: DataEndpoint): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (name in query) throw new DataInputError(`Query parameter "${name}" appears twice`, name);
    query[name] = value;
  }
  if (endpoint.query === undefined && Object.keys(query).length > 0) {
    const first = Object.keys(query)[0] ?? '';
    throw new DataInputError(
      `Endpoint "${endpoint.name}" takes its options as path segments, not query parameters (got "${first}")`,
      first,
    );
  }
  return query;
}

function checkedQuery(
  endpoint: DataEndpoint,
  search: string,
): Readonly<Record<string, unknown>> | undefined {
  const raw = readQuery(search, endpoint);
  if (endpoint.query === undefined) return undefined;
  const parsed = endpoint.query.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'query');
  throw new DataInputError(`Query parameter "${name}": ${issue?.message ?? 'invalid'}`, name);
}

/**
 * Every id and count in the warehouse is a 32-bit INTEGER; a larger number cannot name anything,
 * and binding it as one would fail inside the query instead of here.
 */
export const MAX_ID = 2_147_483_647;

function checkNumbers(config: DataConfig, style: 'path' | 'query'): void {
  for (const [key, value] of Object.entries(config)) {
    const numbers = typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
    const tooLarge = numbers.find((item) => typeof item === 'number' && item > MAX_ID);
    if (tooLarge === undefined) continue;
    const name = spelling(key, style);
    throw new DataInputError(`"${name}" must be at most ${MAX_ID}, got ${String(tooLarge)}`, name);
  }
}

function checkConfig(endpoint: DataEndpoint, config: DataConfig, style: 'path' | 'query'): void {
  checkNumbers(config, style);
  const takes = new Set<string>([...endpoint.requires, ...endpoint.accepts, ...GENERIC_KEYS]);
  for (const key of Object.keys(config)) {
    if (takes.has(key)) continue;
    const name = spelling(key, style);
    const list = [...endpoint.requires, ...endpoint.accepts].map((k) => spelling(k, style));
    throw new DataInputError(
      `Endpoint "${endpoint.name}" does not take "${name}"` +
        (list.length === 0 ? ' (it takes no options)' : ` (it takes: ${list.join(', ')})`),
      name,
    );
  }
  for (const key of endpoint.requires) {
    if (config[key] === undefined) {
      const name = spelling(key, style);
      throw new DataInputError(`Endpoint "${endpoint.name}" needs "${name}"`, name);
    }
  }
  if (config.fields !== undefined) assertKnownFields(endpoint, config.fields, style);
}

function canonicalKey(
  endpoint: DataEndpoint,
  config: DataConfig,
  query: Readonly<Record<string, unknown>> | undefined,
  url: string,
): string {
  let path: string;
  try {
    path = buildDataPath(endpoint.name, config);
  } catch {
    // A value the builder refuses ('.' as a path value) still has one spelling: the URL's own.
    path = url;
  }
  if (query === undefined) return path;
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

export function parseDataRequest(
  url: string,
  apiRoot: string,
  registry: ReadonlyMap<string, DataEndpoint>,
): ParsedRequest {
  let parsed;
  try {
    parsed = parseDataPath(url, apiRoot);
  } catch (error) {
    if (error instanceof DataPathError) return refused(400, error.message);
    throw error;
  }
  if (parsed.style === 'pass') return { kind: 'pass' };
  const endpoint = registry.get(parsed.endpoint);
  if (endpoint === undefined) {
    const name = parsed.endpoint;
    return refused(
      404,
      isKnownEndpoint(name)
        ? `Data endpoint "${name}" is not served by this server yet`
        : `Unknown data endpoint "${name}"`,
    );
  }
  try {
    checkConfig(endpoint, parsed.config, parsed.style);
    const queryAt = url.indexOf('?');
    const query =
      parsed.style === 'path' && queryAt !== -1
        ? checkedQuery(endpoint, url.slice(queryAt + 1))
        : parsed.style === 'path' && endpoint.query !== undefined
          ? checkedQuery(endpoint, '')
          : undefined;
    const key = canonicalKey(endpoint, parsed.config, query, url);
    return { kind: 'data', endpoint, config: parsed.config, query, key };
  } catch (error) {
    if (error instanceof DataInputError) return refused(400, error.message);
    throw error;
  }
}
