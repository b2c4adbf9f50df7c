import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { EndpointRow } from '@courtside/contract/schemas';
import {
  createTestQueryClient,
  recordRequests,
  settle,
  testClient,
  wrapperFor,
} from './test-support';
import { endpointQueryOptions, useEndpoint } from './use-endpoint';

vi.mock('../monitoring', () => ({ reportError: vi.fn() }));

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createTestQueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const COLORS = [{ _id: '590616', teamId: 590616, primaryColor: '#003087' }];

describe('useEndpoint', () => {
  it("requests the endpoint's path for its params and answers its rows, typed", async () => {
    const requests = recordRequests(() => HttpResponse.json(COLORS));
    const { result } = renderHook(
      () => useEndpoint('team-colors', { competitionId: 38409 }, { client: testClient }),
      { wrapper: wrapperFor(queryClient) },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(COLORS);
    expect(requests.map((r) => r.path)).toEqual(['/gs/team-colors/competition/38409/']);
    expectTypeOf(result.current.data).toEqualTypeOf<
      EndpointRow<'team-colors'>[] | null | undefined
    >();
  });

  it('writes query-style endpoints as query parameters', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const { result } = renderHook(
      () =>
        useEndpoint(
          'team-game-stats',
          { competitionId: 38409, teamId: 590616 },
          { client: testClient },
        ),
      { wrapper: wrapperFor(queryClient) },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(requests.map((r) => r.path)).toEqual([
      '/gs/team-game-stats?competitionId=38409&teamId=590616',
    ]);
  });

  it('sends nothing for null params and does not report loading', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const { result } = renderHook(() => useEndpoint('enh-pbp', null, { client: testClient }), {
      wrapper: wrapperFor(queryClient),
    });
    await settle();
    expect(requests).toHaveLength(0);
    expect(result.current).toMatchObject({ status: 'pending', isLoading: false, data: undefined });
  });

  it('shares its cache entry with endpointQueryOptions, so a prefetch is not fetched again', async () => {
    const requests = recordRequests(() => HttpResponse.json(COLORS));
    await queryClient.prefetchQuery(
      endpointQueryOptions('team-colors', { competitionId: 38409 }, { client: testClient }),
    );
    const { result } = renderHook(
      () => useEndpoint('team-colors', { competitionId: 38409 }, { client: testClient }),
      { wrapper: wrapperFor(queryClient) },
    );
    expect(result.current.data).toEqual(COLORS);
    await settle();
    expect(requests).toHaveLength(1);
  });

  it("keeps useData's error policy: the server's msg, one onError call, no retry", async () => {
    const requests = recordRequests(() =>
      HttpResponse.json({ msg: 'Endpoint "enh-pbp" needs "game"' }, { status: 400 }),
    );
    const onError = vi.fn();
    const { result } = renderHook(
      () => useEndpoint('enh-pbp', { gameId: 1 }, { client: testClient, onError }),
      { wrapper: wrapperFor(queryClient) },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Endpoint "enh-pbp" needs "game"');
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });

  it('accepts only the params its definition takes, required ones required', () => {
    // @ts-expect-error enh-pbp requires gameId
    expect(endpointQueryOptions('enh-pbp', { competitionId: 1 }).enabled).toBe(true);
    // @ts-expect-error team-colors does not take gameId
    expect(endpointQueryOptions('team-colors', { gameId: 1 }).enabled).toBe(true);
    expect(endpointQueryOptions('enh-pbp', null).enabled).toBe(false);
  });
});
