import { ACCOUNT_API, MESSAGES, resetEmailSentMessage } from '@courtside/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '@/lib/config';
import { RATE_LIMITED_LATER } from '@/lib/rate-limit-message';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function handleResetEmail(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.sendResetPasswordEmail), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function renderPage() {
  renderWithSession([{ path: '/reset-password', element: <ForgotPasswordPage /> }], {
    initialEntries: ['/reset-password'],
  });
}

const input = () => screen.getByPlaceholderText(MESSAGES.forgotPassword.placeholder);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('ForgotPasswordPage', () => {
  it('has one 375 px email input and a 375 px submit button', async () => {
    renderPage();
    const button = await screen.findByRole('button', { name: MESSAGES.forgotPassword.submit });
    expect(screen.getAllByRole('textbox')).toEqual([input()]);
    expect(input()).toHaveAccessibleName(MESSAGES.forgotPassword.placeholder);
    expect(input()).toHaveStyle({ width: '375px' });
    expect(button).toHaveStyle({ width: '375px' });
    expect(button).toBeDisabled();
  });

  it('lowercases and trims the email as it is typed, and says when it is invalid', async () => {
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByRole('textbox'), ' Fan@Example');
    expect(input()).toHaveValue('fan@example');
    expect(screen.getByText(MESSAGES.forgotPassword.invalidEmail)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: MESSAGES.forgotPassword.submit })).toBeDisabled();
    await typist.type(input(), '.COM ');
    expect(input()).toHaveValue('fan@example.com');
    expect(screen.queryByText(MESSAGES.forgotPassword.invalidEmail)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.forgotPassword.submit })).toBeEnabled();
  });

  it('sends, shows the notice for 20 s with a faded button, then clears the input', async () => {
    let release: () => void = () => {};
    const bodies = handleResetEmail(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json({ msg: 'sent' }));
        }),
    );
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByRole('textbox'), 'fan@example.com');
    await typist.click(screen.getByRole('button', { name: MESSAGES.forgotPassword.submit }));

    const sending = await screen.findByRole('button', { name: MESSAGES.forgotPassword.sending });
    expect(sending).toBeDisabled();
    act(() => release());

    const notice = resetEmailSentMessage('fan@example.com', SUPPORT_EMAIL);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'fan@example.com' }]);
    const button = screen.getByRole('button', { name: MESSAGES.forgotPassword.submit });
    expect(button).toHaveClass('opacity-50');

    act(() => vi.advanceTimersByTime(19_800));
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(input()).toHaveValue('fan@example.com');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(button).not.toHaveClass('opacity-50');
    expect(button).toBeDisabled();
  });

  it('says when to try again when the server answers 429, for 4 s', async () => {
    handleResetEmail(() =>
      HttpResponse.json(
        { msg: 'Too many requests. Please wait a minute and try again.' },
        { status: 429, headers: { 'Retry-After': '900' } },
      ),
    );
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByRole('textbox'), 'fan@example.com');
    await typist.click(screen.getByRole('button', { name: MESSAGES.forgotPassword.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 15 minutes.',
    );
    expect(screen.queryByText(/If an account for/)).not.toBeInTheDocument();
    expect(input()).toHaveValue('fan@example.com');
    act(() => vi.advanceTimersByTime(3_800));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says to try again later for a 429 without a wait or a message', async () => {
    handleResetEmail(() => new HttpResponse(null, { status: 429 }));
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByRole('textbox'), 'fan@example.com');
    await typist.click(screen.getByRole('button', { name: MESSAGES.forgotPassword.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED_LATER);
  });

  it('goes quietly back to idle when the request fails', async () => {
    handleResetEmail(() => HttpResponse.json({ msg: 'mail is down' }, { status: 503 }));
    renderPage();
    const typist = setup();
    await typist.type(await screen.findByRole('textbox'), 'fan@example.com');
    await typist.click(screen.getByRole('button', { name: MESSAGES.forgotPassword.submit }));
    expect(
      await screen.findByRole('button', { name: MESSAGES.forgotPassword.submit }),
    ).toBeEnabled();
    expect(screen.queryByText('mail is down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/If an account for/)).not.toBeInTheDocument();
    expect(input()).toHaveValue('fan@example.com');
  });
});
