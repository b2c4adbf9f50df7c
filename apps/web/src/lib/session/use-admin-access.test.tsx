import { ACCOUNT_API, AUTH_HEADER, type AdminAccess } from '@courtside/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  TEST_TOKEN,
  testUser,
} from './session-test-support';
import { useAdminAccess } from './use-admin-access';

function AccessProbe({ navigateAway, name }: { navigateAway?: boolean; name: string }) {
  const access = useAdminAccess(navigateAway === undefined ? undefined : { navigateAway });
  return (
    <p data-testid={name}>
      {`${access.status} upper=${access.isUpperAdmin} lower=${access.isLowerAdmin} admin=${access.isAdmin}`}
    </p>
  );
}

/** /admin shows a probe that navigates and, like the navbar, one that never does. */
function renderAdminRoute(options: { pageNavigates?: boolean } = {}) {
  return renderWithSession(
    [
      { path: '/', element: <p>home page</p> },
      {
        path: '/admin',
        element: (
          <>
            <AccessProbe name="navbar" navigateAway={false} />
            <AccessProbe
              name="page"
              navigateAway={options.pageNavigates === false ? false : undefined}
            />
          </>
        ),
      },
    ],
    { initialEntries: ['/previous', '/admin'] },
  );
}

/** Answers verify-admin-access with `reply` and records the token of each call. */
function answerAdminCheck(reply: () => Response | Promise<Response>): string[] {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl(ACCOUNT_API.verifyAdminAccess), ({ request }) => {
      calls.push(request.headers.get(AUTH_HEADER) ?? '-');
      return reply();
    }),
  );
  return calls;
}

const access = (value: AdminAccess) => () => HttpResponse.json(value);

describe('useAdminAccess', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor without a token to / without asking the server', async () => {
    const calls = answerAdminCheck(access({ isUpperAdmin: true, isLowerAdmin: false }));
    const { router } = renderAdminRoute();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual([]);
  });

  it('sends a signed-in user the server does not confirm as admin to /', async () => {
    signInForTest({ user: testUser() });
    const calls = answerAdminCheck(access({ isUpperAdmin: false, isLowerAdmin: false }));
    const { router } = renderAdminRoute();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toEqual([TEST_TOKEN]);
  });

  it('is loading until the server answers, then keeps an admin on the page', async () => {
    signInForTest({ user: testUser() });
    const pending: { answer?: (response: Response) => void } = {};
    answerAdminCheck(() => new Promise<Response>((resolve) => (pending.answer = resolve)));
    const { router } = renderAdminRoute();
    expect(await screen.findByTestId('page')).toHaveTextContent(/^loading/);
    // The page says loading before its request leaves; answer only the request that was made.
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.(HttpResponse.json({ isUpperAdmin: false, isLowerAdmin: true }));
    await waitFor(() =>
      expect(screen.getByTestId('page')).toHaveTextContent(
        'resolved upper=false lower=true admin=true',
      ),
    );
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('reports an upper admin who is also a lower admin as upper only', async () => {
    signInForTest({ user: testUser() });
    answerAdminCheck(access({ isUpperAdmin: true, isLowerAdmin: true }));
    renderAdminRoute();
    await waitFor(() =>
      expect(screen.getByTestId('page')).toHaveTextContent(
        'resolved upper=true lower=false admin=true',
      ),
    );
  });

  it('shares one request between the navbar and the page', async () => {
    signInForTest({ user: testUser() });
    const calls = answerAdminCheck(access({ isUpperAdmin: true, isLowerAdmin: false }));
    renderAdminRoute();
    await waitFor(() => expect(screen.getByTestId('navbar')).toHaveTextContent('admin=true'));
    expect(screen.getByTestId('page')).toHaveTextContent('admin=true');
    expect(calls).toHaveLength(1);
  });

  it('logs a failed check and sends the user to /', async () => {
    signInForTest({ user: testUser() });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = answerAdminCheck(() => HttpResponse.json({ msg: 'boom' }, { status: 500 }));
    const { router } = renderAdminRoute();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/admin check failed/i),
      expect.anything(),
    );
    expect(calls).toHaveLength(1);
  });

  it('never navigates when navigation is off: no token, not an admin, or a failure', async () => {
    const { router, unmount } = renderAdminRoute({ pageNavigates: false });
    await waitFor(() =>
      expect(screen.getByTestId('page')).toHaveTextContent('resolved upper=false lower=false'),
    );
    expect(router.state.location.pathname).toBe('/admin');
    unmount();

    signInForTest({ user: testUser() });
    answerAdminCheck(access({ isUpperAdmin: false, isLowerAdmin: false }));
    const second = renderAdminRoute({ pageNavigates: false });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('resolved'));
    expect(second.router.state.location.pathname).toBe('/admin');
    second.unmount();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerAdminCheck(() => HttpResponse.error());
    const third = renderAdminRoute({ pageNavigates: false });
    await waitFor(() => expect(screen.getByTestId('page')).toHaveTextContent('resolved'));
    expect(logged).toHaveBeenCalled();
    expect(third.router.state.location.pathname).toBe('/admin');
  });
});
