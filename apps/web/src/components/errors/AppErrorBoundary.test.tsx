import { MESSAGES } from '@courtside/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/lib/monitoring';
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
