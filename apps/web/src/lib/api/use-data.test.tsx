import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataConfig } from '@courtside/contract';
import {
  createTestQueryClient,
  recordRequests,
  settle,
  testClient,
  wrapperFor,
} from './test-support';
import { dataQueryOptions, useData, type UseDataOptions } from './use-data';

vi.mock('../monitoring', () => ({ reportError: vi.fn() }));

interface Props {
  endpoint: string;
  config: DataConfig;
  options?: UseDataOptions;
}

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createTestQueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

function renderData<T>(props: Props) {
  return renderHook(
    ({ endpoint, config, options }: Props) =>
      useData<T>(endpoint, config, { client: testClient, ...options }),
    { initialProps: props, wrapper: wrapperFor(queryClient) },
  );
}

describe('useData: fetching', () => {
  it('reports loading only while the first fetch runs, then the data', async () => {
    const requests = recordRequests(async () => {
      await delay(20);
      return HttpResponse.json([{ teamId: 7 }]);
    });
    const { result } = renderData<Array<{ teamId: number }>>({
      endpoint: 'teams',
      config: { competitionId: 41097 },
    });
    expect(result.current).toMatchObject({
      status: 'pending',
      fetchStatus: 'fetching',
      isLoading: true,
      data: undefined,
      error: null,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({
      fetchStatus: 'idle',
      isLoading: false,
      data: [{ teamId: 7 }],
      error: null,
    });
    expect(requests.map((r) => r.path)).toEqual(['/gs/teams/competition/41097/']);
  });

  it('makes no request for a pass config and does not report loading', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const { result } = renderData({ endpoint: 'teams', config: { pass: true } });
    await settle();
    expect(requests).toHaveLength(0);
    expect(result.current).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      isLoading: false,
      data: undefined,
    });
  });

  it('shares one cache entry and one request for competition ids in any order', async () => {
    const requests = recordRequests(() => HttpResponse.json(['row']));
    const { result } = renderHook(
      () => ({
        a: useData('teams', { competitionIds: [41098, 41097] }, { client: testClient }),
        b: useData('teams', { competitionIds: [41097, 41098] }, { client: testClient }),
      }),
      { wrapper: wrapperFor(queryClient) },
    );
    await waitFor(() => expect(result.current.b.status).toBe('success'));
    expect(result.current.a.data).toEqual(['row']);
    expect(requests.map((r) => r.path)).toEqual(['/gs/teams/competitions/41097-41098/']);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['data', '/gs/teams/competitions/41097-41098/', 0]]);
  });

  it('fetches again under a new key when the refetch counter changes', async () => {
    let served = 0;
    const requests = recordRequests(() => HttpResponse.json({ version: ++served }));
    const props: Props = { endpoint: 'teams', config: {}, options: { refetchCounter: 1 } };
    const { result, rerender } = renderData<{ version: number }>(props);
    await waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
    rerender({ ...props, options: { refetchCounter: 2 } });
    await waitFor(() => expect(result.current.data).toEqual({ version: 2 }));
    expect(requests).toHaveLength(2);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[2]),
    ).toEqual([1, 2]);
  });

  it('does not refetch on remount, window focus or reconnect', async () => {
    const requests = recordRequests(() => HttpResponse.json([1]));
    const first = renderData({ endpoint: 'teams', config: {} });
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();
    const second = renderData({ endpoint: 'teams', config: {} });
    expect(second.result.current.data).toEqual([1]);

    // A control query that does refetch on focus proves the events below really fire.
    let controlFetches = 0;
    renderHook(
      () =>
        useQuery({
          queryKey: ['control'],
          queryFn: () => ++controlFetches,
          refetchOnWindowFocus: true,
          staleTime: 0,
        }),
      { wrapper: wrapperFor(queryClient) },
    );
    await waitFor(() => expect(controlFetches).toBe(1));
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(controlFetches).toBe(2));
    await settle();
    expect(requests).toHaveLength(1);
    // Stale data (refresh intervals) must not refetch on these events either.
    expect(dataQueryOptions('teams', {}, { refreshIntervalMs: 1_000 })).toMatchObject({
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });

  it('does not report loading while refetching data it already has', async () => {
    let served = 0;
    recordRequests(async () => {
      served += 1;
      if (served > 1) await delay(100);
      return HttpResponse.json(served);
    });
    const { result } = renderData<number>({ endpoint: 'teams', config: {} });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => {
      void result.current.refetch();
    });
    await waitFor(() => expect(result.current.fetchStatus).toBe('fetching'));
    expect(result.current).toMatchObject({ status: 'success', data: 1, isLoading: false });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('refetches on its refresh interval', async () => {
    let served = 0;
    const requests = recordRequests(() => HttpResponse.json(++served));
    const { result } = renderData<number>({
      endpoint: 'live-games',
      config: {},
      options: { refreshIntervalMs: 40 },
    });
    await waitFor(() => expect(result.current.data).toBeGreaterThanOrEqual(3), { timeout: 2_000 });
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(result.current.isLoading).toBe(false);
  });
});

describe('dataQueryOptions: cache times (§4, §9)', () => {
  it('never goes stale and keeps data 20 minutes without an interval', async () => {
    const options = dataQueryOptions('teams', { competitionId: 41097 });
    expect(options).toMatchObject({
      queryKey: ['data', '/gs/teams/competition/41097/', 0],
      staleTime: Infinity,
      gcTime: 1_200_000,
      refetchInterval: false,
      enabled: true,
    });
    recordRequests(() => HttpResponse.json([]));
    renderData({ endpoint: 'teams', config: { competitionId: 41097 } });
    await waitFor(() => {
      const query = queryClient.getQueryCache().find({ queryKey: options.queryKey });
      expect(query?.state.status).toBe('success');
      expect([query?.observers[0]?.options.staleTime, query?.gcTime]).toEqual([
        Infinity,
        1_200_000,
      ]);
    });
  });

  it('goes stale 100 ms before the interval and is kept 100 ms after it', () => {
    const options = dataQueryOptions('live-games', {}, { refreshIntervalMs: 5_000 });
    expect(options).toMatchObject({ refetchInterval: 5_000, staleTime: 4_900, gcTime: 5_100 });
    recordRequests(() => HttpResponse.json([]));
    renderData({ endpoint: 'live-games', config: {}, options: { refreshIntervalMs: 5_000 } });
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey });
    expect([query?.observers[0]?.options.staleTime, query?.gcTime]).toEqual([4_900, 5_100]);
  });

  it('keys by the canonical URL and the refetch counter, and disables pass configs', () => {
    expect(
      dataQueryOptions('teams', { competitionIds: [2, 1] }, { refetchCounter: 4 }).queryKey,
    ).toEqual(['data', '/gs/teams/competitions/1-2/', 4]);
    expect(dataQueryOptions('teams', { pass: true }).enabled).toBe(false);
  });
});
