/**
 * The live game stream as a Plus member watches it: the day's list from the stream, a game in
 * progress whose plays arrive, the connection lost and back (the browser offline and online),
 * with both banners, and no play missing or shown twice after the resume. Needs the server's
 * live source serving games in progress for the live competition.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { accountOfTier, signInAs } from './support/accounts';

/** A lazy chunk, a socket and the first list, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 20_000 });
/**
 * The sample league's newest men's season (2024-25): the server's demo source lays the newest
 * season it holds on today (playwright.config.ts sets its clock to the evening, US Eastern, so
 * games are on).
 */
const LIST = '/streaming/38409';
/** At real pace a play can be a minute and more after the one before (a long possession). */
const nextPlay = expect.configure({ timeout: 120_000 });

/** The seqs the play-by-play shows, newest first. */
async function shownSeqs(page: Page): Promise<number[]> {
  const rows = page.getByRole('table', { name: /Play-by-play/ }).locator('tbody tr');
  return (await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-seq')))).map(
    Number,
  );
}

test('a Plus member follows a live game through a dropped connection', async ({
  page,
  context,
  request,
}) => {
  // Plays at real pace, a dropped connection and the resume.
  test.setTimeout(240_000);
  await signInAs(page, request, await accountOfTier(request, 'live-games', 2));

  await page.goto(LIST);
  const games = page.getByRole('list', { name: /Games today/ });
  await arrival(games).toBeVisible();
  // A game with its clock running (not at a break, where no play comes for minutes).
  const first = games
    .getByRole('link')
    .filter({ hasText: /(?:1st|2nd|3rd|4th|\d?OT) \d+:\d\d/ })
    .first();
  await expect(first).toHaveAttribute('href', /\/streaming\/\d+\/games\/\d+\/box-score$/);
  const href = (await first.getAttribute('href')) ?? '';
  await page.goto(href.replace(/box-score$/, 'play-by-play'));

  const plays = page.getByRole('table', { name: /Play-by-play/ });
  await arrival(plays).toBeVisible();
  const before = (await shownSeqs(page))[0] ?? -1;
  // Plays arrive while the page is open.
  await nextPlay.poll(async () => (await shownSeqs(page))[0] ?? -1).toBeGreaterThan(before);

  await context.setOffline(true);
  await arrival(page.getByText('Connection lost — reconnecting…')).toBeVisible();
  await page.waitForTimeout(3_000);
  await context.setOffline(false);
  await arrival(page.getByText('Reconnected — caught up')).toBeVisible();

  // Every seq from the newest down to 0, once each: nothing lost, nothing twice.
  const seqs = await shownSeqs(page);
  expect(seqs.length).toBeGreaterThan(0);
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => seqs.length - 1 - index));
});

test('a Basic member sees what opens live stats on a game page', async ({ page, request }) => {
  await signInAs(page, request, await accountOfTier(request, 'live-basic', 1));
  await page.goto(LIST);
  const games = page.getByRole('list', { name: /Games today/ });
  await arrival(games).toBeVisible();
  await games.getByRole('link').first().click();
  await arrival(page.getByText('Live game stats is part of Plus.')).toBeVisible();
  await expect(page.getByRole('table', { name: /box score/ })).toHaveCount(0);
});
