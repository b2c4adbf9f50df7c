import { ACCOUNT_API, ACCOUNT_MESSAGES, AUTH_STORAGE_KEY, MESSAGES } from '@courtside/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@/lib/config';
import { STUB_DIALOG_NAME, withStubLoginDialog } from '@/lib/login-dialog/test-support';
import { SessionGate, SessionProvider } from '@/lib/session';
import { apiUrl, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { LoginWithLinkPage } from './LoginWithLinkPage';

const user = testUser();

/** Answers login-with-link with `reply` and records each token sent. */
function handleLoginWithLink(reply: () => Response) {
  const tokens: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.loginWithLink), async ({ request }) => {
      tokens.push(await request.json());
      return reply();
    }),
    http.get(apiUrl(ACCOUNT_API.verifyTier), () => HttpResponse.json({ value: 1, label: 'x' })),
  );
  return tokens;
}

/** Renders the page under StrictMode, as main.tsx does, so effects run twice. */
function renderPage(path = '/login-with-link/one-time-token') {
  const router = createMemoryRouter(
    [
      { path: '/login-with-link/:loginToken', element: withStubLoginDialog(<LoginWithLinkPage />) },
      { path: '/my-account/settings', element: <p>account settings</p> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <StrictMode>
      <SessionProvider>
        {/* As in the app: no route renders before session start has read the stored token. */}
        <SessionGate fallback={null}>
          <RouterProvider router={router} />
        </SessionGate>
      </SessionProvider>
    </StrictMode>,
  );
  return router;
}

describe('LoginWithLinkPage', () => {
  it('spends the token once, signs in and replaces itself with the account settings', async () => {
    const tokens = handleLoginWithLink(() => HttpResponse.json({ token: 'session-token', user }));
    const router = renderPage();
    expect(await screen.findByRole('status', { name: 'Logging you in' })).toBeInTheDocument();
    expect(await screen.findByText('account settings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/settings');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('session-token');
    expect(tokens).toEqual([{ loginToken: 'one-time-token' }]);
  });

  it('shows the error, a way to try again and the support contact when the link fails', async () => {
    const tokens = handleLoginWithLink(() =>
      HttpResponse.json({ msg: ACCOUNT_MESSAGES.loginLinkInvalid }, { status: 400 }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.loginLinkInvalid);
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.queryByRole('dialog', { name: STUB_DIALOG_NAME })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.tryAgain }));
    expect(screen.getByRole('dialog', { name: STUB_DIALOG_NAME })).toBeInTheDocument();
    expect(tokens).toHaveLength(1);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it("falls back to 'Error Logging In' when no reply comes", async () => {
    handleLoginWithLink(() => HttpResponse.error());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.errorFallback);
  });

  it('tries a new token when the address changes to another link', async () => {
    const tokens = handleLoginWithLink(() =>
      HttpResponse.json({ msg: ACCOUNT_MESSAGES.loginLinkInvalid }, { status: 400 }),
    );
    const router = renderPage();
    await screen.findByRole('alert');
    await router.navigate('/login-with-link/second-token');
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens[1]).toEqual({ loginToken: 'second-token' });
  });
});
