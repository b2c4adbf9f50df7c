/**
 * One data read of the shared data-fetch contract (§5, §7, §8): canonical config, path from the
 * contract's codec, GET through the app's HTTP client, string bodies parsed as JSON, and every
 * failure turned into a RequestError.
 */
import {
  buildDataPath,
  isDataRequestEnabled,
  isKnownEndpoint,
  requestSetupFailedMessage,
  type DataConfig,
} from '@courtside/contract';
import { reportError } from '../monitoring';
import { http as appHttp, type HttpClient } from './http';
import { MalformedDataError, RequestError, toRequestError } from './request-errors';

export interface FetchDataOptions {
  signal?: AbortSignal;
  /** The HTTP client to use; the app's `http` (API root + auth header) by default. */
  client?: HttpClient;
  /**
   * True when the compiler checked the name against the contract's endpoint definitions (the
   * typed `useEndpoint`), which include Courtside's own endpoints beyond §7: the run-time check
   * against the §7 catalogue is for untyped callers.
   */
  definedName?: boolean;
}

/**
 * The config in its one canonical form, so equal requests share a cache entry and a URL:
 * competition id lists are sorted ascending (§9). Other lists keep the caller's order, which
 * may carry meaning.
 */
export function normalizeDataConfig(config: DataConfig = {}): DataConfig {
  if (!config.competitionIds) return config;
  return { ...config, competitionIds: [...config.competitionIds].sort((a, b) => a - b) };
}

/**
 * The request path relative to the API root ('' apiRoot: the client adds it). Throws the
 * codec's DataPathError for a config that cannot be written as a path.
 */
export function dataRequestPath(endpoint: string, config: DataConfig = {}): string {
  return buildDataPath(endpoint, normalizeDataConfig(config));
}

/**
 * A string body is JSON text: parse it (§5). The client already parsed valid JSON whatever the
 * content type and hands back the raw text when that failed, so a string here is either a
 * double-encoded payload or malformed.
 */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch (parseError) {
    throw new MalformedDataError(parseError);
  }
}

export async function fetchData<T>(
  endpoint: string,
  config: DataConfig = {},
  { signal, client = appHttp, definedName = false }: FetchDataOptions = {},
): Promise<T> {
  if (!definedName && !isKnownEndpoint(endpoint)) console.warn('Invalid endpoint', endpoint);
  let url = '';
  try {
    if (!isDataRequestEnabled(config)) {
      // `pass` configs are never sent (§7); the query hook disables them before they get here.
      throw new RequestError('setup', requestSetupFailedMessage('the config says pass'));
    }
    url = dataRequestPath(endpoint, config);
    const response = await client.get(url, { signal });
    return parseBody(response.data) as T;
  } catch (error) {
    const requestError = toRequestError(error);
    if (requestError.kind === 'malformed') {
      // Each malformed body is reported, retries included (§8).
      reportError(requestError, { endpoint, url });
    }
    throw requestError;
  }
}
