/**
 * Scoring streaks as a free member uses it: the division's teams ranked by their longest run,
 * one team picked from the controls, its runs read as a fan reads them ("18-0 run, 2nd half
 * 12:31–7:02"), and a run followed to its game's play-by-play at the period it began in.
 */
import { expect, test } from './console-guard';
import { signInAs, verifiedAccount } from './support/accounts';
import { DEMO_COMPETITION_ID, topDemoTeam } from './support/stats';

/** A tool's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

/** "18-0 run, 2nd half 12:31–7:02": the run's points, then the period and clock it began at. */
const RUN_TEXT = /^\d+-0 run, (1st half|2nd half|OT|\d(st|nd|rd|th) OT) \d{1,2}:\d{2}/;

test('a team’s runs are listed in fan terms and each opens its game moment', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'streaks');
  await signInAs(page, request, email);
  const team = await topDemoTeam(request);

  await page.goto(`/tools/scoring-streaks?competitionIds=${DEMO_COMPETITION_ID}&division=d1`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Scoring streaks' })).toBeVisible();
  const leaders = page.getByRole('table', { name: /Scoring runs by team, Division I/ });
  await arrival(leaders).toBeVisible();
  // Every team opens its drill-down from its name.
  await expect(leaders.getByRole('rowheader').first().getByRole('link')).toBeVisible();

  await page.getByLabel('Team', { exact: true }).selectOption({ label: team.teamMarket });
  await expect(page).toHaveURL(new RegExp(`team=${team.teamId}`));
  await expect(page).toHaveURL(new RegExp(`competitionIds=${DEMO_COMPETITION_ID}&division=d1`));
  const runs = page.getByRole('table', { name: new RegExp(`${team.teamMarket}: runs made`) });
  await arrival(runs).toBeVisible();

  const firstRun = runs.getByRole('rowheader').first().getByRole('link');
  const runText = (await firstRun.textContent()) ?? '';
  expect(runText).toMatch(RUN_TEXT);
  // The run's points are a real run: 8-0 or more, never 0-0.
  expect(Number(runText.split('-')[0])).toBeGreaterThanOrEqual(8);

  await firstRun.click();
  await expect(page).toHaveURL(
    new RegExp(`/stats/${DEMO_COMPETITION_ID}/games/\\d+/play-by-play\\?period=\\d+$`),
  );
  await arrival(page.getByRole('link', { name: 'Play-by-play', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
