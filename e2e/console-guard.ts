import { test as base, expect } from '@playwright/test';

/**
 * Every page must load without console errors or failed script/style loads (a CSP violation or a
 * broken chunk shows up here). Tests that expect errors opt out with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: boolean; consoleErrors: string[] }>({
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
