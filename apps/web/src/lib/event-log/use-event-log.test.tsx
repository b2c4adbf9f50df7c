import { ACCOUNT_API, type EventLog } from '@courtside/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { useSession } from '@/lib/session';
import { server } from '@/test/msw-server';
import type { EventLogRouteHandle } from './event-log-paths';
import { useErrorPageEventLog, usePageChangeEventLog } from './use-event-log';

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

function Layout() {
  usePageChangeEventLog();
  const { isSignedIn, signOut } = useSession();
  return (
    <>
      <p>{isSignedIn ? 'signed in' : 'signed out'}</p>
      <button onClick={signOut}>sign out</button>
      <Outlet />
    </>
  );
}

function ErrorPage() {
  useErrorPageEventLog();
  return <p>error page</p>;
}

const secretToken: EventLogRouteHandle = { eventLog: { redactParams: ['token'] } };

const ROUTES: RouteObject[] = [
  {
    path: '/',
    // StrictMode replays effects, as in the app: each page view must still be logged once.
    element: (
      <StrictMode>
        <Layout />
      </StrictMode>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'about', element: <p>about</p> },
      { path: 'reset-password/:token', element: <p>reset</p>, handle: secretToken },
      { path: 'error-fallback', element: <ErrorPage /> },
    ],
  },
];

const pageChange = (shortPath: string, longPath = shortPath): EventLog => ({
  type: 'pagechange',
  shortPath,
  longPath,
});

describe('usePageChangeEventLog', () => {
  it('logs the first page and each route change of a signed-in user, once each', async () => {
    signInForTest({ user: testUser() });
    const logs = recordEventLogs();
    const { router } = renderWithSession(ROUTES, { initialEntries: ['/'] });
    await screen.findByText('signed in');
    await waitFor(() => expect(logs).toEqual([pageChange('/')]));

    await act(() => router.navigate('/about?tab=team'));
    await act(() => router.navigate('/reset-password/secret-token'));
    await waitFor(() => expect(logs).toHaveLength(3));
    expect(logs).toEqual([
      pageChange('/'),
      pageChange('/about', '/about?tab=team'),
      pageChange('/reset-password/:token'),
    ]);
  });

  it('never logs a signed-out visitor, and stops at sign-out', async () => {
    signInForTest({ user: testUser() });
    const logs = recordEventLogs();
    const { router } = renderWithSession(ROUTES, { initialEntries: ['/'] });
    await screen.findByText('signed in');
    await waitFor(() => expect(logs).toHaveLength(1));
    await act(async () => screen.getByRole('button', { name: 'sign out' }).click());
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toHaveLength(1);
  });

  it('sends nothing at all for a visitor', async () => {
    const logs = recordEventLogs();
    const { router } = renderWithSession(ROUTES, { initialEntries: ['/'] });
    await screen.findByText('signed out');
    await act(() => router.navigate('/about'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toEqual([]);
  });
});

describe('useErrorPageEventLog', () => {
  it('sends one error log for a signed-in user', async () => {
    signInForTest({ user: testUser() });
    const logs = recordEventLogs();
    renderWithSession(ROUTES, { initialEntries: ['/error-fallback?from=x'] });
    await screen.findByText('error page');
    await waitFor(() => expect(logs).toHaveLength(2));
    expect(logs).toContainEqual({
      type: 'error',
      shortPath: '/error-fallback',
      longPath: '/error-fallback?from=x',
    });
    expect(logs.filter((log) => log.type === 'error')).toHaveLength(1);
  });

  it('sends nothing for a visitor', async () => {
    const logs = recordEventLogs();
    renderWithSession(ROUTES, { initialEntries: ['/error-fallback'] });
    await screen.findByText('error page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toEqual([]);
  });
});
