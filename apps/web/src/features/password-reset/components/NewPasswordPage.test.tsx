import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES } from '@courtside/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { NewPasswordPage } from './NewPasswordPage';

function handleUpdate(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.updateNewPassword), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function renderPage() {
  return renderWithSession(
    [
      { path: '/reset-password/:token', element: <NewPasswordPage /> },
      { path: '/reset-password', element: <p>forgot password page</p> },
    ],
    { initialEntries: ['/reset-password/reset-token-1'] },
  );
}

const UPDATE = 'Update Password';
const passwordField = () => screen.getByLabelText('New password');
const confirmationField = () => screen.getByLabelText('Confirm new password');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('NewPasswordPage', () => {
  it('enables the button only when the password is long enough and confirmed', async () => {
    renderPage();
    const typist = setup();
    const button = await screen.findByRole('button', { name: UPDATE });
    expect(button).toBeDisabled();
    expect(screen.queryByText(MESSAGES.newPassword.tooShort)).not.toBeInTheDocument();

    await typist.type(passwordField(), 'a');
    expect(screen.getByText(MESSAGES.newPassword.tooShort)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await typist.type(passwordField(), 'bcdef');
    expect(screen.queryByText(MESSAGES.newPassword.tooShort)).not.toBeInTheDocument();
    expect(button).toBeDisabled();

    await typist.type(confirmationField(), 'abcdeg');
    expect(screen.getByText(MESSAGES.newPassword.mismatch)).toBeInTheDocument();
    expect(button).toBeDisabled();
    await typist.clear(confirmationField());
    await typist.type(confirmationField(), 'abcdef');
    expect(screen.queryByText(MESSAGES.newPassword.mismatch)).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('sends the token and password, clears the fields and shows success for 4 s', async () => {
    const bodies = handleUpdate(() => HttpResponse.json({ msg: ACCOUNT_MESSAGES.passwordUpdated }));
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByLabelText('New password'), 'new-secret');
    await typist.type(confirmationField(), 'new-secret');
    await typist.click(screen.getByRole('button', { name: UPDATE }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'reset-token-1', password: 'new-secret' }]);
    expect(passwordField()).toHaveValue('');
    expect(confirmationField()).toHaveValue('');
    expect(screen.getByRole('button', { name: UPDATE })).toBeDisabled();

    act(() => vi.advanceTimersByTime(3_800));
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(ACCOUNT_MESSAGES.passwordUpdated)).not.toBeInTheDocument();
  });

  it('offers a new reset email when the token is invalid', async () => {
    handleUpdate(() =>
      HttpResponse.json({ msg: MESSAGES.newPassword.invalidToken }, { status: 400 }),
    );
    const { router } = renderPage();
    const typist = setup();
    await typist.type(await screen.findByLabelText('New password'), 'new-secret');
    await typist.type(confirmationField(), 'new-secret');
    await typist.click(screen.getByRole('button', { name: UPDATE }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.newPassword.invalidToken);
    expect(screen.getByText(MESSAGES.newPassword.invalidToken)).toBeInTheDocument();
    await typist.click(screen.getByRole('link', { name: MESSAGES.newPassword.resendLink }));
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it("shows any other failure's msg, without the resend link", async () => {
    handleUpdate(() => HttpResponse.json({ msg: 'Too many requests.' }, { status: 429 }));
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByLabelText('New password'), 'new-secret');
    await typist.type(confirmationField(), 'new-secret');
    await typist.click(screen.getByRole('button', { name: UPDATE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(
      screen.queryByRole('link', { name: MESSAGES.newPassword.resendLink }),
    ).not.toBeInTheDocument();
    expect(passwordField()).toHaveValue('new-secret');
  });
});
