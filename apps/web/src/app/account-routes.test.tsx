import { ACCOUNT_API, AUTH_STORAGE_KEY, MESSAGES, type EventLog } from '@courtside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMediaAsPhone } from '@/components/testing/stub-match-media';
import { apiUrl, signInForTest, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { renderAppRoutes } from './test-utils';

vi.mock('@/lib/monitoring', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

beforeEach(() => stubMatchMediaAsPhone());

function recordEventLogs() {
  const logs: EventLog[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.addEventLog), async ({ request }) => {
      logs.push((await request.json()) as EventLog);
      return HttpResponse.json({ msg: 'Logged.' }, { status: 201 });
    }),
  );
  return logs;
}

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
  return within(await screen.findByRole('dialog', { name: 'Courtside' }));
}

describe('account screens in the route table', () => {
  it.each([
    ['/reset-password', 'Reset your password'],
    ['/reset-password/some-token', 'Set a new password'],
    ['/send-verification-email', 'Resend verification email'],
    ['/unsubscribe', 'Onboarding emails'],
    ['/verify-email-page/no-token', 'Email verification'],
  ])('renders %s', async (path, heading) => {
    renderAppRoutes({ initialEntries: [path] });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders /signup with its pickers unavailable while the reference data is missing', async () => {
    server.use(
      http.get(apiUrl('/gs/teams/'), () => HttpResponse.json({ msg: 'x' }, { status: 404 })),
      http.get(apiUrl('/gs/conferences/'), () => HttpResponse.json({ msg: 'x' }, { status: 404 })),
    );
    renderAppRoutes({ initialEntries: ['/signup'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Team and conference lists appear/)).toBeInTheDocument();
  });

  it('renders /login-with-link/:loginToken and its failure', async () => {
    server.use(
      http.post(apiUrl(ACCOUNT_API.loginWithLink), () =>
        HttpResponse.json({ msg: 'Link expired.' }, { status: 400 }),
      ),
    );
    renderAppRoutes({ initialEntries: ['/login-with-link/abc'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired.');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.tryAgain }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown verification status', async () => {
    renderAppRoutes({ initialEntries: ['/verify-email-page/whatever'] });
    expect(await screen.findByText(MESSAGES.notFound.text)).toBeInTheDocument();
  });

  it('renders /bracket-admin for an admin', async () => {
    signInForTest({ user: testUser(), adminAccess: { isUpperAdmin: false, isLowerAdmin: true } });
    recordEventLogs();
    server.use(http.get(apiUrl(ACCOUNT_API.adminBracketSettings), () => HttpResponse.json([])));
    renderAppRoutes({ initialEntries: ['/bracket-admin'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bracket settings' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: "2024-25 Men's National Tournament" }),
    ).toBeInTheDocument();
  });

  it('sends a visitor from /bracket-admin to /', async () => {
    const router = renderAppRoutes({ initialEntries: ['/bracket-admin'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('puts the contact form in the footer', async () => {
    renderAppRoutes();
    const footer = await screen.findByRole('region', { name: 'Contact Us' });
    expect(await within(footer).findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });
});

describe('navbar sign-in and sign-out', () => {
  it('shows a visitor Login, which opens the Sign In dialog, and Signup', async () => {
    renderAppRoutes();
    const panel = await openPanel();
    expect(panel.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('opens the dialog blank again after it was closed', async () => {
    renderAppRoutes();
    await userEvent.click((await openPanel()).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'fan@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument(),
    );

    await userEvent.click((await openPanel()).getByRole('button', { name: 'Login' }));
    const reopened = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(reopened).getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('logs a signed-in user out and goes home', async () => {
    signInForTest({ user: testUser() });
    recordEventLogs();
    const router = renderAppRoutes({ initialEntries: ['/reset-password'] });
    await userEvent.click((await openPanel()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect((await openPanel()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('event log in the app', () => {
  it('logs the page changes of a signed-in user, leaving secrets out', async () => {
    signInForTest({ user: testUser() });
    const logs = recordEventLogs();
    server.use(
      http.post(apiUrl(ACCOUNT_API.unsubscribe), () => HttpResponse.json({ msg: 'Unsubscribed.' })),
    );
    const router = renderAppRoutes({ initialEntries: ['/'] });
    await waitFor(() => expect(logs).toHaveLength(1));
    await act(() => router.navigate('/reset-password/secret-token'));
    await act(() => router.navigate('/unsubscribe?email=fan%40example.com'));
    await waitFor(() => expect(logs).toHaveLength(3));
    expect(logs.map((log) => [log.shortPath, log.longPath])).toEqual([
      ['/', '/'],
      ['/reset-password/:token', '/reset-password/:token'],
      ['/unsubscribe', '/unsubscribe'],
    ]);
    expect(await screen.findByText('Unsubscribed.')).toBeInTheDocument();
  });

  it('logs nothing for a visitor', async () => {
    const logs = recordEventLogs();
    const router = renderAppRoutes({ initialEntries: ['/'] });
    await screen.findByRole('heading', { level: 1, name: /by the numbers/i });
    await act(() => router.navigate('/reset-password'));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(logs).toEqual([]);
  });

  it('sends an error log from the error page for a signed-in user', async () => {
    signInForTest({ user: testUser() });
    const logs = recordEventLogs();
    renderAppRoutes({ initialEntries: ['/error-fallback'] });
    await waitFor(() =>
      expect(logs).toEqual(
        expect.arrayContaining([
          { type: 'error', shortPath: '/error-fallback', longPath: '/error-fallback' },
        ]),
      ),
    );
    expect(logs.filter((log) => log.type === 'error')).toHaveLength(1);
  });
});
