/**
 * The tier-3 stats areas as a Pro subscriber uses them, on the demo league's 2024-25 men: the
 * transfer portal's overview and entries, the season's transfers with their lines before and
 * after, and the NIL values with the method behind them; and a Basic (tier 1) member who is
 * shown what opens each of them instead of their data.
 */
import { expect, test } from './console-guard';
import { accountOfTier, signInAs } from './support/accounts';
import { DEMO_COMPETITION_ID } from './support/stats';

/** A page's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

const PORTAL = `/stats/${DEMO_COMPETITION_ID}/portal`;
const TRANSFERS = `/stats/${DEMO_COMPETITION_ID}/transfers/d1`;
const NIL = `/stats/${DEMO_COMPETITION_ID}/nil`;

test('a Pro subscriber reads the portal, the season’s transfers and the NIL values', async ({
  page,
  request,
}) => {
  await signInAs(page, request, await accountOfTier(request, 'pro-areas', 3));

  await page.goto(`${PORTAL}/overview`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Transfer portal' })).toBeVisible();
  const biggest = page.getByRole('table', { name: /Top \d+ entrants by rating value/ });
  await arrival(biggest).toBeVisible();
  await expect(biggest.getByRole('rowheader').first()).toBeVisible();

  await page.goto(`${PORTAL}/entries`);
  const entries = page.getByRole('table', { name: /transfer portal entries/ });
  await arrival(entries).toBeVisible();
  const firstEntrant = entries.getByRole('rowheader').first().getByRole('link').first();
  await expect(firstEntrant).toHaveAttribute('href', /\/stats\/\d+\/players\/\d+\//);

  await page.goto(`${TRANSFERS}/yearly-transfers`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Transfer history' })).toBeVisible();
  const transfers = page.getByRole('table', { name: /transfers$/ });
  await arrival(transfers).toBeVisible();
  await expect(transfers.getByRole('rowheader').first()).toBeVisible();

  await page.goto(`${TRANSFERS}/analysis`);
  await arrival(page.getByRole('table', { name: /transfers by direction/ })).toBeVisible();

  await page.goto(`${NIL}/player-box`);
  await arrival(page.getByRole('heading', { level: 1, name: 'NIL predictions' })).toBeVisible();
  const values = page.getByRole('table', { name: /NIL values/ });
  await arrival(values).toBeVisible();
  await expect(values.getByRole('rowheader').first()).toBeVisible();

  await page.goto(`${NIL}/method`);
  await arrival(page.getByRole('heading', { name: 'How the index is built' })).toBeVisible();
});

test('a Basic member is shown what opens each tier-3 area, and no data', async ({
  page,
  request,
}) => {
  await signInAs(page, request, await accountOfTier(request, 'basic-areas', 1));
  for (const path of [`${PORTAL}/overview`, `${TRANSFERS}/yearly-transfers`, `${NIL}/player-box`]) {
    await page.goto(path);
    const prompt = page.getByRole('region', { name: /is locked$/ });
    await arrival(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: /^Upgrade to / })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
