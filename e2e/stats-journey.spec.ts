/**
 * The stats journey on the demo warehouse: the navbar search finds a team → its
 * overview → a game from its schedule → the box score's player points add up to the final score
 * in the header → a player → the game log's CSV download holds exactly the table shown.
 * Signed in as the administrator: player box scores and player pages need an account.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard';
import {
  asCsvField,
  numericColumn,
  parseCsvText,
  readStatTable,
  signInAsAdmin,
  DEMO_COMPETITION_ID,
  topDemoTeam,
} from './support/stats';

/**
 * Waits for a page's lazy chunk and first data reads: on the shared 2-core machine, with builds
 * and other suites running, these take longer than the default 5 s expect timeout.
 */
const arrival = expect.configure({ timeout: 15_000 });

/** Schedule rows of games already played (their result cell reads W or L). */
function playedGameRows(page: Page, schedule: Locator): Locator {
  return schedule.locator('tbody tr').filter({ has: page.getByRole('cell', { name: /^[WL]$/ }) });
}

/**
 * On a game's box score: each team's player PTS column, summed, equals that team's final score
 * in the header. Returns the two team names, away first.
 */
async function expectBoxScoreAddsUp(page: Page): Promise<string[]> {
  const sides = [page.getByTestId('away-score'), page.getByTestId('home-score')];
  const markets: string[] = [];
  for (const side of sides) {
    await arrival(side.locator('strong')).toHaveText(/^\d+$/);
    const market = (await side.getByRole('link').textContent()) ?? '';
    const region = page.getByRole('region', { name: `${market} box score` });
    await arrival(region.locator('tbody tr').first()).toBeVisible();
    const box = await readStatTable(region);
    expect(box.rows.length, `${market} has player lines`).toBeGreaterThan(4);
    const points = numericColumn(box, 'PTS').reduce((sum, value) => sum + value, 0);
    const final = Number(await side.locator('strong').textContent());
    expect(points, `${market}: player points vs the final score`).toBe(final);
    markets.push(market);
  }
  return markets;
}

test('search a team, open a game, check its box score, export a player game log', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const team = await topDemoTeam(request);
  await signInAsAdmin(page, request);
  await page.goto('/stats/home');

  // 1. The navbar search: the team's option opens its overview (§2: highest competition id).
  const search = page.getByRole('combobox', {
    name: 'Search teams, players, games and conferences',
  });
  await search.fill(`${team.teamMarket} ${team.teamName}`);
  // The school has a men's and a women's team: the men's option, labelled (M).
  const option = page
    .getByRole('option')
    .filter({ hasText: `${team.teamMarket} ${team.teamName} (M)` })
    .filter({ hasText: 'Team' });
  await arrival(option.first()).toBeVisible();
  await option.first().click();
  await expect(page).toHaveURL(new RegExp(`/stats/\\d+/teams/${team.teamId}/overview$`));
  await arrival(page.getByRole('heading', { level: 1, name: team.teamMarket })).toBeVisible();
  await expect(page.locator('.stats-page-title .stats-simulated-badge')).toHaveText(
    /^Simulated data/,
  );

  // 2. A played home or away game from the schedule (newest first; neutral-site games are
  //    the known defect tested below): the opponent cell links to its box score.
  const schedule = page.getByRole('region', { name: 'Schedule and results' });
  await arrival(schedule.locator('tbody tr').first()).toBeVisible();
  const gameLink = playedGameRows(page, schedule)
    .filter({ has: page.getByRole('link', { name: /^(vs|at) [^(]/ }) })
    .first()
    .getByRole('link');
  const gameHref = await gameLink.getAttribute('href');
  const gameId = /\/games\/(\d+)\/box-score$/.exec(gameHref ?? '')?.[1];
  expect(gameId, `a box-score link: ${gameHref}`).toBeDefined();
  await gameLink.click();
  // The box score is the game page's first view, "overview" (box-score is its legacy alias).
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}/overview$`));

  // 3. The box score: each team's player points sum to its score in the header.
  const sides = await expectBoxScoreAddsUp(page);
  expect(sides).toContain(team.teamMarket);

  // 4. A player of the searched team, from the box score.
  const teamBox = page.getByRole('region', { name: `${team.teamMarket} box score` });
  const playerLink = teamBox.locator('tbody tr th').getByRole('link').first();
  const playerName = (await playerLink.textContent()) ?? '';
  expect(playerName).not.toBe('');
  await playerLink.click();
  await expect(page).toHaveURL(/\/stats\/\d+\/players\/\d+\/overview$/);
  await arrival(page.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(page.locator('.stats-page-title .stats-simulated-badge')).toHaveText(
    /^Simulated data/,
  );

  // 5. His game log, narrowed with the table's filter, downloads as CSV exactly as shown.
  await page
    .getByRole('navigation', { name: 'Player views' })
    .getByRole('link', { name: 'Game log' })
    .click();
  await expect(page).toHaveURL(/\/players\/\d+\/game-log$/);
  const log = page.getByRole('region', { name: `${playerName} game log` });
  await arrival(log.locator('tbody tr').first()).toBeVisible();
  const fullLog = await readStatTable(log);
  const opponent = sides.find((market) => market !== team.teamMarket) ?? '';
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill(opponent);
  await expect(page.getByText(/^\d+ of \d+ rows$/)).toBeVisible();
  const shown = await readStatTable(log);
  // The game just opened is in his log, so the filter keeps at least that row.
  expect(shown.rows.length).toBeGreaterThan(0);
  for (const row of shown.rows) expect(row[0]).toContain(opponent);
  expect(shown.rows.length).toBeLessThanOrEqual(fullLog.rows.length);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/game-log\.csv$/);
  const downloadPath = await download.path();
  const csv = parseCsvText(await readFile(downloadPath, 'utf8'));
  const [csvHeader, ...csvRows] = csv;
  expect(csvHeader).toEqual(shown.header);
  expect(csvRows).toEqual(shown.rows.map((row) => row.map(asCsvField)));
});

/**
 * On a neutral floor both team-game rows have isHome false; the page must still find the sides
 * (through the game's home team) and show a box score that adds up.
 */
test('a neutral-site game box score adds up to its final score', async ({ page, request }) => {
  const team = await topDemoTeam(request);
  await signInAsAdmin(page, request);
  await page.goto(`/stats/${DEMO_COMPETITION_ID}/teams/${team.teamId}/overview`);
  const schedule = page.getByRole('region', { name: 'Schedule and results' });
  await arrival(schedule.locator('tbody tr').first()).toBeVisible();
  const neutral = playedGameRows(page, schedule).filter({
    has: page.getByRole('link', { name: /^vs \(N\) / }),
  });
  test.skip((await neutral.count()) === 0, 'this team played no neutral-site game');
  await neutral.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/games\/\d+\/overview$/);
  await expectBoxScoreAddsUp(page);
});
