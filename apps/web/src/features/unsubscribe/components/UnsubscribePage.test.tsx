import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@courtside/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionGate, SessionProvider } from '@/lib/session';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { UnsubscribePage } from './UnsubscribePage';

const EMAIL = 'fan@example.com';

/** Answers both calls and records them in order, e.g. 'unsubscribe fan@example.com'. */
function handleSubscriptionCalls(fail: { subscribe?: boolean } = {}) {
  const calls: string[] = [];
  const handler = (name: 'unsubscribe' | 'subscribe', path: string) =>
    http.post(apiUrl(path), async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      calls.push(`${name} ${email}`);
      if (name === 'subscribe' && fail.subscribe) {
        return HttpResponse.json({ msg: 'Mail settings are down.' }, { status: 503 });
      }
      return HttpResponse.json({
        msg:
          name === 'unsubscribe'
            ? ACCOUNT_MESSAGES.unsubscribed(email)
            : ACCOUNT_MESSAGES.subscribed(email),
      });
    });
  server.use(
    handler('unsubscribe', ACCOUNT_API.unsubscribe),
    handler('subscribe', ACCOUNT_API.subscribe),
  );
  return calls;
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <SessionProvider>
        <SessionGate fallback={null}>
          <RouterProvider router={router} />
        </SessionGate>
      </SessionProvider>
    </StrictMode>,
  );
}

describe('UnsubscribePage', () => {
  it("sends the link's token with the address, for both actions", async () => {
    const bodies: unknown[] = [];
    const record = (path: string) =>
      http.post(apiUrl(path), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ msg: 'ok' });
      });
    server.use(record(ACCOUNT_API.unsubscribe), record(ACCOUNT_API.subscribe));
    renderPage(`/unsubscribe?email=${encodeURIComponent(EMAIL)}&token=123.abc`);
    await userEvent.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { email: EMAIL, token: '123.abc' },
      { email: EMAIL, token: '123.abc' },
    ]);
  });

  it('unsubscribes once on load, then toggles between the two views', async () => {
    const calls = handleSubscriptionCalls();
    renderPage(`/unsubscribe?email=${encodeURIComponent(EMAIL)}`);

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.unsubscribed(EMAIL))).toBeInTheDocument();
    expect(calls).toEqual([`unsubscribe ${EMAIL}`]);

    await userEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.subscribed(EMAIL))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(calls).toEqual([`unsubscribe ${EMAIL}`, `subscribe ${EMAIL}`, `unsubscribe ${EMAIL}`]);
  });

  it("shows a failure's msg and stays in the current view", async () => {
    handleSubscriptionCalls({ subscribe: true });
    renderPage(`/unsubscribe?email=${encodeURIComponent(EMAIL)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail settings are down.');
    expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeEnabled();
  });

  it.each(['/unsubscribe', '/unsubscribe?email=', '/unsubscribe?email=%20'])(
    'explains and sends nothing without an email (%s)',
    async (path) => {
      const calls = handleSubscriptionCalls();
      renderPage(path);
      expect(await screen.findByText(/open the unsubscribe link/)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([]);
    },
  );

  it('offers to try again when the first unsubscribe fails', async () => {
    let failures = 1;
    const calls: string[] = [];
    server.use(
      http.post(apiUrl(ACCOUNT_API.unsubscribe), () => {
        calls.push('unsubscribe');
        if (failures-- > 0) return HttpResponse.error();
        return HttpResponse.json({ msg: ACCOUNT_MESSAGES.unsubscribed(EMAIL) });
      }),
    );
    renderPage(`/unsubscribe?email=${encodeURIComponent(EMAIL)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not update/);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible(),
    );
    expect(calls).toEqual(['unsubscribe', 'unsubscribe']);
  });
});
