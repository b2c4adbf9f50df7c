/**
 * The draft prospects area on the demo league's 2024-25 men, which simulates a draft after every
 * season so the model has past drafts to fit on: a Plus member browses every prospect, sorts them
 * by age-adjusted BPM and opens the method with the model's weights and backtest; a Basic (tier
 * 1) member's list is cut to his trial players and says so; and a visitor without an account is
 * shown what opens the area instead of its data.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './console-guard';
import { accountOfTier, signInAs } from './support/accounts';
import { DEMO_COMPETITION_ID, readStatTable } from './support/stats';

/** A page's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

const DRAFT = `/stats/${DEMO_COMPETITION_ID}/draft`;

/** The values of a signed column as numbers (the screen's minus is U+2212). */
async function signedColumn(table: Locator, label: string): Promise<number[]> {
  const { header, rows } = await readStatTable(table.locator('xpath=..'));
  const index = header.indexOf(label);
  expect(index, `a "${label}" column in ${header.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.map((row) => Number((row[index] ?? '').replace('\u2212', '-')));
}

test('a Plus member browses the prospects, sorts them and reads how the model works', async ({
  page,
  request,
}) => {
  await signInAs(page, request, await accountOfTier(request, 'draft-plus', 2));

  await page.goto(`${DRAFT}/player-box`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Draft prospects' })).toBeVisible();
  const prospects = page.getByRole('table', { name: /draft prospects/ });
  await arrival(prospects).toBeVisible();
  const firstPlayer = prospects.getByRole('rowheader').first().getByRole('link').first();
  await expect(firstPlayer).toHaveAttribute('href', /\/stats\/\d+\/players\/\d+\//);
  await expect(page.getByText(/^(Draft % is the chance|No draft projection)/)).toBeVisible();

  const adjBpm = prospects.getByRole('columnheader', { name: /^Adj BPM/ });
  await adjBpm.getByRole('button').click();
  await expect(adjBpm).toHaveAttribute('aria-sort', 'descending');
  const values = await signedColumn(prospects, 'Adj BPM');
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => b - a));

  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Freshmen' });
  await expect(page).toHaveURL(/class=fr/);

  await page.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(new RegExp(`${DRAFT}/method`));
  await arrival(page.getByRole('heading', { name: 'How the projection works' })).toBeVisible();
  const weights = page.getByRole('table', { name: /Weights per standard deviation/ });
  await arrival(weights).toBeVisible();
  await expect(weights.getByRole('rowheader').first()).toBeVisible();
  const backtest = page.getByRole('table', { name: /fitted without its draft/ });
  await expect(backtest.getByRole('rowheader', { name: /^All \d+ seasons?$/ })).toBeVisible();
});

test("a Basic member's list holds his trial players only, and says so", async ({
  page,
  request,
}) => {
  await signInAs(page, request, await accountOfTier(request, 'draft-basic', 1));
  await page.goto(`${DRAFT}/player-box`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Draft prospects' })).toBeVisible();
  await arrival(page.getByText('Your trial players', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'How it works' }).click();
  await arrival(page.getByRole('heading', { name: 'How the projection works' })).toBeVisible();
});

test('a visitor without an account is shown what opens the draft area, and no data', async ({
  page,
}) => {
  for (const path of [`${DRAFT}/player-box`, `${DRAFT}/method`]) {
    await page.goto(path);
    const prompt = page.getByRole('region', { name: 'Draft prospects is locked' });
    await arrival(prompt).toContainText('needs a free, verified account');
    await expect(prompt.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
