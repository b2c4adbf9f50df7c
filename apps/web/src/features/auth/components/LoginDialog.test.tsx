import { ACCOUNT_API, ACCOUNT_MESSAGES, AUTH_STORAGE_KEY, MESSAGES } from '@courtside/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, renderWithSession, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { LoginDialog } from './LoginDialog';

const user = testUser({ email: 'coach@example.com' });

function renderDialog() {
  const onHide = vi.fn();
  const view = renderWithSession([
    {
      path: '/',
      element: <LoginDialog show onHide={onHide} />,
    },
    { path: '/reset-password', element: <p>reset page</p> },
    { path: '/signup', element: <p>signup page</p> },
  ]);
  return { ...view, onHide };
}

/** Records the bodies of POSTs to `path` and answers with `reply`. */
function recordPosts(path: string, reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function continueWithEmail(typed: string) {
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.login.title });
  await userEvent.type(screen.getByLabelText('Email'), typed);
  await userEvent.click(screen.getByRole('button', { name: MESSAGES.login.continue }));
  return dialog;
}

describe('LoginDialog', () => {
  it('starts with the email step: Continue only for a valid address', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(continueButton).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'Coach@Example.com');
    expect(continueButton).toBeEnabled();
  });

  it('signs in with the lowercased email and closes', async () => {
    const bodies = recordPosts(ACCOUNT_API.login, () =>
      HttpResponse.json({ token: 'session-token', user }),
    );
    server.use(
      http.get(apiUrl(ACCOUNT_API.verifyTier), () => HttpResponse.json({ value: 1, label: 'x' })),
    );
    const { onHide } = renderDialog();
    await continueWithEmail('Coach@Example.COM');
    expect(screen.getByText('coach@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();

    const signIn = screen.getByRole('button', { name: 'Sign In' });
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    expect(signIn).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '6');
    await userEvent.click(signIn);

    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ email: 'coach@example.com', password: '123456' }]);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('session-token');
  });

  it('goes back to the email step with Change email', async () => {
    renderDialog();
    await continueWithEmail('coach@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('coach@example.com');
  });

  it('links to the reset-password and sign-up screens, closing the dialog', async () => {
    const { onHide, router } = renderDialog();
    expect(await screen.findByRole('link', { name: /create an account/i })).toHaveAttribute(
      'href',
      '/signup',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(onHide).toHaveBeenCalled();
  });
});

describe('LoginDialog timed messages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it("shows the server's msg for a failed login for 3 s", async () => {
    recordPosts(ACCOUNT_API.login, () =>
      HttpResponse.json({ msg: ACCOUNT_MESSAGES.invalidCredentials }, { status: 401 }),
    );
    const { onHide } = renderDialog();
    const typist = setup();
    await screen.findByRole('dialog', { name: 'Sign In' });
    await typist.type(screen.getByLabelText('Email'), 'coach@example.com');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    await typist.type(screen.getByLabelText('Password'), 'wrong-password');
    await typist.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidCredentials);
    act(() => vi.advanceTimersByTime(2_800));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it("falls back to 'Error Logging In' when the reply has no msg", async () => {
    recordPosts(ACCOUNT_API.login, () => HttpResponse.error());
    renderDialog();
    const typist = setup();
    await screen.findByRole('dialog', { name: 'Sign In' });
    await typist.type(screen.getByLabelText('Email'), 'coach@example.com');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    await typist.type(screen.getByLabelText('Password'), 'whatever1');
    await typist.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Logging In');
  });

  it('passwordless: hides the password, sends a login link and shows the msg for 10 s', async () => {
    const sent = ACCOUNT_MESSAGES.loginLinkSent('coach@example.com');
    const bodies = recordPosts(ACCOUNT_API.sendLoginLink, () => HttpResponse.json({ msg: sent }));
    renderDialog();
    const typist = setup();
    await screen.findByRole('dialog', { name: 'Sign In' });
    await typist.type(screen.getByLabelText('Email'), 'coach@example.com');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));

    await typist.click(screen.getByRole('switch', { name: /login link instead/i }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Send Login Link' }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'coach@example.com' }]);
    act(() => vi.advanceTimersByTime(9_800));
    expect(screen.getByText(sent)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(sent)).not.toBeInTheDocument();

    await typist.click(screen.getByRole('switch', { name: /login link instead/i }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows a failed link email's msg, or 'Error When Sending Email', for 4 s", async () => {
    let reply = () => HttpResponse.json({ msg: ACCOUNT_MESSAGES.rateLimited }, { status: 429 });
    recordPosts(ACCOUNT_API.sendLoginLink, () => reply());
    renderDialog();
    const typist = setup();
    await screen.findByRole('dialog', { name: 'Sign In' });
    await typist.type(screen.getByLabelText('Email'), 'coach@example.com');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    await typist.click(screen.getByRole('switch', { name: /login link instead/i }));
    await typist.click(screen.getByRole('button', { name: 'Send Login Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.rateLimited);
    act(() => vi.advanceTimersByTime(3_800));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    reply = () => new HttpResponse(null, { status: 500 });
    await typist.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error When Sending Email');

    // A 429 says when to try again, whatever its body.
    act(() => vi.advanceTimersByTime(4_100));
    reply = () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '900' } });
    await typist.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 15 minutes.',
    );
  });
});
