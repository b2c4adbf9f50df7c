/**
 * Game-deciding shots as a subscriber uses it (the administrator, who reads every player's
 * shots; the free tier reads its trial players' only): the old address redirects to the tool,
 * which ranks the division's players by tying and go-ahead attempts; a filter narrows the shots
 * through the URL; and a shot is followed to its game's play-by-play at the period it was
 * taken in.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './console-guard';
import { DEMO_COMPETITION_ID, signInAsAdmin } from './support/stats';

/** A tool's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

/** "12 attempts, 5 made (41.7%), …": the number of attempts the filters keep. */
async function attemptsShown(summary: Locator) {
  const text = (await summary.textContent()) ?? '';
  const match = /^(\d+) attempts?/.exec(text);
  if (match === null) throw new Error(`No attempts in "${text}"`);
  return Number(match[1]);
}

test('the legacy address opens the leaderboards, a filter narrows them and a shot opens its play', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);

  await page.goto(`/tools/game-deciding-shots/${DEMO_COMPETITION_ID}/d1`);
  await expect(page).toHaveURL(
    new RegExp(`/tools/game-deciding-shots\\?competitionIds=${DEMO_COMPETITION_ID}&division=d1$`),
  );
  await arrival(page.getByRole('heading', { level: 1, name: 'Game-deciding shots' })).toBeVisible();
  const players = page.getByRole('table', {
    name: /Tying and go-ahead shooting by player, Division I/,
  });
  await arrival(players).toBeVisible();
  await expect(players.getByRole('rowheader').first()).toBeVisible();
  const summary = page.getByTestId('deciding-summary');
  const allAttempts = await attemptsShown(summary);
  expect(allAttempts).toBeGreaterThan(0);

  await page.getByLabel('Shot', { exact: true }).selectOption('goAhead');
  await expect(page).toHaveURL(/kind=goAhead/);
  await expect(page).toHaveURL(new RegExp(`competitionIds=${DEMO_COMPETITION_ID}&division=d1`));
  await expect(summary).toContainText('0 tying attempts');
  const goAheadAttempts = await attemptsShown(summary);
  expect(goAheadAttempts).toBeGreaterThan(0);
  expect(goAheadAttempts).toBeLessThanOrEqual(allAttempts);

  const shots = page.getByRole('table', { name: /Game-deciding shots, latest first/ });
  const firstPlay = shots.getByRole('link', { name: /^Play-by-play:/ }).first();
  await expect(firstPlay).toBeVisible();
  await firstPlay.click();
  await expect(page).toHaveURL(
    new RegExp(`/stats/${DEMO_COMPETITION_ID}/games/\\d+/play-by-play\\?period=\\d+$`),
  );
  await arrival(page.getByRole('link', { name: 'Play-by-play', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
