import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { DRAFT_STORAGE_KEY } from '../content/draft-storage';
import { LONG_PRESS_MS } from '../hooks/use-long-press';
import {
  findCourt,
  renderDiyPage,
  screenPoint,
  serveChartApi,
  serveLeague,
  storeDraft,
  placeCourtOnScreen,
} from '../diy-shot-charts.test-utils';

placeCourtOnScreen();

/** The shot list's rows as text: #, x, y, result, zone, value. */
async function shotRows() {
  const list = screen.getByText(/^Shot list/).closest('details');
  if (!list) throw new Error('no shot list');
  list.open = true;
  const table = within(list).queryByRole('table');
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

const status = () =>
  screen.getByText(/logged|undone|cleared|imported|Not logged/i, {
    selector: '[role="status"]',
  });

/** Eight shots: rim 1/2, paint 1/1, mid-range 1/2, corner three 1/1, above the break 1/2. */
const EIGHT_SHOTS = [
  { x: 0, y: 2, made: true },
  { x: 0, y: 3, made: false },
  { x: 3, y: 10, made: true },
  { x: 10, y: 10, made: false },
  { x: -23, y: 0, made: true },
  { x: 0, y: 25, made: true },
  { x: 5, y: 24, made: false },
  { x: -10, y: 12, made: true },
];

describe('DIY shot charts: access', () => {
  it('shows a visitor what opens the tool and asks for nothing', async () => {
    const calls = serveChartApi();
    const data = serveLeague();
    renderDiyPage('', null);
    expect(
      await screen.findByRole('region', { name: 'DIY Shot Charts is locked' }),
    ).toHaveTextContent('DIY Shot Charts needs a free, verified account.');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(screen.queryByRole('application')).toBeNull();
    // The title is set in an effect, which a loaded machine can run after the region shows.
    await waitFor(() => expect(document.title).toBe('DIY Shot Charts · Courtside'));
    expect(calls).toEqual([]);
    expect(data).toEqual([]);
  });

  it('shows a signed-in tier-0 user the way to verify', async () => {
    const calls = serveChartApi();
    serveLeague();
    renderDiyPage('', 0);
    expect(await screen.findByRole('link', { name: 'Verify your email' })).toBeVisible();
    expect(screen.getByText('Your plan: No Access: Not Verified.')).toBeVisible();
    expect(screen.queryByRole('application')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('DIY shot charts: logging', () => {
  it('logs a make where the court is clicked, in feet to a tenth, and a miss on Shift-click', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage();
    const court = await findCourt();
    // (15, 14.75) ft on screen: logged at (15.0, 14.8), 21.1 ft out, inside the arc.
    fireEvent.click(court, screenPoint(15, 14.75));
    expect(status()).toHaveTextContent(
      'Make logged, 15.0 ft right, 14.8 ft out: Mid-range, a 2-point attempt. 1 shot on the court.',
    );
    fireEvent.click(court, { ...screenPoint(-23, 1), shiftKey: true });
    // A tap on the legend band under the court logs nothing.
    fireEvent.click(court, screenPoint(0, 44));
    expect(await shotRows()).toEqual([
      ['1', '15.0', '14.8', 'Made', 'Mid-range', '2'],
      ['2', '-23.0', '1.0', 'Missed', 'Corner 3', '3'],
    ]);
    // The draft is kept for a reload.
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toEqual({
      chartId: null,
      name: '',
      shots: [
        { x: 15, y: 14.8, made: true },
        { x: -23, y: 1, made: false },
      ],
    });
  });

  it('logs misses on a plain click once Miss is chosen, and makes on Alt-click', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage();
    const court = await findCourt();
    await userEvent.click(screen.getByRole('button', { name: 'Miss' }));
    expect(screen.getByRole('button', { name: 'Miss' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(court, screenPoint(0, 1));
    fireEvent.click(court, { ...screenPoint(0, 30), altKey: true });
    expect((await shotRows()).map((row) => row[3])).toEqual(['Missed', 'Made']);
  });

  it('logs the other result on a long press of a finger, and nothing for the click after it', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage();
    const court = await findCourt();
    const at = { ...screenPoint(-10, 20), pointerType: 'touch' };
    fireEvent.pointerDown(court, at);
    await act(() => new Promise((done) => setTimeout(done, LONG_PRESS_MS + 50)));
    fireEvent.pointerUp(court, at);
    fireEvent.click(court, at);
    // A quick tap logs the chosen result.
    fireEvent.pointerDown(court, at);
    fireEvent.pointerUp(court, at);
    fireEvent.click(court, at);
    expect((await shotRows()).map((row) => row[3])).toEqual(['Missed', 'Made']);
  });

  it('logs with the keyboard at a cursor moved by the arrow keys, and undoes with Backspace', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage();
    const court = await findCourt();
    expect(court).toHaveAccessibleDescription(/arrow keys/);
    act(() => court.focus());
    const user = userEvent.setup();
    // From (0, 14): two feet left, then five toward half court.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByText(/^Cursor:/)).toHaveTextContent(
      'Cursor: 2.0 ft left, 19.0 ft out (Mid-range).',
    );
    await user.keyboard('m');
    await user.keyboard('{ArrowUp}x');
    expect(await shotRows()).toEqual([
      ['1', '-2.0', '19.0', 'Made', 'Mid-range', '2'],
      ['2', '-2.0', '18.0', 'Missed', 'Mid-range', '2'],
    ]);
    await user.keyboard('{Backspace}');
    expect(status()).toHaveTextContent('Last change undone.');
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}{Enter}N');
    expect(await shotRows()).toEqual([
      ['1', '-2.0', '19.0', 'Made', 'Mid-range', '2'],
      ['2', '-2.0', '3.0', 'Made', 'At the rim', '2'],
      ['3', '-2.0', '3.0', 'Missed', 'At the rim', '2'],
    ]);
  });

  it('clears the court, and Undo brings the shots back', async () => {
    serveChartApi();
    serveLeague();
    storeDraft({ chartId: null, name: '', shots: EIGHT_SHOTS.slice(0, 2) });
    renderDiyPage();
    await findCourt();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await shotRows()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await shotRows()).toHaveLength(2);
  });
});

describe('DIY shot charts: zones and totals', () => {
  it('restores unsaved shots after a reload and compares each zone with the D-I average', async () => {
    serveChartApi();
    const data = serveLeague();
    storeDraft({ chartId: null, name: 'Practice', shots: EIGHT_SHOTS });
    renderDiyPage();
    const table = await screen.findByRole('table', { name: /Shooting by zone/ });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('60.0%'));
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['At the rim', '2', '1', '50.0%', '60.0%', '−10.0 pts'],
      ['Paint (non-rim)', '1', '1', '100.0%', '45.0%', '+55.0 pts'],
      ['Mid-range', '2', '1', '50.0%', '38.0%', '+12.0 pts'],
      ['Corner 3', '1', '1', '100.0%', '37.0%', '+63.0 pts'],
      ['Above the break 3', '2', '1', '50.0%', '34.0%', '+16.0 pts'],
      ['All shots', '8', '5', '62.5%', '', ''],
    ]);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('TotalsFGA8FGM5FG%62.5%eFG%75.0%Points per shot1.50');
    expect(screen.getByLabelText('Chart name')).toHaveValue('Practice');
    expect(data).toContain('/gs/lg-zones?competitionId=38409&divisionId=1&zoneSchema=area');
  });

  it('colors the zones view against the D-I average and keeps the view in the URL', async () => {
    serveChartApi();
    serveLeague();
    storeDraft({ chartId: null, name: '', shots: EIGHT_SHOTS });
    const { router } = renderDiyPage();
    await findCourt();
    await userEvent.click(screen.getByRole('button', { name: 'Zones' }));
    const zones = await screen.findByRole('group', { name: 'Shooting by zone' });
    expect(within(zones).getAllByRole('img')[0]).toHaveAccessibleName(
      'At the rim: 1 of 2 (50.0%); league 60.0%, −10.0 pts; 25.0% of attempts',
    );
    expect(router.state.location.search).toBe('?view=zones');
    expect(screen.queryByRole('application')).toBeNull();
  });

  it("compares with the chosen season: a women's season of the 20'9\" line makes 21 ft a three", async () => {
    serveChartApi();
    const data = serveLeague();
    storeDraft({ chartId: null, name: '', shots: [{ x: 0, y: 21, made: true }] });
    const { router } = renderDiyPage();
    await findCourt();
    expect((await shotRows())[0]).toEqual(['1', '0.0', '21.0', 'Made', 'Mid-range', '2']);
    await userEvent.selectOptions(
      screen.getByLabelText('Compare with Division I in'),
      "2020-21 Women's Basketball",
    );
    expect((await shotRows())[0]).toEqual(['1', '0.0', '21.0', 'Made', 'Above the break 3', '3']);
    expect(router.state.location.search).toBe('?season=18002');
    await waitFor(() =>
      expect(data).toContain('/gs/lg-zones?competitionId=18002&divisionId=1&zoneSchema=area'),
    );
  });

  it('shows a failed D-I read in place, with Retry, and keeps the page', async () => {
    serveChartApi();
    server.use(
      http.get(apiUrl('/gs/*'), () =>
        HttpResponse.json({ msg: 'No such season' }, { status: 404 }),
      ),
    );
    storeDraft({ chartId: null, name: '', shots: EIGHT_SHOTS });
    renderDiyPage('?view=zones');
    expect(await screen.findByText('The Division I zones could not be loaded.')).toBeVisible();
    expect(screen.getByText('The Division I averages could not be loaded.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'DIY Shot Charts' })).toBeVisible();
  });

  it('falls back to the default season and view for unreadable URL values', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage('?season=12&view=heat');
    expect(await findCourt()).toBeVisible();
    expect(screen.getByLabelText('Compare with Division I in')).toHaveValue('38409');
    expect(screen.getByRole('button', { name: 'Shots' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why the zone table is empty before any shot', async () => {
    serveChartApi();
    serveLeague();
    renderDiyPage();
    expect(
      await screen.findByText(/No shots on the court yet: click or tap the court/),
    ).toBeVisible();
    expect(screen.getByText('No shots yet')).toBeInTheDocument();
  });
});
