import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DataConfig } from '@courtside/contract';
import { reportError } from '../monitoring';
import { createHttpClient } from './http';
import { RequestError } from './request-errors';
import {
  TEST_API,
  createTestQueryClient,
  recordRequests,
  settle,
  testClient,
  wrapperFor,
} from './test-support';
import { useData, type UseDataOptions } from './use-data';

vi.mock('../monitoring', () => ({ reportError: vi.fn() }));

interface Props {
  config?: DataConfig;
  options?: UseDataOptions;
}

let queryClient: QueryClient;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  queryClient = createTestQueryClient();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(reportError).mockClear();
});

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

function renderData<T>(props: Props = {}) {
  return renderHook(
    ({ config = {}, options }: Props) =>
      useData<T>('teams', config, { client: testClient, ...options }),
    { initialProps: props, wrapper: wrapperFor(queryClient) },
  );
}

const dataFetchingErrors = () =>
  consoleError.mock.calls.filter(([first]) => first === 'Data Fetching Error');

describe('useData: malformed data (§8)', () => {
  it('retries 3 times, reports every failure, then exposes the error and null data', async () => {
    const requests = recordRequests(() => HttpResponse.text('{bad json'));
    const { result } = renderData();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(requests).toHaveLength(4);
    expect(reportError).toHaveBeenCalledTimes(4);
    expect(result.current.error).toMatchObject({
      kind: 'malformed',
      message: 'Received malformed data from server',
    });
    expect(result.current.data).toBeNull();
    expect(result.current.isLoading).toBe(false);
    expect(dataFetchingErrors()).toEqual([
      ['Data Fetching Error', 'Received malformed data from server'],
    ]);
  });

  it('empties a prior list to [] after the final malformed failure', async () => {
    let served = 0;
    const requests = recordRequests(() =>
      ++served === 1 ? HttpResponse.json([{ teamId: 1 }]) : HttpResponse.text('[1,'),
    );
    const { result } = renderData<Array<{ teamId: number }>>();
    await waitFor(() => expect(result.current.data).toEqual([{ teamId: 1 }]));
    await result.current.refetch();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toEqual([]);
    expect(result.current.error?.kind).toBe('malformed');
    expect(requests).toHaveLength(5);
    expect(reportError).toHaveBeenCalledTimes(4);
  });

  it('turns prior non-list data into null', async () => {
    let served = 0;
    recordRequests(() =>
      ++served === 1 ? HttpResponse.json({ teamId: 1 }) : HttpResponse.text('nope'),
    );
    const { result } = renderData<{ teamId: number }>();
    await waitFor(() => expect(result.current.data).toEqual({ teamId: 1 }));
    await result.current.refetch();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeNull();
  });
});

describe('useData: other errors (§8)', () => {
  it('does not retry a 4xx by default', async () => {
    const requests = recordRequests(() =>
      HttpResponse.json({ error: 'Team not found' }, { status: 404 }),
    );
    const { result } = renderData();
    await waitFor(() => expect(result.current.status).toBe('error'));
    await settle();
    expect(requests).toHaveLength(1);
    expect(result.current.error).toMatchObject({
      kind: 'response',
      status: 404,
      message: 'Team not found',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it("retries as the caller's retry says", async () => {
    const requests = recordRequests(() => HttpResponse.json({ msg: 'busy' }, { status: 503 }));
    const { result } = renderData({ options: { retry: 2 } });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(requests).toHaveLength(3);

    const seen: number[] = [];
    const byStatus = recordRequests(() => HttpResponse.json({}, { status: 429 }));
    const second = renderData({
      config: { competitionId: 1 },
      options: { retry: (count, error) => (seen.push(error.status ?? 0), count < 1) },
    });
    await waitFor(() => expect(second.result.current.status).toBe('error'));
    expect(byStatus).toHaveLength(2);
    expect(seen).toEqual([429, 429]);
  });

  it('reports request setup failures', async () => {
    const client = createHttpClient(TEST_API, {
      headers: () => {
        throw new Error('no adapter');
      },
    });
    const { result } = renderData({ options: { client } });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({
      kind: 'setup',
      message: 'Request setup failed: no adapter',
    });
  });
});

describe('useData: failure handler', () => {
  it("logs 'Data Fetching Error' once per failure, not once per render", async () => {
    recordRequests(() => HttpResponse.json({ msg: 'Database down' }, { status: 500 }));
    const { result, rerender } = renderData();
    await waitFor(() => expect(result.current.status).toBe('error'));
    rerender({});
    rerender({});
    await settle();
    expect(dataFetchingErrors()).toEqual([['Data Fetching Error', 'Database down']]);

    await result.current.refetch();
    await waitFor(() => expect(dataFetchingErrors()).toHaveLength(2));
  });

  it('calls the caller onError instead of the console message', async () => {
    recordRequests(() => HttpResponse.error());
    const onError = vi.fn<(error: RequestError) => void>();
    const { result, rerender } = renderData({ options: { onError } });
    await waitFor(() => expect(result.current.status).toBe('error'));
    // A new inline handler on re-render is not a new failure.
    rerender({ options: { onError: (error) => onError(error) } });
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(RequestError);
    expect(error?.message).toBe('No response received from server.');
    expect(dataFetchingErrors()).toEqual([]);
  });

  it('stays quiet when a component mounts on an earlier failure', async () => {
    let served = 0;
    const requests = recordRequests(() =>
      ++served === 1 ? HttpResponse.json([1]) : HttpResponse.json({}, { status: 500 }),
    );
    const first = renderData();
    await waitFor(() => expect(first.result.current.data).toEqual([1]));
    await first.result.current.refetch();
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    expect(dataFetchingErrors()).toHaveLength(1);
    first.unmount();
    // The query keeps its data and its error; with data there is no fetch on mount.
    const onError = vi.fn();
    const second = renderData({ options: { onError } });
    await settle();
    expect(second.result.current).toMatchObject({ status: 'error', data: [1] });
    expect(requests).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
    expect(dataFetchingErrors()).toHaveLength(1);
  });

  it('reports the new failure when a mount refetches a failed query without data', async () => {
    recordRequests(() => HttpResponse.json({}, { status: 500 }));
    const first = renderData();
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    first.unmount();
    const onError = vi.fn();
    renderData({ options: { onError } });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(dataFetchingErrors()).toHaveLength(1);
  });

  it('does not report a cancelled fetch', async () => {
    const requests = recordRequests(async () => {
      await delay(200);
      return HttpResponse.json([]);
    });
    const onError = vi.fn();
    const { result } = renderData({ options: { onError } });
    await waitFor(() => expect(requests).toHaveLength(1));
    await queryClient.cancelQueries();
    await settle(250);
    expect(result.current).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      error: null,
      isLoading: false,
    });
    expect(onError).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
    expect(dataFetchingErrors()).toEqual([]);
  });
});
