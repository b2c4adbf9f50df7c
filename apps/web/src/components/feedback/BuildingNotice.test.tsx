import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPETITIONS, type DataStatusResponse, type DataStatusSeason } from '@courtside/contract';
import {
  createTestQueryClient,
  recordRequests,
  settle,
  testClient,
  wrapperFor,
} from '@/lib/api/test-support';
import { BUILDING_RECHECK_MS } from '@/lib/data-status';
import { BuildingNotice } from './BuildingNotice';

/** Every competition in the order the background build makes them: newest season first. */
const BUILD_ORDER: readonly DataStatusSeason[] = [...COMPETITIONS]
  .sort((a, b) => b.yearStart - a.yearStart || (a.gender === 'MALE' ? -1 : 1))
  .map((competition) => ({ competitionId: competition.id, label: competition.label }));

/** The competitions still to come once the first `done` of the build order are finished. */
const stillToBuild = (done: number): DataStatusSeason[] => BUILD_ORDER.slice(done);

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createTestQueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

function serveStatuses(statuses: readonly DataStatusResponse[]) {
  let served = 0;
  return recordRequests(() => {
    const status = statuses[Math.min(served, statuses.length - 1)];
    served += 1;
    return HttpResponse.json(status);
  });
}

function renderNotice() {
  return render(<BuildingNotice client={testClient} />, { wrapper: wrapperFor(queryClient) });
}

describe('BuildingNotice', () => {
  it('shows nothing when every season is served', async () => {
    const requests = serveStatuses([{ dataVersion: 'v1', building: [] }]);
    const { container } = renderNotice();
    await waitFor(() => expect(requests).toHaveLength(1));
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['an error answer', () => HttpResponse.json({ msg: 'Internal Server Error' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
    ['an answer that is not a status', () => HttpResponse.json({ building: 'soon' })],
  ])('shows nothing (and no error) on %s', async (_case, respond) => {
    const requests = recordRequests(respond);
    const { container } = renderNotice();
    await waitFor(() => expect(requests).toHaveLength(1));
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it('is a polite Bootstrap alert saying what is still being built', async () => {
    serveStatuses([{ dataVersion: 'v1', building: stillToBuild(14) }]);
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveClass('alert', 'alert-info');
    expect(notice).toHaveTextContent(
      'The demo league is still being built: 2018-19 will appear here when it finishes.',
    );
  });

  it.each([
    ['one competition', stillToBuild(15), "2018-19 Women's will appear here when it finishes."],
    ['both genders of one season', stillToBuild(14), '2018-19 will appear here when it finishes.'],
    [
      'three competitions over two seasons',
      stillToBuild(13),
      "2019-20 Women's and 2018-19 will appear here as each one finishes.",
    ],
    [
      'three seasons',
      stillToBuild(10),
      '2020-21, 2019-20 and 1 more season will appear here as each one finishes.',
    ],
    [
      'fourteen competitions (seven seasons)',
      stillToBuild(2),
      '2024-25, 2023-24 and 5 more seasons will appear here as each one finishes.',
    ],
    [
      'the current season half built',
      stillToBuild(1),
      "2025-26 Women's, 2024-25 and 6 more seasons will appear here as each one finishes.",
    ],
  ])('names the seasons for %s', async (_case, building, sentence) => {
    serveStatuses([{ dataVersion: 'v1', building }]);
    renderNotice();
    expect((await screen.findByRole('status')).textContent).toBe(
      `The demo league is still being built: ${sentence}`,
    );
  });

  it('names a competition the app does not know by its label', async () => {
    serveStatuses([
      { dataVersion: 'v1', building: [{ competitionId: 99, label: 'Competition 99' }] },
    ]);
    renderNotice();
    expect((await screen.findByRole('status')).textContent).toBe(
      'The demo league is still being built: Competition 99 will appear here when it finishes.',
    );
  });

  it('updates as seasons finish and goes away with the last one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = serveStatuses([
      { dataVersion: 'v1', building: stillToBuild(12) },
      { dataVersion: 'v2', building: stillToBuild(14) },
      { dataVersion: 'v3', building: [] },
    ]);
    const { container } = renderNotice();
    expect(await screen.findByRole('status')).toHaveTextContent('2019-20 and 2018-19 will appear');

    await act(() => vi.advanceTimersByTimeAsync(BUILDING_RECHECK_MS));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('2018-19 will appear here when it'),
    );
    await act(() => vi.advanceTimersByTimeAsync(BUILDING_RECHECK_MS));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    await act(() => vi.advanceTimersByTimeAsync(3 * BUILDING_RECHECK_MS));
    expect(requests).toHaveLength(3);
  });
});
