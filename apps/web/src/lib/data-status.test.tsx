import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataStatusResponse } from '@courtside/contract';
import {
  createTestQueryClient,
  recordRequests,
  settle,
  testClient,
  wrapperFor,
  type RecordedRequest,
} from './api/test-support';
import { dataQueryKey, useData } from './api/use-data';
import { BUILDING_RECHECK_MS, dataStatusQueryOptions, useDataStatus } from './data-status';

vi.mock('./monitoring', () => ({ reportError: vi.fn() }));

const MEN_2025 = { competitionId: 38409, label: "2024-25 Men's Basketball" };
const WOMEN_2025 = { competitionId: 38529, label: "2024-25 Women's Basketball" };
const TEAMS_PATH = '/gs/teams/competition/38409/';

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createTestQueryClient();
  // Real time still runs (MSW and fetch need it); the tests move the clock past each poll.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

/**
 * A server whose status answers come from `statuses` in turn (the last one repeats) and whose
 * teams answer is empty until the second data version is served, as for a season still being
 * built.
 */
function serveBuild(statuses: readonly DataStatusResponse[]) {
  let served = 0;
  let dataVersion: string | null = null;
  const requests = recordRequests(async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/data-status')) {
      const status = statuses[Math.min(served, statuses.length - 1)];
      served += 1;
      dataVersion = status?.dataVersion ?? null;
      return HttpResponse.json(status);
    }
    const teams = dataVersion === 'v2' ? [{ teamId: 7 }] : [];
    // Long enough for the screen to render while the answer is under way.
    await delay(30);
    return HttpResponse.json(teams);
  });
  const count = (suffix: string) =>
    requests.filter((request: RecordedRequest) => request.path.endsWith(suffix)).length;
  return { statusReads: () => count('/data-status'), teamsReads: () => count(TEAMS_PATH) };
}

const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(BUILDING_RECHECK_MS));

describe('dataStatusQueryOptions', () => {
  it('polls every 20 s while something is being built, and not otherwise', () => {
    const { refetchInterval } = dataStatusQueryOptions();
    const intervalFor = (data: DataStatusResponse | undefined) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data } } as Parameters<typeof refetchInterval>[0])
        : refetchInterval;
    expect(intervalFor({ dataVersion: 'v1', building: [MEN_2025] })).toBe(20_000);
    expect(intervalFor({ dataVersion: 'v1', building: [] })).toBe(false);
    // Unknown (the first read failed): no polling; a failed later read keeps the last answer.
    expect(intervalFor(undefined)).toBe(false);
  });
});

describe('useDataStatus', () => {
  it('reads the status again every 20 s while building, and stops once nothing is left', async () => {
    const server = serveBuild([
      { dataVersion: 'v1', building: [MEN_2025, WOMEN_2025] },
      { dataVersion: 'v2', building: [WOMEN_2025] },
      { dataVersion: 'v3', building: [] },
    ]);
    const { result } = renderHook(() => useDataStatus(testClient), {
      wrapper: wrapperFor(queryClient),
    });
    await waitFor(() => expect(result.current?.building).toEqual([MEN_2025, WOMEN_2025]));
    expect(server.statusReads()).toBe(1);

    await nextPoll();
    await waitFor(() => expect(result.current?.building).toEqual([WOMEN_2025]));
    await nextPoll();
    await waitFor(() => expect(result.current?.building).toEqual([]));
    expect(server.statusReads()).toBe(3);

    await nextPoll();
    await nextPoll();
    await nextPoll();
    expect(server.statusReads()).toBe(3);
  });

  it('answers undefined when the status cannot be read, and does not poll', async () => {
    const requests = recordRequests(() => HttpResponse.json({ msg: 'down' }, { status: 500 }));
    const { result } = renderHook(() => useDataStatus(testClient), {
      wrapper: wrapperFor(queryClient),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    await settle();
    expect(result.current).toBeUndefined();
    await nextPoll();
    expect(requests).toHaveLength(1);
  });

  it('refuses an answer that is not a status, e.g. the web page the server falls back to', async () => {
    recordRequests(() => HttpResponse.text('<!doctype html><title>Courtside</title>'));
    const { result } = renderHook(() => useDataStatus(testClient), {
      wrapper: wrapperFor(queryClient),
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(['data-status'])?.error?.message).toBe(
        'Unexpected reply from /data-status',
      ),
    );
    expect(result.current).toBeUndefined();
  });
});

describe('a new data version', () => {
  /** Every teams answer the screen rendered, in order. */
  let shownTeams: Array<Array<{ teamId: number }> | null | undefined>;

  function renderScreen() {
    shownTeams = [];
    return renderHook(
      () => {
        const teams = useData<Array<{ teamId: number }>>(
          'teams',
          { competitionId: 38409 },
          { client: testClient },
        );
        shownTeams.push(teams.data);
        return { status: useDataStatus(testClient), teams };
      },
      { wrapper: wrapperFor(queryClient) },
    );
  }

  it('refetches the data on screen, keeping its answer until the new one arrives', async () => {
    const server = serveBuild([
      { dataVersion: 'v1', building: [MEN_2025] },
      { dataVersion: 'v2', building: [] },
    ]);
    const { result } = renderScreen();
    await waitFor(() => expect(result.current.teams.data).toEqual([]));
    expect(server.teamsReads()).toBe(1);

    await nextPoll();
    await waitFor(() => expect(result.current.teams.data).toEqual([{ teamId: 7 }]));
    expect(server.teamsReads()).toBe(2);
    // Never back to loading: the old answer stayed on screen during the refetch.
    expect(shownTeams.slice(shownTeams.findIndex((teams) => teams !== undefined))).not.toContain(
      undefined,
    );
  });

  it('drops data answers no screen shows, so the next reader fetches them again', async () => {
    serveBuild([
      { dataVersion: 'v1', building: [MEN_2025] },
      { dataVersion: 'v2', building: [] },
    ]);
    const offScreen = dataQueryKey('teams', { competitionId: 38529 });
    queryClient.setQueryData(offScreen, []);
    const unrelated = ['admin-access', 'token'];
    queryClient.setQueryData(unrelated, { isUpperAdmin: false, isLowerAdmin: false });
    const { result } = renderScreen();
    await waitFor(() => expect(result.current.status?.dataVersion).toBe('v1'));
    expect(queryClient.getQueryData(offScreen)).toEqual([]);

    await nextPoll();
    await waitFor(() => expect(result.current.status?.dataVersion).toBe('v2'));
    await waitFor(() => expect(queryClient.getQueryState(offScreen)).toBeUndefined());
    expect(queryClient.getQueryData(unrelated)).toEqual({
      isUpperAdmin: false,
      isLowerAdmin: false,
    });
  });

  it('leaves the data alone while the version stays the same', async () => {
    const server = serveBuild([
      { dataVersion: 'v1', building: [MEN_2025, WOMEN_2025] },
      { dataVersion: 'v1', building: [MEN_2025, WOMEN_2025] },
    ]);
    const { result } = renderScreen();
    await waitFor(() => expect(result.current.teams.data).toEqual([]));
    await nextPoll();
    await nextPoll();
    expect(server.statusReads()).toBe(3);
    expect(server.teamsReads()).toBe(1);
  });
});
