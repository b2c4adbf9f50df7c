import { AUTH_STORAGE_KEY } from '@courtside/contract';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMediaAsPhone } from '@/components/testing/stub-match-media';
import { server } from '@/test/msw-server';
import { App } from './App';

vi.mock('@/lib/monitoring', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

const HOME_HEADING = { level: 1, name: /by the numbers/i } as const;

describe('App', () => {
  // The navbar's side panel asks matchMedia, which jsdom lacks, once it has entries to show.
  beforeEach(() => stubMatchMediaAsPhone());

  it('shows a spinner and no route while the stored token is checked', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'stored-token');
    // The server holds its answer until the test releases it.
    const held: { answer: ((response: Response) => void) | null } = { answer: null };
    server.use(
      http.post(
        '*/users/token-is-valid',
        () => new Promise<Response>((resolve) => (held.answer = resolve)),
      ),
    );
    render(<App createRouter={(routes) => createMemoryRouter(routes)} />);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await vi.waitFor(() => expect(held.answer).not.toBeNull());
    // Give the router every chance to render if it wrongly would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Courtside' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', HOME_HEADING)).not.toBeInTheDocument();

    held.answer?.(HttpResponse.json({ isValid: false }));
    expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('renders the routes at once for a visitor without a token', async () => {
    render(<App createRouter={(routes) => createMemoryRouter(routes)} />);
    expect(await screen.findByRole('heading', HOME_HEADING)).toBeInTheDocument();
  });
});
