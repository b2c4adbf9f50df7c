import { expect, test } from './console-guard';

const ICON_PACKS = [
  'Lucide',
  'Font Awesome',
  'Ant Design',
  'VS Code',
  'Github',
  'Phosphor',
  'Remix',
  'Bootstrap',
  'Tabler',
  'Material Design Icons',
];

test.describe('app shell', () => {
  test('home opens with the navbar, what Courtside covers and the legal footer', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(
      page
        .getByRole('navigation')
        .getByRole('link', { name: /Courtside/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Division/).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms of Use', 'Disclaimer']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Courtside/);
  });

  test('an unknown path shows the not-found page; Go Back and Return to Home work', async ({
    page,
  }) => {
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('The page you were trying to reach does not exist.')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);

    await page.goto('/another/missing/page');
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/icons lists the ten icon libraries as headings and draws icons in blue', async ({
    page,
  }) => {
    await page.goto('/icons');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(10);
    for (const [index, name] of ICON_PACKS.entries()) {
      await expect(headings.nth(index)).toContainText(name);
    }
    // The first pack loads right away: icons at size 30 with their names under them.
    const firstIcon = page.locator('svg[width="30"]').first();
    await expect(firstIcon).toBeVisible();
    await expect(firstIcon).toHaveCSS('color', 'rgb(13, 110, 253)');
    await expect(page.getByText(/^Lu[A-Z]\w+$/).first()).toBeVisible();
  });

  test('a legacy tool path redirects to the query form and replaces the history entry', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await page.goto('/tools/scoring-streaks/41097/d1');
    await expect(page).toHaveURL(/\/tools\/scoring-streaks\?competitionIds=41097&division=d1$/);
    await page.goBack();
    // The legacy URL was replaced, so one step back is the page before it.
    await expect(page).toHaveURL(/\/privacy-policy$/);

    await page.goto('/march-madness');
    await expect(page).toHaveURL(/\/tools\/brackets\/38409\/tournaments\/5025$/);
  });

  test('a legal page opens from the footer with its full content', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('auth-token').first()).toBeVisible();
    await page.goto('/disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
  });

  test('/error-fallback says the site hit a breaking error and the team was notified', async ({
    page,
  }) => {
    await page.goto('/error-fallback');
    await expect(page.getByText(/breaking error/)).toBeVisible();
    await expect(page.getByText(/notified/)).toBeVisible();
  });
});
