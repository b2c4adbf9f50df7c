import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES } from '@courtside/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_LATER } from '@/lib/rate-limit-message';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { SendVerificationEmailPage } from './SendVerificationEmailPage';

function handleSend(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.sendVerificationEmail), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function send(typed: string) {
  renderWithSession([{ path: '/', element: <SendVerificationEmailPage /> }]);
  const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const button = await screen.findByRole('button', { name: 'Send Verification Email' });
  expect(button).toBeDisabled();
  await typist.type(screen.getByLabelText('Email'), typed);
  await typist.click(button);
  return typist;
}

describe('SendVerificationEmailPage', () => {
  it('sends the lowercased email and shows the confirmation for 6 s', async () => {
    const sent = ACCOUNT_MESSAGES.verificationSent('new@example.com');
    const bodies = handleSend(() => HttpResponse.json({ msg: sent }));
    await send('New@Example.com');
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@example.com' }]);
    act(() => vi.advanceTimersByTime(5_800));
    expect(screen.getByText(sent)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(sent)).not.toBeInTheDocument();
  });

  it('shows an error msg for 4 s', async () => {
    handleSend(() => HttpResponse.json({ msg: ACCOUNT_MESSAGES.rateLimited }, { status: 429 }));
    await send('new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.rateLimited);
    act(() => vi.advanceTimersByTime(3_800));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says to try again later for a 429 without a message, and how long with Retry-After', async () => {
    handleSend(() => new HttpResponse(null, { status: 429 }));
    const typist = await send('new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED_LATER);
    act(() => vi.advanceTimersByTime(4_100));
    handleSend(() =>
      HttpResponse.json(
        { msg: ACCOUNT_MESSAGES.rateLimited },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    );
    await typist.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 2 minutes.',
    );
  });

  it("falls back to 'Error When Sending Email' without a msg", async () => {
    handleSend(() => HttpResponse.error());
    await send('new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.login.sendEmailErrorFallback,
    );
  });

  it('says when the address is invalid once the field is left', async () => {
    renderWithSession([{ path: '/', element: <SendVerificationEmailPage /> }]);
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typist.type(await screen.findByLabelText('Email'), 'nope');
    expect(screen.queryByText(MESSAGES.forgotPassword.invalidEmail)).not.toBeInTheDocument();
    await typist.tab();
    expect(screen.getByText(MESSAGES.forgotPassword.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Email' })).toBeDisabled();
  });
});
