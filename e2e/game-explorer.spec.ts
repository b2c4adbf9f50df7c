/**
 * The game explorer as a free member uses it: the season's first games arrive with the number
 * played, a comeback bound and the "Biggest comeback" sort narrow and order them on the server
 * through the URL, a shared address reopens
 * the same search, and a result opens its game's page.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './console-guard';
import { signInAs, verifiedAccount } from './support/accounts';
import { DEMO_COMPETITION_ID } from './support/stats';

/** A tool's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

/** "1,234 games match; the first 200 are shown…": the games the search keeps. */
async function gamesMatched(summary: Locator) {
  const text = (await summary.textContent()) ?? '';
  const match = /^([\d,]+) games? match/.exec(text);
  if (match === null) throw new Error(`No count in "${text}"`);
  return Number(match[1]?.replaceAll(',', ''));
}

test('an explorer search that opens a game', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'explorer');
  await signInAs(page, request, email);

  await page.goto(`/tools/game-explorer/${DEMO_COMPETITION_ID}/d1`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Game explorer' })).toBeVisible();
  const games = page.getByRole('table', { name: /^Games, Division I/ });
  await arrival(games).toBeVisible();
  const summary = page.locator('.game-explorer__summary');
  const allGames = await gamesMatched(summary);
  expect(allGames).toBeGreaterThan(0);

  await page.getByRole('spinbutton', { name: "Winner's comeback, at least" }).fill('5');
  await expect(page).toHaveURL(/comebackMin=5/);
  await page.getByLabel('Sort', { exact: true }).selectOption('comeback');
  await expect(page).toHaveURL(/sort=comeback/);
  await expect(summary).not.toHaveText(
    new RegExp(`^${allGames.toLocaleString('en-US')} games match`),
  );
  const comebacks = await gamesMatched(summary);
  expect(comebacks).toBeGreaterThan(0);
  expect(comebacks).toBeLessThan(allGames);

  // The biggest comeback comes first, with its win probability drawn.
  const firstGame = games.getByRole('rowheader').first();
  await expect(firstGame.getByRole('img', { name: /win probability/ })).toBeVisible();
  const shared = page.url();
  const firstName = await firstGame.getByRole('link').textContent();

  const other = await page.context().newPage();
  await other.goto(shared);
  const reopened = other.getByRole('table', { name: /^Games, Division I/ });
  await arrival(reopened.getByRole('rowheader').first().getByRole('link')).toHaveText(
    firstName ?? '',
  );
  await other.close();

  await firstGame.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/stats/${DEMO_COMPETITION_ID}/games/\\d+/overview$`));
  await arrival(page.getByRole('link', { name: 'Box score', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
