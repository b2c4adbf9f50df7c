import { ACCOUNT_API, AUTH_STORAGE_KEY, MESSAGES, type EventLog } from '@courtside/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/lib/monitoring';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { AppErrorBoundary } from './AppErrorBoundary';

vi.mock('@/lib/monitoring', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

function Broken(): never {
  throw new Error('provider exploded');
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(reportError).mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders its children when nothing throws', () => {
    render(
      <AppErrorBoundary>
        <p>all good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
  });

  it('shows the error page and reports the error when a child throws', () => {
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.errorFallback.title })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.errorFallback.text)).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'provider exploded' }),
      expect.objectContaining({ source: 'app-error-boundary' }),
    );
  });

  it('logs an error event when a token is stored, with the pathname only', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'session-token');
    window.history.replaceState(null, '', '/verify-email-page/success?token=secret');
    const logs: EventLog[] = [];
    server.use(
      http.post(apiUrl(ACCOUNT_API.addEventLog), async ({ request }) => {
        logs.push((await request.json()) as EventLog);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await vi.waitFor(() =>
      expect(logs).toEqual([
        {
          type: 'error',
          shortPath: '/verify-email-page/success',
          longPath: '/verify-email-page/success',
        },
      ]),
    );
    window.history.replaceState(null, '', '/');
  });

  it('sends no event log without a stored token', async () => {
    const calls: string[] = [];
    server.use(
      http.post(apiUrl(ACCOUNT_API.addEventLog), () => {
        calls.push('add-event-log');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText(MESSAGES.errorFallback.text)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('returns home with a full page load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.notFound.returnHome }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
