/**
 * A data URL → the endpoint to run and its checked config, or the 4xx that explains what is
 * wrong. The contract's codec reads the path (or, for query-style endpoints, the query); this
 * module adds what the codec cannot know: whether the endpoint exists and is served, its params
 * (parse-params.ts: the keys it takes and needs, `fields`) and the §7 query of path-style
 * endpoints that declare one (live-search). Every message names the segment or parameter at
 * fault.
 */
import type { DataConfig } from '@courtside/contract';
import { DataPathError, buildDataPath, isKnownEndpoint, parseDataPath } from '@courtside/contract';
import type { DataEndpoint, PreparedCall } from './endpoint';
import { DataInputError } from './endpoint';

export type ParsedRequest =
  | {
      readonly kind: 'data';
      readonly endpoint: DataEndpoint;
      /** The validated params bound to the endpoint's handler. */
      readonly call: PreparedCall;
      readonly config: DataConfig;
      readonly query: Readonly<Record<string, unknown>> | undefined;
      /** The request in one canonical spelling (segment order, encoding), for caching. */
      readonly key: string;
    }
  | { readonly kind: 'pass' }
  | { readonly kind: 'refused'; readonly statusCode: 400 | 404; readonly msg: string };

const refused = (statusCode: 400 | 404, msg: string): ParsedRequest => ({
  kind: 'refused',
  statusCode,
  msg,
});

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
    const call = endpoint.prepare(parsed.config, parsed.style);
    const queryAt = url.indexOf('?');
    const query =
      parsed.style === 'path' && queryAt !== -1
        ? checkedQuery(endpoint, url.slice(queryAt + 1))
        : parsed.style === 'path' && endpoint.query !== undefined
          ? checkedQuery(endpoint, '')
          : undefined;
    const key = canonicalKey(endpoint, parsed.config, query, url);
    return { kind: 'data', endpoint, call, config: parsed.config, query, key };
  } catch (error) {
    if (error instanceof DataInputError) return refused(400, error.message);
    throw error;
  }
}
