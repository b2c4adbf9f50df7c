/**
 * Shared pieces of the data-layer tests: an HTTP client on a fixed test origin, a request
 * recorder on the MSW server, and a QueryClient with the app defaults but no retry delay.
 * Imported by tests only.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http as mswHttp, type HttpResponseResolver } from 'msw';
import type { ReactNode } from 'react';
import { server } from '@/test/msw-server';
import { createHttpClient } from './http';
import { createQueryClient } from './query-client';

export const TEST_API = 'http://api.test/api';
export const testClient = createHttpClient(TEST_API);

export interface RecordedRequest {
  /** Path and query relative to the API root, e.g. '/gs/teams/'. */
  path: string;
  headers: Headers;
}

/** Answers every GET under the test API root with `respond` and records each request. */
export function recordRequests(respond: HttpResponseResolver): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.use(
    mswHttp.get(`${TEST_API}/*`, (info) => {
      const url = new URL(info.request.url);
      requests.push({
        path: `${url.pathname.slice(new URL(TEST_API).pathname.length)}${url.search}`,
        headers: info.request.headers,
      });
      return respond(info);
    }),
  );
  return requests;
}

/** The app's QueryClient, with retries immediate so retry tests stay fast. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({ queries: { ...defaults, retryDelay: 0 } });
  return queryClient;
}

export function wrapperFor(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

export const settle = (ms = 30): Promise<void> => new Promise((done) => setTimeout(done, ms));
