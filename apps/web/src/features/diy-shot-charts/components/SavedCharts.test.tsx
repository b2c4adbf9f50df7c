import { ACCOUNT_API, DIY_SHOT_CHART_MESSAGES } from '@courtside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import {
  CHART_ID,
  NEW_CHART_ID,
  UNKNOWN_ID,
  findCourt,
  renderDiyPage,
  savedChart,
  screenPoint,
  serveChartApi,
  serveLeague,
  storeDraft,
  placeCourtOnScreen,
} from '../diy-shot-charts.test-utils';

placeCourtOnScreen();

afterEach(() => {
  vi.restoreAllMocks();
});

const SHOTS = [
  { x: 0, y: 2, made: true },
  { x: -22, y: 0, made: false },
];

const savedList = () => screen.findByRole('region', { name: /Your saved charts/ });
const shotCount = () => screen.getByText(/^\d+ of 1000 shots$/).textContent;

describe('DIY shot charts: saving', () => {
  it('posts the name and shots, then puts the new id in the URL and the chart in the list', async () => {
    const calls = serveChartApi();
    serveLeague();
    storeDraft({ chartId: null, name: '', shots: SHOTS });
    const { router } = renderDiyPage();
    const list = await savedList();
    expect(await within(list).findByText(/No saved charts yet/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Chart name'), '  Game 1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Game 1”.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: ACCOUNT_API.diyShotCharts, body: { name: 'Game 1', shots: SHOTS } },
    ]);
    expect(router.state.location.search).toBe(`?chart=${NEW_CHART_ID}`);
    expect(await within(list).findByRole('heading', { name: /Game 1/ })).toHaveTextContent(
      'Game 1On the court',
    );
    expect(within(list).getByText(/2 shots · FG% 50\.0% · changed/)).toBeVisible();
    // The saved chart needs no draft: a reload reads it from the account.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(localStorage.getItem('courtside.diy-shot-charts.draft')).toBeNull();
  });

  it('checks the name before sending anything', async () => {
    const calls = serveChartApi();
    serveLeague();
    renderDiyPage();
    await savedList();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Chart name')).toHaveAccessibleDescription(
      'Give the chart a name.',
    );
    await userEvent.type(screen.getByLabelText('Chart name'), 'n'.repeat(81));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Chart name')).toHaveAccessibleDescription(
      'A name has at most 80 characters (this one has 81).',
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("shows the server's message when a save is refused", async () => {
    serveChartApi();
    serveLeague();
    server.use(
      http.post(apiUrl(ACCOUNT_API.diyShotCharts), () =>
        HttpResponse.json({ msg: DIY_SHOT_CHART_MESSAGES.tooMany }, { status: 409 }),
      ),
    );
    const { router } = renderDiyPage();
    await savedList();
    await userEvent.type(screen.getByLabelText('Chart name'), 'One too many');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIY_SHOT_CHART_MESSAGES.tooMany);
    expect(router.state.location.search).toBe('');
  });

  it('does not offer a new save once the account keeps 100 charts', async () => {
    serveChartApi(
      Array.from({ length: 100 }, (_, i) =>
        savedChart({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `C${i}` }),
      ),
    );
    serveLeague();
    renderDiyPage();
    expect(await screen.findByText(DIY_SHOT_CHART_MESSAGES.tooMany)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('DIY shot charts: saved charts', () => {
  it('opens a chart from the list, and saves only the changed shots', async () => {
    const calls = serveChartApi([savedChart()]);
    serveLeague();
    const { router } = renderDiyPage();
    const list = await savedList();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Open Tuesday practice' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Chart name')).toHaveValue('Tuesday practice'),
    );
    expect(router.state.location.search).toBe(`?chart=${CHART_ID}`);
    expect(shotCount()).toBe('2 of 1000 shots');
    expect(calls).toContainEqual({
      method: 'GET',
      path: ACCOUNT_API.diyShotChart(CHART_ID),
      body: undefined,
    });

    fireEvent.click(await findCourt(), screenPoint(0, 30));
    expect(screen.getByText('Unsaved changes.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Tuesday practice”.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: ACCOUNT_API.diyShotChart(CHART_ID),
        body: { shots: [...savedChart().shots, { x: 0, y: 30, made: true }] },
      },
    ]);
  });

  it('reopens the chart of the URL after a reload', async () => {
    serveChartApi([savedChart()]);
    serveLeague();
    renderDiyPage(`?chart=${CHART_ID}`);
    await waitFor(() =>
      expect(screen.getByLabelText('Chart name')).toHaveValue('Tuesday practice'),
    );
    expect(shotCount()).toBe('2 of 1000 shots');
  });

  it("keeps an opened chart's unsaved changes over a reload", async () => {
    serveChartApi([savedChart()]);
    serveLeague();
    storeDraft({ chartId: CHART_ID, name: 'Tuesday practice', shots: SHOTS.slice(0, 1) });
    renderDiyPage(`?chart=${CHART_ID}`);
    expect(await screen.findByText('Unsaved changes.')).toBeVisible();
    expect(shotCount()).toBe('1 of 1000 shots');
  });

  it.each([
    ['an id of no chart of the account', UNKNOWN_ID, 1],
    ['a malformed id', 'not-a-chart', 0],
  ])('says so for %s and leaves the court empty', async (_label, id, chartRequests) => {
    const calls = serveChartApi([savedChart()]);
    serveLeague();
    renderDiyPage(`?chart=${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(DIY_SHOT_CHART_MESSAGES.notFound);
    expect(await findCourt()).toBeVisible();
    expect(shotCount()).toBe('0 of 1000 shots');
    expect(calls.filter((call) => call.path !== ACCOUNT_API.diyShotCharts)).toHaveLength(
      chartRequests,
    );
  });

  it('renames a chart in place, checking the name first', async () => {
    const calls = serveChartApi([savedChart()]);
    serveLeague();
    renderDiyPage();
    const list = await savedList();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Rename Tuesday practice' }),
    );
    const input = within(list).getByLabelText('New name for “Tuesday practice”');
    await userEvent.clear(input);
    await userEvent.click(within(list).getByRole('button', { name: 'Save name' }));
    expect(input).toHaveAccessibleDescription('Give the chart a name.');
    await userEvent.type(input, 'Game 2{Enter}');
    expect(await within(list).findByRole('heading', { name: 'Game 2' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Rename Game 2' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: ACCOUNT_API.diyShotChart(CHART_ID), body: { name: 'Game 2' } },
    ]);
  });

  it('deletes a chart after asking, and empties the court when it was on it', async () => {
    const calls = serveChartApi([savedChart()]);
    serveLeague();
    const { router } = renderDiyPage(`?chart=${CHART_ID}`);
    const list = await savedList();
    await waitFor(() => expect(shotCount()).toBe('2 of 1000 shots'));
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Delete Tuesday practice' }),
    );
    expect(
      within(list).getByText('Delete “Tuesday practice”? This cannot be undone.'),
    ).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(list).getByRole('button', { name: 'Keep it' }));
    expect(within(list).getByRole('button', { name: 'Delete Tuesday practice' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Tuesday practice' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Delete chart' }));
    expect(await within(list).findByText(/No saved charts yet/)).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: ACCOUNT_API.diyShotChart(CHART_ID), body: undefined },
    ]);
    expect(router.state.location.search).toBe('');
    expect(shotCount()).toBe('0 of 1000 shots');
  });

  it("shows the server's message when a delete is refused", async () => {
    serveChartApi([savedChart()]);
    serveLeague();
    const limited = 'Too many requests: try again in a minute.';
    server.use(
      http.delete(apiUrl(ACCOUNT_API.diyShotChart(CHART_ID)), () =>
        HttpResponse.json({ msg: limited }, { status: 429 }),
      ),
    );
    renderDiyPage();
    const list = await savedList();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Delete Tuesday practice' }),
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Delete chart' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(limited);
  });

  it('asks before replacing unsaved shots with an opened chart', async () => {
    const calls = serveChartApi([savedChart()]);
    serveLeague();
    storeDraft({ chartId: null, name: '', shots: SHOTS.slice(0, 1) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderDiyPage();
    const list = await savedList();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Open Tuesday practice' }),
    );
    expect(confirm).toHaveBeenCalledWith('The shots on the court are not saved. Leave them?');
    expect(shotCount()).toBe('1 of 1000 shots');
    expect(calls.filter((call) => call.path !== ACCOUNT_API.diyShotCharts)).toEqual([]);
  });
});
