import { NAV_ITEMS, SUPPORT_EMAIL_DEFAULT, TIERS } from '@courtside/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import { renderAccount } from '../account.test-utils';
import { trialEndsText } from './SubscribeView';

const NOW = new Date('2026-02-10T12:00:00Z');

async function renderSubscribe(path = '/my-account/subscribe') {
  const view = renderAccount(path);
  await screen.findByRole('heading', { name: 'Compare tiers' });
  return view;
}

const card = (value: number) => screen.getByTestId(`tier-card-${value}`);

describe('Subscribe view', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the user's tier, its end date and the days left", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    signInForTest({
      user: testUser(),
      tier: { value: 2, label: 'Plus', expiresAt: '2026-02-13T10:00:00Z' },
    });
    await renderSubscribe();
    const current = screen.getByRole('region', { name: 'Your tier' });
    expect(current).toHaveTextContent('Plus (tier 2)');
    expect(current).toHaveTextContent('Until February 13, 2026.');
    expect(current).toHaveTextContent('Trial ends in 3 days');
    expect(within(card(2)).getByText('Your tier')).toBeInTheDocument();
    expect(within(card(1)).queryByText('Your tier')).not.toBeInTheDocument();
  });

  it('says there is no end date for a lasting tier', async () => {
    signInForTest({ user: testUser() });
    await renderSubscribe();
    const current = screen.getByRole('region', { name: 'Your tier' });
    expect(current).toHaveTextContent('Basic: Free (tier 1)');
    expect(current).toHaveTextContent('No end date.');
    expect(current).not.toHaveTextContent(/trial ends/i);
  });

  it("lists, for each tier, exactly the screens the contract's access table opens at it", async () => {
    signInForTest({ user: testUser() });
    await renderSubscribe();
    expect(TIERS.map((tier) => tier.value)).toEqual([0, 1, 2, 3]);
    for (const tier of TIERS) {
      const shown = within(card(tier.value))
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
      const opened = NAV_ITEMS.filter((item) => item.minTier === tier.value);
      expect(opened.length).toBeGreaterThan(0);
      for (const item of opened) expect(shown).toContain(item.label);
      const others = NAV_ITEMS.filter((item) => item.minTier !== tier.value);
      for (const item of others) expect(shown).not.toContain(item.label);
      // Grouped by menu, in table order.
      for (const menu of ['Stats', 'Tools'] as const) {
        const list = within(card(tier.value)).queryByRole('list', {
          name: `${tier.label} ${menu}`,
        });
        const expected = opened
          .filter((item) => item.menu === menu.toLowerCase())
          .map((item) => item.label);
        expect(
          list
            ? within(list)
                .getAllByRole('listitem')
                .map((li) => li.textContent)
            : [],
        ).toEqual(expected);
      }
    }
    expect(card(0)).toHaveTextContent(/not verified/i);
    expect(card(1)).toHaveTextContent('Player pages limited to trial players');
    expect(card(1)).toHaveTextContent('Team and conference dropdowns');
    expect(card(2)).toHaveTextContent('Every player page');
  });

  it('highlights the tier named in the address as the upgrade choice', async () => {
    signInForTest({ user: testUser() });
    await renderSubscribe('/my-account/subscribe/3');
    expect(within(card(3)).getByText('Upgrade choice')).toBeInTheDocument();
    for (const value of [0, 1, 2]) {
      expect(within(card(value)).queryByText('Upgrade choice')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Upgrading to Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('ignores a tier in the address that is not a tier or not an upgrade', async () => {
    signInForTest({ user: testUser() });
    const { unmount } = await renderSubscribe('/my-account/subscribe/9');
    expect(screen.queryByText('Upgrade choice')).not.toBeInTheDocument();
    unmount();
    signInForTest({ user: testUser() });
    await renderSubscribe('/my-account/subscribe/1');
    expect(screen.queryByText('Upgrade choice')).not.toBeInTheDocument();
  });

  it('offers the contact form instead of a payment form, scrolling to it', async () => {
    signInForTest({ user: testUser() });
    const footer = document.createElement('section');
    footer.id = 'contact-us';
    const scrolled = vi.fn();
    footer.scrollIntoView = scrolled;
    document.body.append(footer);
    try {
      await renderSubscribe();
      const link = screen.getByRole('link', { name: 'contact form at the bottom of the page' });
      expect(link).toHaveAttribute('href', '#contact-us');
      await userEvent.click(link);
      expect(scrolled).toHaveBeenCalled();
      expect(screen.getByRole('link', { name: SUPPORT_EMAIL_DEFAULT })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL_DEFAULT}`,
      );
      expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    } finally {
      footer.remove();
    }
  });

  it('sends an unverified user to verify their email', async () => {
    signInForTest({
      user: testUser(),
      tier: { value: 0, label: 'No Access: Not Verified', expiresAt: null },
    });
    await renderSubscribe();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/send-verification-email',
    );
  });
});

describe('trialEndsText', () => {
  it('counts a part day as a day and says today at the end', () => {
    const now = new Date('2026-02-10T12:00:00Z');
    expect(trialEndsText(new Date('2026-02-11T11:00:00Z'), now)).toBe('Trial ends in 1 day');
    expect(trialEndsText(new Date('2026-02-17T12:00:00Z'), now)).toBe('Trial ends in 7 days');
    expect(trialEndsText(new Date('2026-02-10T11:00:00Z'), now)).toBe('Trial ends today');
  });
});
