import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/lib/session/session-test-support';
import { NavbarSearch } from './NavbarSearch';
import { searchResultPath, toSearchOptions } from './search-results';

const DUKE = {
  _id: '590616',
  label: 'Duke Blue Devils',
  ptgc: 'team',
  competitionIds: [38409, 41097],
};
const GAME = {
  _id: '5728709',
  label: 'Duke at UNC, Mar 8, 2025',
  ptgc: 'game',
  competitionIds: [38409],
};

describe('search results', () => {
  it('opens each kind in its highest competition', () => {
    const [duke, game] = toSearchOptions([DUKE, GAME]);
    expect(duke && searchResultPath(duke)).toBe('/stats/41097/teams/590616/overview');
    expect(game && searchResultPath(game)).toBe('/stats/38409/games/5728709/overview');
    expect(
      searchResultPath({
        _id: '7',
        label: 'ACC',
        ptgc: 'conference',
        competitionIds: [41098, 38409],
      }),
    ).toBe('/stats/41098/conferences/7/team-box');
    expect(searchResultPath({ ...DUKE, ptgc: 'player', competitionIds: [] })).toBeNull();
  });

  it('reads any other reply shape as an empty list and skips malformed rows', () => {
    expect(toSearchOptions({ results: [DUKE] })).toEqual([]);
    expect(toSearchOptions([DUKE, { _id: 1, label: 'x' }, { ...DUKE, ptgc: 'all' }])).toEqual([
      DUKE,
    ]);
  });
});

describe('NavbarSearch', () => {
  function renderSearch() {
    const router = createMemoryRouter([{ path: '*', element: <NavbarSearch /> }]);
    render(<RouterProvider router={router} />);
    return router;
  }

  it('searches as the user types and opens the chosen result', async () => {
    const texts: string[] = [];
    server.use(
      mswHttp.get(apiUrl('/gs/live-search'), ({ request }) => {
        const url = new URL(request.url);
        texts.push(`${url.searchParams.get('text')}|${url.searchParams.get('competitions')}`);
        return HttpResponse.json([DUKE, GAME]);
      }),
    );
    const router = renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'duke');
    const option = await screen.findByRole('option', { name: /Duke Blue Devils/ });
    // Debounced: one request for the whole word, with the empty competitions list (§7).
    expect(texts).toEqual(['duke|']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(option).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stats/41097/teams/590616/overview');
  });

  it('keeps the earlier results and flags the box when a search fails', async () => {
    let fail = false;
    server.use(
      mswHttp.get(apiUrl('/gs/live-search'), () =>
        fail ? HttpResponse.json({ msg: 'down' }, { status: 500 }) : HttpResponse.json([DUKE]),
      ),
    );
    renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'du');
    await screen.findByRole('option', { name: /Duke/ });
    fail = true;
    await userEvent.type(box, 'k');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('option', { name: /Duke/ })).toBeInTheDocument();
  });
});
