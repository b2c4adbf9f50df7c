/**
 * The scoreboard as a visitor uses it: a day of the demo league that has games lists exactly the
 * games the API holds for it, "next game day" skips the empty days to the next day with games,
 * the calendar marks both days, and a game's link opens its game page. The days are read from
 * the public API, not written into the test, so any seed of the league works. Opened on today,
 * it lists the live stream's games of the newest season (playwright.config.ts sets the server's
 * clock to the evening, US Eastern, so some are in progress and some still to tip).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './console-guard';
import { DEMO_COMPETITION_ID } from './support/stats';

/** The page's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

interface GameRow {
  gameId: number;
  gameDate: string | null;
  homeMarket: string;
  awayMarket: string;
}

/** The demo season (DEMO_COMPETITION_ID is 2024-25), July to June. */
const SEASON = { start: '2024-07-01', end: '2025-06-30' };

/** Division I games of the demo season, by day (yyyy-mm-dd → games), oldest first. */
async function seasonGameDays(request: APIRequestContext): Promise<[string, GameRow[]][]> {
  const response = await request.get(
    `/api/gs/raw-games/competition/${DEMO_COMPETITION_ID}/division/1/start/${SEASON.start}/end/${SEASON.end}/`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const rows = (await response.json()) as GameRow[];
  const days = new Map<string, GameRow[]>();
  for (const row of rows) {
    if (row.gameDate === null) continue;
    days.set(row.gameDate, [...(days.get(row.gameDate) ?? []), row]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const gameDate = (iso: string) => iso.replaceAll('-', '');
const gamesText = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

test('a game day lists its games, goes to the next day with games and opens a game', async ({
  page,
  request,
}) => {
  // Two game days in a row of one month, so one calendar shows both.
  const days = await seasonGameDays(request);
  const index = days.findIndex(([day], i) => days[i + 1]?.[0].slice(0, 7) === day.slice(0, 7));
  const first = days[index];
  const second = days[index + 1];
  if (index < 0 || first === undefined || second === undefined) {
    throw new Error('The demo league has no month with two game days');
  }
  const [firstDay, firstGames] = first;
  const [secondDay, secondGames] = second;
  const base = `/tools/scoreboard/${DEMO_COMPETITION_ID}/d1`;

  // 1. The first such day: every game of the API's answer, as a card.
  await page.goto(`${base}/${gameDate(firstDay)}`);
  await arrival(page.getByRole('heading', { level: 1, name: 'Scoreboard' })).toBeVisible();
  const count = page.locator('.scoreboard-bar__count');
  await arrival(count).toHaveText(new RegExp(`^${gamesText(firstGames.length)} · `));
  await expect(page.locator('li.scoreboard-game')).toHaveCount(firstGames.length);

  // 2. The calendar marks both days; the shown one is the current date.
  const calendar = page.getByRole('region', { name: 'Calendar of game days' });
  await expect(calendar.locator('[aria-current="date"]')).toHaveAttribute(
    'href',
    `${base}/${gameDate(firstDay)}`,
  );
  await expect(calendar.locator(`a[href="${base}/${gameDate(secondDay)}"]`)).toHaveAccessibleName(
    new RegExp(`: ${gamesText(secondGames.length)}$`),
  );

  // 3. Next game day: the second day with games, whatever empty days lie between.
  await page.getByRole('link', { name: /^Next game day:/ }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/${gameDate(secondDay)}$`));
  await arrival(count).toHaveText(new RegExp(`^${gamesText(secondGames.length)} · `));
  await expect(page.getByRole('link', { name: /^Previous game day:/ })).toHaveAttribute(
    'href',
    `${base}/${gameDate(firstDay)}`,
  );

  // 4. A game of that day opens its game page.
  const gameLink = page
    .locator('li.scoreboard-game')
    .first()
    .getByRole('link', { name: /^(Box score|Preview) of / });
  const href = await gameLink.getAttribute('href');
  const gameId = /\/stats\/\d+\/games\/(\d+)\/overview$/.exec(href ?? '')?.[1];
  expect(
    secondGames.map((game) => String(game.gameId)),
    `a game link of the day: ${href}`,
  ).toContain(gameId);
  await gameLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/stats/${DEMO_COMPETITION_ID}/games/${gameId}/overview$`),
  );
  await arrival(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Today on the schedule's calendar (US Eastern), yyyymmdd. */
function easternToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .replaceAll('-', '');
}

test.describe('on today', () => {
  // A viewer out West: tip times read in US Eastern and in the viewer's own zone.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("lists today's live games: in progress with the clock, scheduled with tip times", async ({
    page,
  }) => {
    const base = `/tools/scoreboard/${DEMO_COMPETITION_ID}/d1`;
    await page.goto(`${base}/${easternToday()}`);
    const inProgress = page.getByRole('region', { name: /^In progress: / });
    await arrival(inProgress).toBeVisible();
    const liveCard = inProgress.locator('li.scoreboard-game').first();
    await expect(liveCard).toHaveAccessibleName(
      /, (?:(?:1st|2nd|3rd|4th|\d?OT) \d+:\d\d|Half|End (?:1st|2nd|3rd|4th|\d?OT)|Tip-off)$/,
    );
    await expect(liveCard.getByText('Live', { exact: true })).toBeVisible();
    await expect(liveCard.getByRole('link', { name: /^Live box score of / })).toHaveAttribute(
      'href',
      new RegExp(`^/streaming/${DEMO_COMPETITION_ID}/games/\\d+/box-score$`),
    );

    const upcoming = page.getByRole('region', { name: /^Upcoming: / });
    await expect(upcoming.locator('li.scoreboard-game').first()).toHaveAccessibleName(
      /, \d{1,2}:\d\d [AP]M ET \(\d{1,2}:\d\d [AP]M P[SD]T\)$/,
    );
    const calendar = page.getByRole('region', { name: 'Calendar of game days' });
    await expect(calendar.locator('[aria-current="date"]')).toHaveAccessibleName(/, live$/);
  });
});
