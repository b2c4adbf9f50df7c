/** Accounts made through the real API, for tests whose subject is not sign-up itself. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linkContaining, waitForMail } from './outbox';

export const PASSWORD = 'courtside-e2e-1';

let counter = 0;
/** An address no other test or run uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@e2e.courtside.test`;
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
