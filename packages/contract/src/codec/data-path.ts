/**
 * The data-path codec (§7). `buildDataPath` turns an endpoint and a request config into the URL
 * the client requests; `parseDataPath` turns such a URL back into the endpoint and config for
 * the server. parse(build(config)) gives back the config (property-tested).
 *
 * Path style: `{api}/{routeKey}/{endpoint}/` then, for each config key present and in the fixed
 * order of segments.ts, `segment/value/`. Lists are joined with '-' (an empty list leaves the
 * value empty: `competitions//`); bare flags are a lone `flag/` when true; valued flags and
 * `isoffense` carry `true` or `false`.
 * Query style: `{api}/{routeKey}/{endpoint}?key=value&…` with the config's own keys, lists
 * joined with ','.
 * With `pass: true` the URL is `{api}/{routeKey}/pass` and the request is not sent at all.
 *
 * Values are percent-encoded, and '-' inside list items too, so any string survives the trip.
 * A path value or list item of '.' or '..' would be resolved away by every URL parser (even
 * written %2E), so it is escaped with a leading '~' ('~.' and '~..'); a value that itself starts
 * with '~' gets one more ('~~…'), and the parser drops one leading '~' from every path value.
 */
import { DEFAULT_ROUTE_KEY, PASS_ENDPOINT, isQueryStyleEndpoint } from '../endpoints';
import {
  ALL_SEGMENTS,
  SEGMENT_BY_KEY,
  SEGMENT_BY_NAME,
  type DataConfig,
  type SegmentSpec,
} from './segments';

export class DataPathError extends Error {
  /** The segment or query parameter at fault, when there is one. */
  readonly segment: string | undefined;
  constructor(message: string, segment?: string) {
    super(message);
    this.name = 'DataPathError';
    this.segment = segment;
  }
}

export interface ParsedDataPath {
  routeKey: string;
  endpoint: string;
  style: 'path' | 'query' | 'pass';
  config: DataConfig;
}

type SegmentValue = NonNullable<DataConfig[keyof DataConfig]>;
type MutableConfig = Record<string, SegmentValue>;

const INTEGER = /^\d+$/;

function assertInteger(spec: SegmentSpec, value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DataPathError(
      `Config "${spec.key}" must be a non-negative whole number, got ${value}`,
      spec.segment,
    );
  }
  return String(value);
}

function assertListItem(spec: SegmentSpec, item: string): string {
  if (item === '') {
    throw new DataPathError(`Config "${spec.key}" may not contain empty strings`, spec.segment);
  }
  return item;
}

const PATH_ESCAPE = '~';

/**
 * URL parsers resolve a path segment of '.' or '..' (even written %2E) as a directory step, so
 * such a value could never reach the server intact: it goes out as '~.' or '~..', and a value
 * starting with the escape itself gains one more, so the parser can always drop one.
 */
function escapePathText(value: string): string {
  return value === '.' || value === '..' || value.startsWith(PATH_ESCAPE)
    ? `${PATH_ESCAPE}${value}`
    : value;
}

function unescapePathText(value: string): string {
  return value.startsWith(PATH_ESCAPE) ? value.slice(PATH_ESCAPE.length) : value;
}

function encodePathValue(value: string): string {
  return encodeURIComponent(escapePathText(value));
}

function encodePathListItem(value: string): string {
  return encodePathValue(value).replaceAll('-', '%2D');
}

/** The path text of one segment, or '' when the config leaves it out. */
function encodeSegment(spec: SegmentSpec, value: SegmentValue): string {
  switch (spec.kind) {
    case 'int':
      return `${spec.segment}/${assertInteger(spec, value as number)}/`;
    case 'string':
      return `${spec.segment}/${encodePathValue(String(value))}/`;
    case 'intList':
      return `${spec.segment}/${(value as readonly number[]).map((id) => assertInteger(spec, id)).join('-')}/`;
    case 'stringList': {
      const text = (value as readonly string[])
        .map((item) => encodePathListItem(assertListItem(spec, item)))
        .join('-');
      return `${spec.segment}/${text}/`;
    }
    case 'bool':
    case 'valuedFlag':
      return `${spec.segment}/${value === true ? 'true' : 'false'}/`;
    case 'bareFlag':
      return value === true ? `${spec.segment}/` : '';
  }
}

function encodeQueryValue(spec: SegmentSpec, value: SegmentValue): string | null {
  switch (spec.kind) {
    case 'int':
      return assertInteger(spec, value as number);
    case 'string':
      return String(value);
    case 'intList':
      return (value as readonly number[]).map((id) => assertInteger(spec, id)).join(',');
    case 'stringList':
      return (value as readonly string[])
        .map((item) => encodeURIComponent(assertListItem(spec, item)))
        .join(',');
    case 'bool':
    case 'valuedFlag':
      return value === true ? 'true' : 'false';
    case 'bareFlag':
      return value === true ? 'true' : null;
  }
}

/** The config as query parameters, in segment order (query-style endpoints). */
export function toQueryString(config: DataConfig): string {
  const params = new URLSearchParams();
  for (const spec of ALL_SEGMENTS) {
    const value = config[spec.key];
    if (value === undefined || value === null) continue;
    const text = encodeQueryValue(spec, value);
    if (text !== null) params.append(spec.key, text);
  }
  return params.toString();
}

/** The URL of a data request, relative to the site (apiRoot such as '/api', or '' for none). */
export function buildDataPath(endpoint: string, config: DataConfig = {}, apiRoot = ''): string {
  const base = `${apiRoot}/${config.routeKey ?? DEFAULT_ROUTE_KEY}`;
  if (config.pass === true) return `${base}/${PASS_ENDPOINT}`;
  if (isQueryStyleEndpoint(endpoint)) {
    const query = toQueryString(config);
    return query === '' ? `${base}/${endpoint}` : `${base}/${endpoint}?${query}`;
  }
  let path = `${base}/${endpoint}/`;
  for (const spec of ALL_SEGMENTS) {
    const value = config[spec.key];
    if (value === undefined || value === null) continue;
    path += encodeSegment(spec, value);
  }
  return path;
}

/** Requests whose config says `pass` are never sent (§7). */
export function isDataRequestEnabled(config: DataConfig | undefined): boolean {
  return config?.pass !== true;
}

function decodeText(spec: SegmentSpec, text: string, where: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new DataPathError(
      `${where} "${spec.segment}" has malformed percent-encoding`,
      spec.segment,
    );
  }
}

function decodeInteger(spec: SegmentSpec, text: string, where: string): number {
  const value = INTEGER.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value)) {
    throw new DataPathError(
      `${where} "${spec.segment}" expects a non-negative whole number, got "${text}"`,
      spec.segment,
    );
  }
  return value;
}

function decodeBoolean(spec: SegmentSpec, text: string, where: string): boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new DataPathError(
    `${where} "${spec.segment}" expects true or false, got "${text}"`,
    spec.segment,
  );
}

interface DecodeMode {
  /** 'Segment' or 'Query parameter', for messages. */
  where: string;
  listSeparator: string;
  /** Path values arrive percent-encoded; query values were already decoded by URLSearchParams. */
  scalarsEncoded: boolean;
}

const PATH_MODE: DecodeMode = { where: 'Segment', listSeparator: '-', scalarsEncoded: true };
const QUERY_MODE: DecodeMode = {
  where: 'Query parameter',
  listSeparator: ',',
  scalarsEncoded: false,
};

function decodeValue(spec: SegmentSpec, raw: string, mode: DecodeMode): SegmentValue {
  const { where, listSeparator } = mode;
  switch (spec.kind) {
    case 'int':
      return decodeInteger(spec, raw, where);
    case 'string':
      return mode.scalarsEncoded ? unescapePathText(decodeText(spec, raw, where)) : raw;
    case 'intList':
      return raw === ''
        ? []
        : raw.split(listSeparator).map((item) => decodeInteger(spec, item, where));
    case 'stringList':
      // List items are always percent-encoded by the builder so the separator can't clash.
      return raw === ''
        ? []
        : raw.split(listSeparator).map((item) => {
            if (item === '') {
              throw new DataPathError(
                `${where} "${spec.segment}" has an empty list item`,
                spec.segment,
              );
            }
            const text = decodeText(spec, item, where);
            return mode.scalarsEncoded ? unescapePathText(text) : text;
          });
    case 'bool':
    case 'valuedFlag':
    case 'bareFlag':
      return decodeBoolean(spec, raw, where);
  }
}

function parsePathSegments(segments: readonly string[]): MutableConfig {
  const config: MutableConfig = {};
  let index = 0;
  while (index < segments.length) {
    const name = segments[index] as string;
    const spec = SEGMENT_BY_NAME.get(name);
    if (!spec) {
      const shown = name === '' ? '(empty)' : `"${name}"`;
      throw new DataPathError(`Unknown path segment ${shown}`, name);
    }
    if (spec.key in config) throw new DataPathError(`Segment "${name}" appears twice`, name);
    if (spec.kind === 'bareFlag') {
      config[spec.key] = true;
      index += 1;
      continue;
    }
    const raw = segments[index + 1];
    if (raw === undefined) throw new DataPathError(`Segment "${name}" has no value`, name);
    config[spec.key] = decodeValue(spec, raw, PATH_MODE);
    index += 2;
  }
  return config;
}

function parseQuery(search: string): MutableConfig {
  const config: MutableConfig = {};
  for (const [key, raw] of new URLSearchParams(search)) {
    const spec = SEGMENT_BY_KEY.get(key);
    if (!spec) throw new DataPathError(`Unknown query parameter "${key}"`, key);
    if (spec.key in config) throw new DataPathError(`Query parameter "${key}" appears twice`, key);
    const value = decodeValue(spec, raw, QUERY_MODE);
    // A bare flag sent as false means the same as leaving it out.
    if (spec.kind === 'bareFlag' && value === false) continue;
    config[spec.key] = value;
  }
  return config;
}

/**
 * Reads a data URL (path plus optional query, as received by the server) back into its route
 * key, endpoint and config. Throws DataPathError naming the segment at fault.
 */
export function parseDataPath(url: string, apiRoot = ''): ParsedDataPath {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const prefix = `${apiRoot}/`;
  if (!pathname.startsWith(prefix)) {
    throw new DataPathError(`Data paths start with "${prefix}"`);
  }
  const parts = pathname.slice(prefix.length).split('/');
  const routeKey = parts[0] ?? '';
  const endpoint = parts[1] ?? '';
  if (routeKey === '') throw new DataPathError('The route key is missing');
  if (endpoint === '') throw new DataPathError('The endpoint name is missing');
  const segments = parts.slice(2);
  // The trailing slash the builder always writes leaves one empty string at the end.
  if (segments[segments.length - 1] === '') segments.pop();
  const withRouteKey = (config: MutableConfig): DataConfig =>
    (routeKey === DEFAULT_ROUTE_KEY ? config : { routeKey, ...config }) as DataConfig;

  if (endpoint === PASS_ENDPOINT && segments.length === 0) {
    return { routeKey, endpoint, style: 'pass', config: withRouteKey({ pass: true }) };
  }
  if (isQueryStyleEndpoint(endpoint)) {
    if (segments.length > 0) {
      throw new DataPathError(
        `Endpoint "${endpoint}" takes its options as query parameters, not path segments`,
        segments[0],
      );
    }
    return { routeKey, endpoint, style: 'query', config: withRouteKey(parseQuery(search)) };
  }
  return { routeKey, endpoint, style: 'path', config: withRouteKey(parsePathSegments(segments)) };
}
