/** Accounts made through the real API, for tests whose subject is not sign-up itself. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linkContaining, waitForMail } from './outbox';

export const PASSWORD = 'courtside-e2e-1';

let counter = 0;
/** An address no other test or run uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@e2e.courtside.test`;
}

/** Opens the sign-up page and fills the email and both passwords; returns the form. */
export async function fillSignUpForm(page: Page, email: string): Promise<Locator> {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  return form;
}

export async function signUpByApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/users/signup', {
    data: { email, password: PASSWORD, confirmation: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs up and opens the emailed verification link: a verified account on the free tier. */
export async function verifiedAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpByApi(request, email);
  const mail = await waitForMail(email, 'verification');
  const verified = await request.get(linkContaining(mail, '/users/verify-email'), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);
  expect(verified.headers().location).toContain('/verify-email-page/success');
  return email;
}

/** Logs in through the API and stores the session token the way the app does. */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const response = await request.post('/api/users/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
}

/** The administrator playwright.config.ts creates with the admin CLI before the server starts. */
export function e2eAdmin(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('E2E_ADMIN_EMAIL/PASSWORD are not set (playwright.config.ts)');
  return { email, password };
}

/** Logs in through the API with any credentials and returns the session token. */
export async function loginToken(
  request: APIRequestContext,
  email: string,
  password: string = PASSWORD,
): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Stores a session token the way the app does, before any page script runs. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('auth-token', value), token);
}

/**
 * A verified account raised to `tier` by the e2e administrator through the admin API, as an
 * admin does from /admin (paid tiers are otherwise bought by card, which the tests do not do).
 */
export async function accountOfTier(
  request: APIRequestContext,
  label: string,
  tier: number,
): Promise<string> {
  const email = await verifiedAccount(request, label);
  const admin = e2eAdmin();
  const headers = { 'x-auth-token': await loginToken(request, admin.email, admin.password) };
  const found = await request.get('/api/admin/users', { headers, params: { q: email } });
  expect(found.status()).toBe(200);
  const { users } = (await found.json()) as { users: Array<{ _id: string; email: string }> };
  const user = users.find((row) => row.email === email);
  if (user === undefined) throw new Error(`the admin search did not find ${email}`);
  const raised = await request.patch(`/api/admin/users/${encodeURIComponent(user._id)}`, {
    headers,
    data: { tier: { value: tier } },
  });
  expect(raised.status(), await raised.text()).toBe(200);
  return email;
}
