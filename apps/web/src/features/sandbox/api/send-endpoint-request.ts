/**
 * Any data endpoint, sent as the request builder assembled it: the codec's path for the
 * params, a GET through the app's HTTP client (so the stored session token goes along as
 * `x-auth-token` and the server applies its tier checks as for any page), and the answer with
 * its status and the time it took. Failures keep the status and the server's message (§8).
 */
import { useMutation } from '@tanstack/react-query';
import type { DataConfig } from '@courtside/contract';
import { dataRequestPath } from '@/lib/api/fetch-data';
import { http as appHttp, type HttpClient } from '@/lib/api/http';
import { toRequestError, type RequestErrorKind } from '@/lib/api/request-errors';

export interface EndpointRequest {
  readonly name: string;
  readonly params: DataConfig;
}

export interface EndpointAnswer {
  /** Path and query relative to the API root. */
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly data: unknown;
}

/** A request that failed: what the server (or the network) said, and how long it took. */
export class EndpointRequestFailure extends Error {
  readonly path: string;
  readonly status: number | undefined;
  readonly kind: RequestErrorKind;
  readonly durationMs: number;

  constructor(
    message: string,
    details: {
      path: string;
      status: number | undefined;
      kind: RequestErrorKind;
      durationMs: number;
    },
  ) {
    super(message);
    this.name = 'EndpointRequestFailure';
    this.path = details.path;
    this.status = details.status;
    this.kind = details.kind;
    this.durationMs = details.durationMs;
  }
}

export interface SendEndpointRequestOptions {
  /** The app's `http` (API root and session token) by default. */
  client?: HttpClient;
  /** Milliseconds of a monotonic clock. */
  now?: () => number;
}

export async function sendEndpointRequest(
  { name, params }: EndpointRequest,
  { client = appHttp, now = () => performance.now() }: SendEndpointRequestOptions = {},
): Promise<EndpointAnswer> {
  let path = '';
  const started = now();
  try {
    path = dataRequestPath(name, params);
    const response = await client.get<unknown>(path);
    return { path, status: response.status, durationMs: now() - started, data: response.data };
  } catch (error) {
    const requestError = toRequestError(error);
    throw new EndpointRequestFailure(requestError.message, {
      path,
      status: requestError.status,
      kind: requestError.kind,
      durationMs: now() - started,
    });
  }
}

/** The builder's Send: one request per click, its answer or failure kept until the next. */
export function useSendEndpointRequest(options: SendEndpointRequestOptions = {}) {
  return useMutation<EndpointAnswer, EndpointRequestFailure, EndpointRequest>({
    mutationFn: (request) => sendEndpointRequest(request, options),
    // A failed request is shown on the page; the builder sends again only when asked.
    retry: false,
    networkMode: 'always',
  });
}
