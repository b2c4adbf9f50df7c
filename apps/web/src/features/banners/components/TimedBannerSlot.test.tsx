import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/lib/monitoring';
import { renderWithSession, signInForTest, testUser } from '@/lib/session/session-test-support';
import type * as TimedBannerModule from './TimedBanner';
import { TimedBannerSlot } from './TimedBannerSlot';

vi.mock('@/lib/monitoring', () => ({ reportError: vi.fn(), initMonitoring: vi.fn() }));

// Makes the banner itself fail to render, for the error boundary's test.
const failing = vi.hoisted(() => ({ banner: false }));
vi.mock('./TimedBanner', async (importOriginal) => {
  const actual = await importOriginal<typeof TimedBannerModule>();
  return {
    ...actual,
    TimedBanner: (props: Parameters<typeof actual.TimedBanner>[0]) => {
      if (failing.banner) throw new Error('the banner broke');
      return actual.TimedBanner(props);
    },
  };
});

// The banners are a lazy chunk: transform it once up front.
beforeAll(async () => {
  await import('./TimedBanners');
});

const BEFORE_CUTOFF = new Date('2025-03-20T15:00:00Z');
const AFTER_CUTOFF = new Date('2026-12-07T15:00:00Z');

function renderShell(now: Date) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  return renderWithSession([
    {
      path: '/',
      element: (
        <>
          <nav aria-label="Main">navbar</nav>
          <TimedBannerSlot />
          <h1>Page content</h1>
        </>
      ),
    },
  ]);
}

describe('TimedBannerSlot', () => {
  afterEach(() => {
    vi.useRealTimers();
    failing.banner = false;
    vi.mocked(reportError).mockClear();
  });

  it('shows a signed-out visitor the March Madness banner before the cutoff, politely', async () => {
    renderShell(BEFORE_CUTOFF);
    const shown = await screen.findByTestId('timed-banner-marchMadness');
    expect(shown.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  });

  it('shows a signed-out visitor nothing after the cutoff, and loads no banner', async () => {
    renderShell(AFTER_CUTOFF);
    await screen.findByRole('heading', { name: 'Page content' });
    expect(screen.queryByTestId(/^timed-banner-/)).not.toBeInTheDocument();
  });

  it('shows a tier-1 fan the free-tier banner after the cutoff', async () => {
    signInForTest({ user: testUser({ userType: 'fan' }) });
    renderShell(AFTER_CUTOFF);
    expect(await screen.findByTestId('timed-banner-freeTier')).toBeInTheDocument();
  });

  it('skips the survey banner for a user who answered the survey', async () => {
    sessionStorage.setItem('timed-banner-seen:freeTier', '1');
    signInForTest({ user: testUser({ surveyAnsweredAt: '2026-12-01T10:00:00.000Z' }) });
    renderShell(AFTER_CUTOFF);
    await screen.findByRole('heading', { name: 'Page content' });
    expect(screen.queryByTestId(/^timed-banner-/)).not.toBeInTheDocument();
  });

  it('shows a team account and a tier-2 user nothing after the cutoff', async () => {
    signInForTest({ user: testUser({ userType: 'team' }) });
    const team = renderShell(AFTER_CUTOFF);
    await screen.findByRole('heading', { name: 'Page content' });
    expect(screen.queryByTestId(/^timed-banner-/)).not.toBeInTheDocument();
    team.unmount();

    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    renderShell(AFTER_CUTOFF);
    await screen.findByRole('heading', { name: 'Page content' });
    expect(screen.queryByTestId(/^timed-banner-/)).not.toBeInTheDocument();
  });

  it('keeps the page usable and reports the error when a banner fails to render', async () => {
    failing.banner = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(BEFORE_CUTOFF);
    await vi.waitFor(() => expect(reportError).toHaveBeenCalled());
    expect(vi.mocked(reportError).mock.calls[0]?.[1]).toMatchObject({ source: 'timed-banners' });
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByTestId(/^timed-banner-/)).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
