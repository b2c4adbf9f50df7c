/**
 * The chart and modelling tools as visitors use them: a scatter built, shared and reopened in a
 * new browser; a DIY shot chart logged, saved, reloaded and exported; a regression fitted and
 * its coefficient checked against the closed form on the same rows; and what a visitor without
 * a free account is told about the locked tools.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { signInAs, verifiedAccount } from './support/accounts';
import { DEMO_COMPETITION_ID } from './support/stats';

/** A tool's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

async function signedInFree(page: Page, request: APIRequestContext, label: string) {
  const email = await verifiedAccount(request, label);
  await signInAs(page, request, email);
}

test('a scatter built from the controls reopens the same in a new browser', async ({
  page,
  browser,
}) => {
  await page.goto('/tools/team-scatter');
  const chartTitle = page.locator('.stats-chart__title').filter({ hasText: /Division I teams/ });
  await arrival(chartTitle).toBeVisible();
  await page.getByLabel('Vertical axis (y)').selectOption('efgPct');
  await page.getByLabel('Horizontal axis (x)').selectOption('tovPct');
  await expect(page).toHaveURL(/efgPct/);
  await expect(chartTitle).toHaveText(/eFG% vs TOV%/);
  const shared = page.url();
  const title = await chartTitle.textContent();
  await page.getByText(/^Data table/).click();
  const rows = await page.getByRole('table').getByRole('row').allTextContents();

  const other = await browser.newContext();
  const reopened = await other.newPage();
  await reopened.goto(shared);
  const reopenedTitle = reopened
    .locator('.stats-chart__title')
    .filter({ hasText: /Division I teams/ });
  await arrival(reopenedTitle).toHaveText(title ?? '');
  await reopened.getByText(/^Data table/).click();
  await expect(reopened.getByRole('table').getByRole('row')).toHaveText(rows);
  await other.close();
});

/** The result column of the DIY page's shot list, opened. */
function shotResults(page: Page) {
  const list = page.locator('details.diy-shot-list');
  return list
    .evaluate((details: HTMLDetailsElement) => {
      details.open = true;
    })
    .then(() =>
      list
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
        .getByRole('cell')
        .filter({ hasText: /^(Made|Missed)$/ }),
    );
}

test('a DIY shot chart is logged, saved, reopened after a reload and exported', async ({
  page,
  request,
}) => {
  await signedInFree(page, request, 'diy');
  await page.goto('/tools/diy-shot-charts');
  const court = page.getByRole('application', { name: /half court/ });
  await arrival(court).toBeVisible();
  const box = await court.boundingBox();
  if (box === null) throw new Error('the court has no box');
  // Three makes near the basket (top of the court).
  for (const [fx, fy] of [
    [0.5, 0.12],
    [0.45, 0.15],
    [0.55, 0.18],
  ] as const) {
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  }
  // A miss from the keyboard: the court takes focus, the cursor moves out, X logs a miss.
  await court.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('x');
  await expect(await shotResults(page)).toHaveText(['Made', 'Made', 'Made', 'Missed']);

  await page.getByLabel('Chart name').fill('E2E workout');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/chart=[0-9a-f-]{36}/);
  await page.reload();
  await arrival(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByLabel('Chart name')).toHaveValue('E2E workout');
  await expect(await shotResults(page)).toHaveText(['Made', 'Made', 'Made', 'Missed']);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download E2E workout as PNG$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
});

interface TeamRow {
  efgPct: number | null;
  netRtg: number | null;
}

/** Slope of y on x by the closed form: cov(x, y) / var(x). */
function slopeOf(rows: readonly { x: number; y: number }[]): number {
  const n = rows.length;
  const mx = rows.reduce((sum, row) => sum + row.x, 0) / n;
  const my = rows.reduce((sum, row) => sum + row.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const { x, y } of rows) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  return sxy / sxx;
}

test('a fitted model shows the coefficient the closed form gives on the same rows', async ({
  page,
  request,
}) => {
  await signedInFree(page, request, 'regression');
  const response = await request.get(
    `/api/gs/team-agg-stats/competition/${DEMO_COMPETITION_ID}/division/1/scope/season/isoffense/true/fields/efgPct-netRtg/`,
  );
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as TeamRow[])
    .filter((row) => row.efgPct !== null && row.netRtg !== null)
    // The page fits percentages in percentage points.
    .map((row) => ({ x: (row.efgPct ?? 0) * 100, y: row.netRtg ?? 0 }));
  const slope = slopeOf(rows);

  await page.goto(
    `/tools/model-fitting?competition=${DEMO_COMPETITION_ID}&outcome=netRtg&predictors=efgPct`,
  );
  const table = page.getByRole('table', { name: 'Coefficients' });
  await arrival(table).toBeVisible();
  const estimate = await table
    .getByRole('row')
    .filter({ hasText: 'Effective field-goal %' })
    .getByRole('cell')
    .first()
    .textContent();
  const shown = Number((estimate ?? '').replace('−', '-'));
  expect(Math.abs(shown - slope)).toBeLessThan(Math.max(0.01, Math.abs(slope) * 0.005));
  await expect(page.getByRole('region', { name: 'Model summary' })).toContainText(
    `Fitted on ${rows.length} teams`,
  );
});

test('a visitor without a free account is told what opens the locked tools', async ({ page }) => {
  await page.goto('/tools/home');
  const bars = page.getByRole('article', { name: 'Bar Charts' });
  await arrival(bars).toContainText('Locked: Bar Charts needs a free, verified account.');
  await expect(page.getByRole('article', { name: 'Team Scatter' })).not.toContainText('Locked');
  await bars.getByRole('link', { name: 'Bar Charts' }).click();
  await expect(page).toHaveURL(/\/tools\/bar-charts$/);
  const prompt = page.getByRole('region', { name: 'Bar charts is locked' });
  await arrival(prompt).toContainText('needs a free, verified account');
  await expect(prompt.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
    'href',
    '/signup',
  );
});
