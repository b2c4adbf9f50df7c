import { test as base, expect } from '@playwright/test';

/**
 * Every page must load without script errors, console errors, server errors (5xx) or missing
 * build files (a broken chunk or a CSP violation shows up here). The browser's own "Failed to
 * load resource" lines are left out: the app meets expected 4xx answers (a wrong password, a
 * data list that does not exist yet) and handles them on screen, which the tests check.
 * Tests that expect failures opt out with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: boolean; consoleErrors: string[] }>({
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.status() >= 500) errors.push(`${response.status()} from ${pathname}`);
        else if (response.status() === 404 && !pathname.startsWith('/api/')) {
          errors.push(`missing file ${pathname}`);
        }
      });
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
