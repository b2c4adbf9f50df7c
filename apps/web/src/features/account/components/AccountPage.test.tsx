import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import { renderAccount, serveReferenceLists } from '../account.test-utils';
import { parseTierTo } from './AccountPage';

describe('AccountPage', () => {
  it('asks a signed-out visitor to log in, with a button that opens the login dialog', async () => {
    const onLogin = vi.fn();
    renderAccount('/my-account/settings', onLogin);
    expect(
      await screen.findByRole('heading', { name: 'Log in to manage your account' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Preferences' })).not.toBeInTheDocument();
  });

  it('redirects /my-account to the subscription view, replacing the entry', async () => {
    signInForTest({ user: testUser() });
    const { router } = renderAccount('/my-account');
    expect(await screen.findByRole('heading', { name: 'Compare tiers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/subscribe');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects an unknown view to the subscription view', async () => {
    const { router } = renderAccount('/my-account/billing');
    await screen.findByRole('heading', { name: 'Log in to manage your account' });
    expect(router.state.location.pathname).toBe('/my-account/subscribe');
  });

  it('switches between Settings and Subscription with tabs', async () => {
    serveReferenceLists();
    signInForTest({ user: testUser() });
    renderAccount('/my-account/subscribe');
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Account Settings · Courtside'));
    await userEvent.click(screen.getByRole('link', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Compare tiers' })).toBeInTheDocument();
  });
});

describe('parseTierTo', () => {
  it('accepts only the tier values', () => {
    expect(['0', '1', '2', '3'].map(parseTierTo)).toEqual([0, 1, 2, 3]);
    expect([undefined, '', '4', '-1', '2.5', 'pro', '02x'].map(parseTierTo)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
