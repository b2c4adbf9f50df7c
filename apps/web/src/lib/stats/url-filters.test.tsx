import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  boolParam,
  defineUrlFilters,
  enumItem,
  enumParam,
  intItem,
  intParam,
  listParam,
  stringParam,
  useUrlFilters,
} from './url-filters';

const SCOPES = ['season', 'confReg', 'home', 'away'] as const;

const filters = defineUrlFilters({
  scope: enumParam(SCOPES, 'season'),
  lastN: intParam(10, { min: 1, max: 40 }),
  qualifiedOnly: boolParam(true),
  positions: listParam(enumItem(['G', 'F', 'C'] as const)),
  competitionIds: listParam(intItem({ min: 1 }), [41097], { joinWith: '-' }),
  q: stringParam(),
});

const parse = (search: string) => filters.parse(new URLSearchParams(search));

describe('defineUrlFilters', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual({
      scope: 'season',
      lastN: 10,
      qualifiedOnly: true,
      positions: [],
      competitionIds: [41097],
      q: '',
    });
  });

  it('reads typed values', () => {
    expect(
      parse('scope=home&lastN=5&qualifiedOnly=false&positions=G&positions=C&q=%20duke%20'),
    ).toMatchObject({
      scope: 'home',
      lastN: 5,
      qualifiedOnly: false,
      positions: ['G', 'C'],
      q: 'duke',
    });
    expect(parse('competitionIds=41097-38409').competitionIds).toEqual([41097, 38409]);
  });

  it('falls back to the default for each bad value without touching the others', () => {
    expect(
      parse('scope=everything&lastN=99&qualifiedOnly=maybe&positions=G&positions=X&lastN=abc&q=ok'),
    ).toEqual({ ...filters.defaults, q: 'ok' });
    expect(parse('lastN=2.5').lastN).toBe(10);
    expect(parse('lastN=1e3').lastN).toBe(10);
    expect(parse('competitionIds=41097-x').competitionIds).toEqual([41097]);
    expect(parse(`q=${'a'.repeat(201)}`).q).toBe('');
  });

  it('writes only values that differ from their defaults and keeps other parameters', () => {
    const search = filters.serialize(
      { ...filters.defaults, scope: 'away', positions: ['F', 'C'], competitionIds: [1, 2] },
      new URLSearchParams('tab=roster&scope=home'),
    );
    expect(search.toString()).toBe(
      'tab=roster&scope=away&positions=F&positions=C&competitionIds=1-2',
    );
    expect(filters.serialize(filters.defaults).toString()).toBe('');
  });

  it('round-trips every value', () => {
    const values = {
      scope: 'confReg' as const,
      lastN: 3,
      qualifiedOnly: false,
      positions: ['C' as const],
      competitionIds: [],
      q: 'a&b=c',
    };
    expect(filters.parse(filters.serialize(values))).toEqual(values);
  });
});

function FilterProbe() {
  const [values, setFilters, reset] = useUrlFilters(filters);
  return (
    <div>
      <output aria-label="values">{JSON.stringify(values)}</output>
      <button type="button" onClick={() => setFilters({ scope: 'home' })}>
        Home games
      </button>
      <button type="button" onClick={() => setFilters({ lastN: 5, positions: ['G'] })}>
        Last 5 guards
      </button>
      <button type="button" onClick={() => setFilters({ q: 'duk' }, { replace: true })}>
        Type
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </div>
  );
}

function renderProbe(initialEntry: string) {
  const router = createMemoryRouter([{ path: '/stats/:view', element: <FilterProbe /> }], {
    initialEntries: [initialEntry],
  });
  render(<RouterProvider router={router} />);
  const values = () => JSON.parse(screen.getByLabelText('values').textContent ?? '{}') as unknown;
  return { router, values };
}

describe('useUrlFilters', () => {
  it('puts each change in the URL as a new history entry, so Back undoes it', async () => {
    const user = userEvent.setup();
    const { router, values } = renderProbe('/stats/teams?tab=box');

    await user.click(screen.getByRole('button', { name: 'Home games' }));
    expect(router.state.location.search).toBe('?tab=box&scope=home');
    await user.click(screen.getByRole('button', { name: 'Last 5 guards' }));
    expect(router.state.location.search).toBe('?tab=box&scope=home&lastN=5&positions=G');
    expect(values()).toMatchObject({ scope: 'home', lastN: 5, positions: ['G'] });

    await act(() => router.navigate(-1));
    expect(values()).toMatchObject({ scope: 'home', lastN: 10, positions: [] });
    await act(() => router.navigate(-1));
    expect(values()).toMatchObject({ scope: 'season' });
    expect(router.state.location.search).toBe('?tab=box');
  });

  it('replaces the entry when asked, and reset drops every filter from the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderProbe('/stats/teams?scope=away');

    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(router.state.location.search).toBe('?scope=away&q=duk');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the defaults for a malformed link and cleans it on the next change', async () => {
    const user = userEvent.setup();
    const { router, values } = renderProbe('/stats/teams?scope=%E0%A4&lastN=-4');
    expect(values()).toEqual(filters.defaults);

    await user.click(screen.getByRole('button', { name: 'Home games' }));
    expect(router.state.location.search).toBe('?scope=home');
  });
});
