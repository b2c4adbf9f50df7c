import {
  ACCOUNT_API,
  AUTH_HEADER,
  AUTH_STORAGE_KEY,
  VERIFY_STATUSES,
  verifyBanner,
} from '@courtside/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@/lib/config';
import { STUB_DIALOG_NAME, withStubLoginDialog } from '@/lib/login-dialog/test-support';
import { SessionGate, SessionProvider } from '@/lib/session';
import { apiUrl, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { VerifyEmailPage } from './VerifyEmailPage';

const user = testUser({ _id: 'user-42', email: 'new@example.com' });

/** Answers /users/me with `reply` and records the token each call carried. */
function handleMe(reply: () => Response = () => HttpResponse.json(user)) {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(apiUrl(ACCOUNT_API.me), ({ request }) => {
      tokens.push(request.headers.get(AUTH_HEADER));
      return reply();
    }),
    http.get(apiUrl(ACCOUNT_API.verifyTier), () => HttpResponse.json({ value: 1, label: 'x' })),
  );
  return tokens;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/verify-email-page/:verifyStatus',
        element: withStubLoginDialog(<VerifyEmailPage notFound={<p>not found page</p>} />),
      },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [path] },
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

describe('VerifyEmailPage banners', () => {
  it.each(VERIFY_STATUSES)('shows the banner of %s', async (status) => {
    if (status === 'success' || status === 'user-tier-upgrade-success') handleMe();
    renderPage(`/verify-email-page/${status}`);
    const banner = verifyBanner(status, SUPPORT_EMAIL);
    expect(await screen.findByText(banner.text)).toHaveClass(`alert-${banner.variant}`);
  });

  it('shows the not-found page for a status the server never sends', async () => {
    renderPage('/verify-email-page/bogus');
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it('links no-token to a new verification email, with the spam-folder hint', async () => {
    renderPage('/verify-email-page/no-token');
    expect(await screen.findByText(/check your spam and junk folders/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/send-verification-email',
    );
  });

  it('offers the Sign In dialog when the address is already verified', async () => {
    renderPage('/verify-email-page/already-verified');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: STUB_DIALOG_NAME })).toBeInTheDocument();
  });

  it('offers to log in after a success whose link carried no token', async () => {
    const tokens = handleMe();
    renderPage('/verify-email-page/success');
    expect(await screen.findByText('Log in to get started.')).toBeInTheDocument();
    expect(tokens).toEqual([]);
  });
});

describe('VerifyEmailPage sign-in after success', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['success', 'user-tier-upgrade-success'])(
    '%s: strips the token from the address, stores it, signs in and counts down home',
    async (status) => {
      // The real clock: fake timers that also follow real time proved flaky on a loaded machine.
      vi.useRealTimers();
      const tokens = handleMe();
      const router = renderPage(
        `/verify-email-page/${status}?token=session-token&userId=user-42&ref=mail`,
      );
      expect(await screen.findByText('Taking you home in 4…')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/verify-email-page/${status}`);
      expect(router.state.location.search).toBe('?ref=mail');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('session-token');
      // Once, with the new token, however often StrictMode ran the effect.
      expect(tokens).toEqual(['session-token']);

      // One step per second: each value appears about a second after the previous one.
      let previous = Date.now();
      for (const text of [
        'Taking you home in 3…',
        'Taking you home in 2…',
        'Taking you home in 1…',
      ]) {
        expect(await screen.findByText(text, {}, { timeout: 3000 })).toBeInTheDocument();
        const now = Date.now();
        expect(now - previous).toBeGreaterThanOrEqual(800);
        previous = now;
      }
      expect(await screen.findByText('home page', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
    15_000,
  );

  it('does not sign in, and forgets the token, when the profile cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handleMe(() => HttpResponse.json({ msg: 'Please log in to continue.' }, { status: 401 }));
    const router = renderPage('/verify-email-page/success?token=bad-token&userId=user-42');
    expect(
      await screen.findByText('We could not sign you in automatically. Log in to continue.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(router.state.location.pathname).toBe('/verify-email-page/success');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: STUB_DIALOG_NAME })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('refuses a token whose profile is not the account the link verified', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handleMe();
    renderPage('/verify-email-page/success?token=session-token&userId=someone-else');
    expect(await screen.findByText(/could not sign you in automatically/)).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });
});
