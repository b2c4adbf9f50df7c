import { MESSAGES } from '@courtside/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

function renderAt(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/previous', element: <p>previous page</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  it('says exactly that the page does not exist', () => {
    renderAt(['/missing']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The page you were trying to reach does not exist.',
    );
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it('goes back one page with Go Back', async () => {
    const router = renderAt(['/previous', '/missing']);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notFound.goBack }));
    expect(await screen.findByText('previous page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes home with Go Back when there is no page to go back to', async () => {
    const router = renderAt(['/missing']);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notFound.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to / with Return to Home', async () => {
    const router = renderAt(['/previous', '/missing']);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notFound.returnHome }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('titles the tab', () => {
    renderAt(['/missing']);
    expect(document.title).toBe('Page Not Found · Courtside');
  });
});
