/**
 * The timed banners of §9 in the built app, with the browser's clock faked on either side of the
 * cutoff (2025-03-24, US Eastern): a visitor before it gets the March Madness banner; a free-tier
 * fan after it gets the free-tier banner, then the survey banner, answers the survey and gets a
 * free week of Plus, once.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './console-guard';
import { loginToken, useToken, verifiedAccount } from './support/accounts';

const PHONE = { width: 375, height: 740 };
const BEFORE_CUTOFF = new Date('2025-03-20T16:00:00Z');
const AFTER_CUTOFF = new Date('2025-11-20T16:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('The element has no box');
  return box.y + box.height;
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('The element has no box');
  return box.y;
}

test.describe('timed banners', () => {
  test.use({ viewport: PHONE });

  test('a visitor before the cutoff sees the March Madness banner, once per session', async ({
    page,
  }) => {
    await page.clock.install({ time: BEFORE_CUTOFF });
    await page.goto('/');
    const banner = page.getByTestId('timed-banner-marchMadness');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('March Madness is here.');
    // Under the navbar, never over it, and the page does not get wider than the phone.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await topOf(banner)).toBeGreaterThanOrEqual(await bottomOf(nav));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await page.getByRole('button', { name: 'Dismiss: March Madness is here.' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('timed-banner-seen:marchMadness')),
    ).toBe('1');
    await expect(banner).toBeHidden();
  });

  test('the March Madness banner leads to the bracket challenge', async ({ page }) => {
    await page.clock.install({ time: BEFORE_CUTOFF });
    await page.goto('/');
    await page.getByRole('link', { name: 'Make your picks' }).click();
    await expect(page).toHaveURL(/\/tools\/brackets\/\d+\/tournaments\/\d+$/);
    await expect(page.getByTestId('timed-banner-marchMadness')).toBeHidden();
  });

  test('a free-tier fan after the cutoff answers the survey and gets a free week of Plus', async ({
    page,
    request,
  }) => {
    const email = await verifiedAccount(request, 'banner-fan');
    const token = await loginToken(request, email);
    await useToken(page, token);
    await page.clock.install({ time: AFTER_CUTOFF });
    await page.goto('/');

    const freeTier = page.getByTestId('timed-banner-freeTier');
    const survey = page.getByTestId('timed-banner-surveyFreeWeek');
    await expect(freeTier).toBeVisible();
    await expect(freeTier).toContainText('Plus adds Live Game Stats');
    await expect(freeTier.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/my-account/subscribe',
    );
    await expect(survey).toBeHidden();

    // 12 s later the free-tier banner gives way to the survey banner.
    await page.clock.fastForward(12_000);
    await expect(freeTier).toBeHidden();
    await expect(survey).toBeVisible();
    await survey.getByRole('link', { name: 'Take the survey' }).click();
    await expect(page).toHaveURL(/\/my-account\/survey$/);
    await expect(survey).toBeHidden();

    const form = page.getByRole('form', { name: 'Usage survey' });
    await form.getByLabel('Coach or team staff').check();
    await form.getByLabel('Shot charts').check();
    await form.getByLabel('Scoreboard').check();
    await form.getByLabel('Every day').check();
    await form
      .getByLabel('What should we add next? (optional)')
      .fill('Play-by-play for Division III.');
    const answered = Date.now();
    await form.getByRole('button', { name: /Send and start my free week/ }).click();
    await expect(page.getByRole('region', { name: 'Usage survey' })).toContainText(
      'Thanks for answering! You have Plus until',
    );

    // The server's tier: Plus for seven days from the answer (the server's clock is real).
    const headers = { 'x-auth-token': token };
    const tier = (await (await request.get('/api/users/verify-tier', { headers })).json()) as {
      value: number;
      expiresAt: string;
    };
    expect(tier.value).toBe(2);
    const expiresIn = new Date(tier.expiresAt).getTime() - answered;
    expect(expiresIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY_MS + 60_000);

    // A second answer grants nothing more.
    const again = await request.post('/api/users/survey', {
      headers,
      data: { role: 'fan', favoriteTools: ['brackets'], visitFrequency: 'weekly' },
    });
    expect(again.status()).toBe(409);
    const after = (await (await request.get('/api/users/verify-tier', { headers })).json()) as {
      expiresAt: string;
    };
    expect(after.expiresAt).toBe(tier.expiresAt);

    // In a new session the fan, now on Plus, sees no timed banner.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId(/^timed-banner-/)).toHaveCount(0);
  });
});
