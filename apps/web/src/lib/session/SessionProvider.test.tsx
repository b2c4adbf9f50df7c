import { AUTH_HEADER, AUTH_STORAGE_KEY, DEFAULT_TIER, type User } from '@courtside/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { SessionGate } from './SessionGate';
import { SessionProvider } from './SessionProvider';
import { useSession } from './session-context';

const user: User = {
  _id: 'u1',
  email: 'fan@example.com',
  userType: 'fan',
  settings: { team: { teamId: 12, gender: 'FEMALE' } },
};

const savedUser: User = { ...user, settings: { team: { teamId: 99, gender: 'FEMALE' } } };

/** Shows the session and offers its actions, as a screen would use them. */
function SessionProbe() {
  const session = useSession();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{session.status}</dd>
      <dd data-testid="signed-in">{String(session.isSignedIn)}</dd>
      <dd data-testid="email">{session.user?.email ?? 'none'}</dd>
      <dd data-testid="tier">{session.tier.value}</dd>
      <dd data-testid="tier-expires">{session.tier.expiresAt ?? 'never'}</dd>
      <dd data-testid="token">{session.token}</dd>
      <dd data-testid="team">{session.user?.settings.team?.teamId ?? 'none'}</dd>
      <button onClick={() => session.signIn({ token: 'login-token', user })}>sign in</button>
      <button onClick={session.signOut}>sign out</button>
      <button onClick={() => session.setUser(savedUser)}>set user</button>
      <button onClick={() => void session.refreshTier()}>refresh tier</button>
    </dl>
  );
}

function renderSession() {
  return render(
    <SessionProvider>
      <SessionGate fallback={<p>session loading</p>}>
        <SessionProbe />
      </SessionGate>
    </SessionProvider>,
  );
}

/** Records every session call with the token it carried. */
function handleSessionCalls(replies: {
  tokenIsValid?: () => Response;
  me?: () => Response;
  tier?: () => Response;
}) {
  const calls: string[] = [];
  const record = (name: string, request: Request) =>
    calls.push(`${name} ${request.headers.get(AUTH_HEADER) ?? '-'}`);
  server.use(
    http.post('*/users/token-is-valid', ({ request }) => {
      record('token-is-valid', request);
      return replies.tokenIsValid?.() ?? HttpResponse.json({ isValid: true });
    }),
    http.get('*/users/me', ({ request }) => {
      record('me', request);
      return replies.me?.() ?? HttpResponse.json(user);
    }),
    http.get('*/users/verify-tier', ({ request }) => {
      record('verify-tier', request);
      return replies.tier?.() ?? HttpResponse.json({ value: 2, label: 'Plus' });
    }),
    http.post('*/users/logout', ({ request }) => {
      record('logout', request);
      return HttpResponse.json({ msg: 'You are logged out.' });
    }),
  );
  return calls;
}

describe('SessionProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is anonymous without any request when no token is stored', async () => {
    const calls = handleSessionCalls({});
    renderSession();
    expect(await screen.findByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    expect(screen.getByTestId('tier')).toHaveTextContent(String(DEFAULT_TIER.value));
    expect(calls).toEqual([]);
  });

  it('signs in with a valid token: refreshed token stored, profile and tier loaded', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'old-token');
    const calls = handleSessionCalls({
      tokenIsValid: () => HttpResponse.json({ isValid: true, token: 'new-token' }),
    });
    renderSession();
    expect(screen.getByText('session loading')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tier')).toHaveTextContent('2'));
    expect(screen.getByTestId('signed-in')).toHaveTextContent('true');
    expect(screen.getByTestId('email')).toHaveTextContent('fan@example.com');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('new-token');
    expect(screen.getByTestId('token')).toHaveTextContent('new-token');
    expect(calls).toEqual(['token-is-valid old-token', 'me new-token', 'verify-tier new-token']);
  });

  it('keeps the stored token when the server does not send a new one', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'kept-token');
    handleSessionCalls({});
    renderSession();
    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent('true'));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('kept-token');
    expect(screen.getByTestId('token')).toHaveTextContent('kept-token');
  });

  it('is anonymous and clears the token when the server says it is invalid', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'stale-token');
    const calls = handleSessionCalls({
      tokenIsValid: () => HttpResponse.json({ isValid: false }),
    });
    renderSession();
    expect(await screen.findByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(calls).toEqual(['token-is-valid stale-token']);
  });

  it('is anonymous and logs when the server fails', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleSessionCalls({
      tokenIsValid: () => HttpResponse.json({ msg: 'boom' }, { status: 500 }),
    });
    renderSession();
    expect(await screen.findByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/session start failed/i),
      expect.anything(),
    );
  });

  it('is anonymous and logs when the profile cannot be loaded', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleSessionCalls({ me: () => HttpResponse.json({ msg: 'gone' }, { status: 404 }) });
    renderSession();
    expect(await screen.findByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    expect(logged).toHaveBeenCalled();
  });

  it('stays signed in with the default tier when the tier check fails, and logs it', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleSessionCalls({ tier: () => HttpResponse.error() });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent('true'));
    expect(screen.getByTestId('tier')).toHaveTextContent(String(DEFAULT_TIER.value));
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/tier check failed/i),
      expect.anything(),
    );
  });

  it('signIn stores the token and checks the tier; signOut forgets both', async () => {
    const calls = handleSessionCalls({
      tier: () => HttpResponse.json({ value: 1, label: 'Basic: Free' }),
    });
    renderSession();
    await screen.findByTestId('status');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('login-token');
    await waitFor(() => expect(screen.getByTestId('tier')).toHaveTextContent('1'));
    expect(screen.getByTestId('signed-in')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    expect(screen.getByTestId('tier')).toHaveTextContent('0');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // The server is told to end the session, with the token it is to end.
    await waitFor(() => expect(calls).toContain('logout login-token'));
  });

  it('throws a clear error when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow(/inside <SessionProvider>/);
  });

  it('keeps the expiry of a timed tier', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    handleSessionCalls({
      tier: () => HttpResponse.json({ value: 2, label: 'Plus', expiresAt: '2026-03-01T00:00:00Z' }),
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('tier')).toHaveTextContent('2'));
    expect(screen.getByTestId('tier-expires')).toHaveTextContent('2026-03-01T00:00:00Z');
  });

  it('setUser replaces the signed-in profile at once', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    const calls = handleSessionCalls({});
    renderSession();
    await waitFor(() => expect(screen.getByTestId('team')).toHaveTextContent('12'));
    await userEvent.click(screen.getByRole('button', { name: 'set user' }));
    expect(screen.getByTestId('team')).toHaveTextContent('99');
    expect(screen.getByTestId('token')).toHaveTextContent('some-token');
    expect(calls).toHaveLength(3);
  });

  it('setUser does nothing when no one is signed in', async () => {
    renderSession();
    await screen.findByTestId('status');
    await userEvent.click(screen.getByRole('button', { name: 'set user' }));
    expect(screen.getByTestId('signed-in')).toHaveTextContent('false');
    expect(screen.getByTestId('email')).toHaveTextContent('none');
  });

  it('refreshTier checks the tier again and shows the new one', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    let tierValue = 1;
    const calls = handleSessionCalls({
      tier: () => HttpResponse.json({ value: tierValue, label: 'Any', expiresAt: null }),
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('tier')).toHaveTextContent('1'));
    tierValue = 3;
    await userEvent.click(screen.getByRole('button', { name: 'refresh tier' }));
    await waitFor(() => expect(screen.getByTestId('tier')).toHaveTextContent('3'));
    expect(calls.filter((call) => call.startsWith('verify-tier'))).toEqual([
      'verify-tier some-token',
      'verify-tier some-token',
    ]);
  });

  it('refreshTier keeps the current tier when the check fails, and logs it', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'some-token');
    let fail = false;
    handleSessionCalls({
      tier: () => (fail ? HttpResponse.error() : HttpResponse.json({ value: 2, label: 'Plus' })),
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('tier')).toHaveTextContent('2'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'refresh tier' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/tier check failed/i),
        expect.anything(),
      ),
    );
    expect(screen.getByTestId('tier')).toHaveTextContent('2');
  });

  it('refreshTier makes no request when signed out', async () => {
    const calls = handleSessionCalls({});
    renderSession();
    await screen.findByTestId('status');
    await userEvent.click(screen.getByRole('button', { name: 'refresh tier' }));
    expect(calls).toEqual([]);
    expect(screen.getByTestId('tier')).toHaveTextContent('0');
  });
});
