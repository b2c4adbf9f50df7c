import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SeasonNotice } from './SeasonNotice';
import { seasonNoticeOf, seasonNoticeState } from './season-switch';

function renderShell() {
  const router = createMemoryRouter([{ path: '*', element: <SeasonNotice /> }], {
    initialEntries: ['/stats/38409/tournaments/5025/bracket'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SeasonNotice', () => {
  it('shows the notice a season switch left, until it is closed', async () => {
    const router = renderShell();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() =>
      router.navigate('/stats/41097/division/d1/standings', {
        state: seasonNoticeState('No national tournament yet.'),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('No national tournament yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes when the user moves on', async () => {
    const router = renderShell();
    await act(() => router.navigate('/stats/home', { state: seasonNoticeState('Moved.') }));
    expect(screen.getByRole('status')).toHaveTextContent('Moved.');
    await act(() => router.navigate('/stats/home?competition=41098'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads only a notice it wrote', () => {
    expect(seasonNoticeOf(null)).toBeNull();
    expect(seasonNoticeOf({ seasonNotice: '' })).toBeNull();
    expect(seasonNoticeOf({ other: 'x' })).toBeNull();
    expect(seasonNoticeOf(seasonNoticeState('Here.'))).toBe('Here.');
  });
});
