/**
 * The app's HTTP client: calls go to the API root and carry the stored session token in
 * `x-auth-token` (§6, §7). A thin layer over fetch rather than a library: it is in the entry
 * chunk of every page, and the part of axios the app used cost ~21 kB of gzipped JavaScript on
 * a first visit where this costs well under 1 kB.
 *
 * What callers rely on: `{ data, status, headers }` answers whose body is parsed as JSON
 * whatever its content type, and left as text when it does not parse ('' when empty), so a
 * caller can tell malformed data (§5); an HttpError for an error status (with the answer) or
 * for no answer at all; a CanceledError when the caller's AbortSignal stopped the call.
 */
import { AUTH_HEADER } from '@courtside/contract';
import { API_ROOT } from '../config';
import { readStoredToken } from '../session/token-storage';
import { CanceledError, HttpError } from './http-errors';

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequestOptions {
  /** Query parameters, in order; null and undefined ones are left out. */
  params?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  /** Milliseconds after which the call gives up with a timed-out HttpError. */
  timeout?: number;
}

export interface HttpResponse<T> {
  readonly data: T;
  readonly status: number;
  readonly headers: Headers;
}

type Read = <T = unknown>(path: string, options?: HttpRequestOptions) => Promise<HttpResponse<T>>;
type Write = <T = unknown>(
  path: string,
  body?: unknown,
  options?: HttpRequestOptions,
) => Promise<HttpResponse<T>>;

export interface HttpClient {
  get: Read;
  delete: Read;
  /** `body` is sent as JSON; without one the call has no body. */
  post: Write;
  put: Write;
  patch: Write;
}

export interface HttpClientOptions {
  /** Headers of every call, read per call; by default the stored session token. */
  headers?: () => Readonly<Record<string, string>>;
}

const ACCEPT = 'application/json, text/plain, */*';

function sessionHeaders(): Record<string, string> {
  const token = readStoredToken();
  return token === '' ? {} : { [AUTH_HEADER]: token };
}

/** JSON when the text parses, else the text itself. */
function readBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function urlOf(root: string, path: string, params: HttpRequestOptions['params']): URL {
  // Relative roots ('/api') resolve against the page, as the browser resolves a link.
  const url = new URL(`${root}${path}`, globalThis.location?.href);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
  }
  return url;
}

export function createHttpClient(
  root: string = API_ROOT,
  { headers: extraHeaders = sessionHeaders }: HttpClientOptions = {},
): HttpClient {
  async function send<T>(
    method: string,
    path: string,
    body: unknown,
    { params, signal, timeout }: HttpRequestOptions = {},
  ): Promise<HttpResponse<T>> {
    if (signal?.aborted) throw new CanceledError(signal.reason);
    // Everything up to the Request is setup: its failures are thrown as they are.
    const headers: Record<string, string> = { Accept: ACCEPT, ...extraHeaders() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const controller = new AbortController();
    const request = new Request(urlOf(root, path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });

    let timedOut = false;
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort);
    const timer =
      timeout === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout);
    try {
      const response = await fetch(request);
      const data = readBody(await response.text());
      if (!response.ok) {
        throw new HttpError(`Request failed with status code ${response.status}`, {
          response: { status: response.status, data, headers: response.headers },
        });
      }
      return { data: data as T, status: response.status, headers: response.headers };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (signal?.aborted) throw new CanceledError(error);
      if (timedOut) {
        throw new HttpError(`timeout of ${timeout}ms exceeded`, { timedOut: true, cause: error });
      }
      throw new HttpError('Network Error', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  }

  return {
    get: <T>(path: string, options?: HttpRequestOptions) =>
      send<T>('GET', path, undefined, options),
    delete: <T>(path: string, options?: HttpRequestOptions) =>
      send<T>('DELETE', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: HttpRequestOptions) =>
      send<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: HttpRequestOptions) =>
      send<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: HttpRequestOptions) =>
      send<T>('PATCH', path, body, options),
  };
}

export const http: HttpClient = createHttpClient();
