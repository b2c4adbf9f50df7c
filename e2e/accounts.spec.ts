import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import {
  PASSWORD,
  fillSignUpForm,
  signInAs,
  uniqueEmail,
  verifiedAccount,
} from './support/accounts';
import { linkContaining, waitForMail } from './support/outbox';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function openSignIn(page: Page, email: string): Promise<void> {
  await navbar(page).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await openSignIn(page, email);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('accounts', () => {
  test('sign up, open the verification link from the outbox, and land signed in on the free tier', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    const form = await fillSignUpForm(page, email);
    await form.getByRole('button', { name: /Create Account/ }).click();
    await expect(page.getByText(`We sent an email to ${email}`)).toBeVisible();

    const mail = await waitForMail(email, 'verification');
    await page.goto(linkContaining(mail, '/users/verify-email'));
    await expect(page).toHaveURL(/\/verify-email-page\/success$/);
    await expect(page.getByText(/verified/).first()).toBeVisible();
    // The countdown takes the new member home, signed in, with the tier-1 Upgrade link.
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    await expect(navbar(page).getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('log out, then log in again with the password', async ({ page, request }) => {
    const email = await verifiedAccount(request, 'password-login');
    await page.goto('/');
    await logInWithPassword(page, email, PASSWORD);
    await expect(navbar(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await navbar(page).getByRole('button', { name: 'Log out' }).click();
    await expect(navbar(page).getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await logInWithPassword(page, email, PASSWORD);
    await expect(navbar(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    // The session survives a reload: the stored token is checked at start-up.
    await page.reload();
    await expect(navbar(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('log in without a password through an emailed link', async ({ page, request }) => {
    const email = await verifiedAccount(request, 'login-link');
    await page.goto('/');
    await openSignIn(page, email);
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email me a login link instead').check();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeHidden();
    await dialog.getByRole('button', { name: /Send Login Link/i }).click();
    await expect(dialog.getByText(/login link is on its way/)).toBeVisible();

    const mail = await waitForMail(email, 'login-link');
    await page.goto(linkContaining(mail, '/login-with-link/'));
    await expect(page).toHaveURL(/\/my-account\/settings$/);
    await expect(navbar(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('reset a forgotten password and log in with the new one', async ({ page, request }) => {
    const email = await verifiedAccount(request, 'reset');
    await page.goto('/reset-password');
    await page.getByPlaceholder('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Email to Reset Password' }).click();
    await expect(page.getByText(`If an account for ${email} exists in our system`)).toBeVisible();

    const mail = await waitForMail(email, 'reset-password');
    await page.goto(linkContaining(mail, '/reset-password/'));
    const newPassword = 'brand-new-password-7';
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel(/^New password/i).fill(newPassword);
    await form.getByLabel(/^Confirm/i).fill(newPassword);
    await form.getByRole('button').click();
    await expect(page.getByText(/password was updated/i)).toBeVisible();

    // The link works once only.
    await page.reload();
    await page
      .getByRole('form', { name: 'Set a new password' })
      .getByLabel(/^New password/i)
      .fill(newPassword);
    await page
      .getByRole('form', { name: 'Set a new password' })
      .getByLabel(/^Confirm/i)
      .fill(newPassword);
    await page.getByRole('form', { name: 'Set a new password' }).getByRole('button').click();
    await expect(page.getByText('Invalid reset password token')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Send another password-reset email...' }),
    ).toHaveAttribute('href', '/reset-password');

    await page.goto('/');
    await logInWithPassword(page, email, newPassword);
    await expect(navbar(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('a tier-0 account sees no Upgrade link; a tier-1 account does', async ({
    page,
    request,
  }) => {
    const unverified = uniqueEmail('tier0');
    const signup = await request.post('/api/users/signup', {
      data: { email: unverified, password: PASSWORD, confirmation: PASSWORD },
    });
    expect(signup.status()).toBe(201);
    await page.goto('/');
    await logInWithPassword(page, unverified, PASSWORD);
    await expect(navbar(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expect(navbar(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await navbar(page).getByRole('button', { name: 'Log out' }).click();
    const verified = await verifiedAccount(request, 'tier1');
    await logInWithPassword(page, verified, PASSWORD);
    await expect(navbar(page).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/my-account/subscribe/2',
    );
  });

  test('non-admins are sent away from /admin', async ({ page, request }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    const email = await verifiedAccount(request, 'not-admin');
    await signInAs(page, request, email);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('non-admins are sent away from /bracket-admin', async ({ page, request }) => {
    await page.goto('/bracket-admin');
    await expect(page).toHaveURL(/\/$/);
    const email = await verifiedAccount(request, 'not-bracket-admin');
    await signInAs(page, request, email);
    await page.goto('/bracket-admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bracket settings' })).toHaveCount(0);
  });

  test('anyone reads the bracket settings; only admins may change them', async ({ request }) => {
    // The built server, with migration 002 applied to its embedded database.
    const open = await request.get('/api/brackets/settings');
    expect(open.status()).toBe(200);
    const settings = (await open.json()) as { tournamentId: number; scoringSystem: string }[];
    expect(settings).toHaveLength(14);
    expect(settings[0]).toMatchObject({ tournamentId: 5025, scoringSystem: 'standard' });

    const email = await verifiedAccount(request, 'bracket-fan');
    const login = await request.post('/api/users/login', { data: { email, password: PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const change = { data: { scoringSystem: 'doubling' } };
    expect((await request.put('/api/admin/bracket-settings/5025', change)).status()).toBe(401);
    const refused = await request.put('/api/admin/bracket-settings/5025', {
      ...change,
      headers: { 'x-auth-token': token },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ msg: 'This is for administrators only.' });
  });
});

test.describe('contact form', () => {
  test('sends a message and shows the success banner', async ({ page }) => {
    await page.goto('/privacy-policy');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('button', { name: 'Fill Required Fields' })).toBeDisabled();
    await form.getByLabel(/^Name/).fill('Ada Lovelace');
    await form.getByLabel(/^Organization/).fill('Analytical Engines');
    await form.getByLabel(/^Email/).fill('ada@example.com');
    await form.getByLabel(/^Message/).fill('How are possessions counted?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('We received your message!')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('');
    const mail = await waitForMail(
      process.env.E2E_SUPPORT_EMAIL ?? 'support@courtside.example',
      'contact',
    );
    expect(mail.text).toContain('How are possessions counted?');
  });

  test.describe('when the server fails', () => {
    test.use({ allowConsoleErrors: true });

    test('shows the danger banner with the fallback text', async ({ page }) => {
      await page.route('**/api/email/contact', (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto('/disclaimer');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel(/^Name/).fill('Grace Hopper');
      await form.getByLabel(/^Organization/).fill('Navy');
      await form.getByLabel(/^Email/).fill('grace@example.com');
      await form.getByLabel(/^Message/).fill('Hello');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
      // A failed send keeps what was typed.
      await expect(form.getByLabel(/^Message/)).toHaveValue('Hello');
    });
  });
});
