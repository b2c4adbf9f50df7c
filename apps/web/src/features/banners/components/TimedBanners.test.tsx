import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TimedBanner } from '@courtside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seenBannerKey } from '../content/seen-banners';
import { TimedBanners } from './TimedBanners';

const FREE_TIER_THEN_SURVEY: TimedBanner[] = [
  { kind: 'freeTier', durationMs: 12_000 },
  { kind: 'surveyFreeWeek', durationMs: 22_000 },
];
const MARCH_MADNESS: TimedBanner[] = [{ kind: 'marchMadness', durationMs: 18_000 }];

function renderBanners(banners: readonly TimedBanner[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TimedBanners banners={banners} /> },
      { path: '*', element: <TimedBanners banners={banners} /> },
    ],
    { initialEntries: ['/'] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

const banner = (kind: TimedBanner['kind']) => screen.queryByTestId(`timed-banner-${kind}`);
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('TimedBanners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each banner for exactly its duration, one after the other', () => {
    renderBanners(FREE_TIER_THEN_SURVEY);
    expect(banner('freeTier')).toBeInTheDocument();
    expect(banner('surveyFreeWeek')).not.toBeInTheDocument();

    advance(11_999);
    expect(banner('freeTier')).toBeInTheDocument();
    advance(1);
    expect(banner('freeTier')).not.toBeInTheDocument();
    expect(banner('surveyFreeWeek')).toBeInTheDocument();

    advance(21_999);
    expect(banner('surveyFreeWeek')).toBeInTheDocument();
    advance(1);
    expect(banner('surveyFreeWeek')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(seenBannerKey('freeTier'))).not.toBeNull();
    expect(sessionStorage.getItem(seenBannerKey('surveyFreeWeek'))).not.toBeNull();
  });

  it('shows the March Madness banner for 18 s with a link to the bracket challenge', () => {
    renderBanners(MARCH_MADNESS);
    expect(screen.getByRole('link', { name: 'Make your picks' })).toHaveAttribute(
      'href',
      '/march-madness',
    );
    advance(17_999);
    expect(banner('marchMadness')).toBeInTheDocument();
    advance(1);
    expect(banner('marchMadness')).not.toBeInTheDocument();
  });

  it('says what Plus and Pro add and links to the subscription page', () => {
    renderBanners(FREE_TIER_THEN_SURVEY);
    const freeTier = banner('freeTier');
    expect(freeTier).toHaveTextContent("You're on the free tier.");
    expect(freeTier).toHaveTextContent(/Plus adds Live Game Stats and every player's pages/);
    expect(freeTier).toHaveTextContent(
      /Pro also adds Transfer Portal, Transfer Analyses and NIL Predictions/,
    );
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/my-account/subscribe',
    );
  });

  it('invites to the survey for a free week of Plus', () => {
    renderBanners(FREE_TIER_THEN_SURVEY);
    advance(12_000);
    expect(banner('surveyFreeWeek')).toHaveTextContent(/Get a free week of Plus/);
    expect(banner('surveyFreeWeek')).toHaveTextContent(/upgrade you for 7 days/);
    expect(screen.getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      '/my-account/survey',
    );
  });

  it('closes a banner with its close button, and the next one starts its own full time', () => {
    renderBanners(FREE_TIER_THEN_SURVEY);
    advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: "Dismiss: You're on the free tier." }));
    expect(banner('freeTier')).not.toBeInTheDocument();
    expect(banner('surveyFreeWeek')).toBeInTheDocument();
    advance(21_999);
    expect(banner('surveyFreeWeek')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Get a free week of Plus.' }));
    expect(banner('surveyFreeWeek')).not.toBeInTheDocument();
    // Nothing comes back later.
    advance(60_000);
    expect(banner('freeTier')).not.toBeInTheDocument();
  });

  it('closes a banner whose link the user follows', () => {
    const { router } = renderBanners(FREE_TIER_THEN_SURVEY);
    fireEvent.click(screen.getByRole('link', { name: 'Compare plans' }));
    expect(router.state.location.pathname).toBe('/my-account/subscribe');
    expect(banner('freeTier')).not.toBeInTheDocument();
    expect(banner('surveyFreeWeek')).toBeInTheDocument();
  });

  it('shows a banner once per browser session: not again after it timed out or was closed', () => {
    const first = renderBanners(FREE_TIER_THEN_SURVEY);
    advance(12_000);
    fireEvent.click(screen.getByRole('button', { name: /^Dismiss/ }));
    first.unmount();

    // A later page load in the same session.
    const again = renderBanners(FREE_TIER_THEN_SURVEY);
    expect(banner('freeTier')).not.toBeInTheDocument();
    expect(banner('surveyFreeWeek')).not.toBeInTheDocument();
    again.unmount();

    // A new session (sessionStorage starts empty) shows them again.
    sessionStorage.clear();
    renderBanners(FREE_TIER_THEN_SURVEY);
    expect(banner('freeTier')).toBeInTheDocument();
  });

  it('remembers each banner apart: a seen one is skipped, the other still shows', () => {
    sessionStorage.setItem(seenBannerKey('freeTier'), '1');
    renderBanners(FREE_TIER_THEN_SURVEY);
    expect(banner('freeTier')).not.toBeInTheDocument();
    expect(banner('surveyFreeWeek')).toBeInTheDocument();
  });

  it('still closes for good in this page when session storage is unavailable', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      renderBanners(MARCH_MADNESS);
      fireEvent.click(screen.getByRole('button', { name: /^Dismiss/ }));
      expect(banner('marchMadness')).not.toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
