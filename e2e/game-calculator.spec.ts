/**
 * The game calculator as a member uses it: two Division I teams of the demo league's newest
 * season picked in the page's pickers, a home-court projection whose numbers match the API's
 * answer for the same request, a what-if that removes the first team's busiest player and moves
 * the projection, a team of an older season against a newer one, and the past games' CSV holding
 * the table's rows. Teams are read from the public API, not written into the test, so any seed
 * of the league works.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './console-guard';
import { e2eAdmin, loginToken } from './support/accounts';
import {
  DEMO_COMPETITION_ID,
  parseCsvText,
  seriousViolations,
  signInAsAdmin,
} from './support/stats';

/** The page's lazy chunk and first data reads, on a shared 2-core machine. */
const arrival = expect.configure({ timeout: 15_000 });

/** 2023-24 men, the season before the demo's default (DEMO_SCALE=sample holds 2022-23 on). */
const OLDER_COMPETITION_ID = 36045;

interface RankedTeam {
  teamId: number;
  teamMarket: string;
  teamName: string | null;
  games: number;
  netRanking: number | null;
}

/** The best-ranked Division I teams of a season with games, best first. */
async function rankedTeams(
  request: APIRequestContext,
  competitionId: number,
): Promise<RankedTeam[]> {
  const response = await request.get(
    `/api/gs/competition-teams?competitionId=${competitionId}&divisionId=1`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const rows = (await response.json()) as RankedTeam[];
  return rows
    .filter((row) => row.games > 0 && row.netRanking !== null)
    .sort((a, b) => (a.netRanking ?? 0) - (b.netRanking ?? 0));
}

const optionName = (team: RankedTeam) =>
  new RegExp(`^${[team.teamMarket, team.teamName].filter(Boolean).join(' ')}`);

test('a matchup projected at home, changed by a what-if, and across seasons', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [first, second] = await rankedTeams(request, DEMO_COMPETITION_ID);
  const [older] = await rankedTeams(request, OLDER_COMPETITION_ID);
  if (first === undefined || second === undefined || older === undefined) {
    throw new Error('The demo league has too few rated Division I teams');
  }
  await signInAsAdmin(page, request);
  await page.goto('/tools/game-calculator');
  await arrival(page.getByRole('heading', { level: 1, name: 'Game calculator' })).toBeVisible();

  // 1. Both teams from the pickers, in the demo season.
  await page.getByLabel('First team season').selectOption(String(DEMO_COMPETITION_ID));
  const firstBox = page.getByRole('combobox', { name: 'First team', exact: true });
  await arrival(firstBox).toBeEnabled();
  await firstBox.fill(first.teamMarket);
  await page
    .getByRole('option', { name: optionName(first) })
    .first()
    .click();
  await page.getByLabel('Second team season').selectOption(String(DEMO_COMPETITION_ID));
  const secondBox = page.getByRole('combobox', { name: 'Second team', exact: true });
  await arrival(secondBox).toBeEnabled();
  await secondBox.fill(second.teamMarket);
  await page
    .getByRole('option', { name: optionName(second) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`a=${DEMO_COMPETITION_ID}%3A${first.teamId}`));

  // 2. At the first team's home: the page shows the API's numbers for the same request.
  await page.getByRole('button', { name: `${first.teamMarket} home` }).click();
  await expect(page).toHaveURL(/site=home/);
  const heading = page.getByRole('heading', { name: /^Projection at / });
  await arrival(heading).toBeVisible();
  const admin = e2eAdmin();
  const token = await loginToken(request, admin.email, admin.password);
  const api = await request.get(
    `/api/gs/game-projection/competitions/${DEMO_COMPETITION_ID}-${DEMO_COMPETITION_ID}/teams/${first.teamId}-${second.teamId}/scope/home/`,
    { headers: { 'x-auth-token': token } },
  );
  expect(api.status(), await api.text()).toBe(200);
  const [row] = (await api.json()) as Array<{ projection: { projectedPts: number } }>;
  await expect(page.locator('.game-calculator__points').first()).toHaveText(
    (row?.projection.projectedPts ?? 0).toFixed(1),
  );
  // The summary's margin: its definition term, then the value.
  const margin = page
    .locator('.game-calculator__number')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Projected margin/ }) })
    .getByRole('definition');
  const before = (await margin.textContent()) ?? '';

  // 3. What-if: the first team's busiest player removed; the URL and the projection move.
  const remove = page.getByRole('button', { name: /^Remove / }).first();
  await arrival(remove).toBeVisible();
  await remove.click();
  await expect(page).toHaveURL(/whatif=\d+%3A0/);
  await arrival(page.getByText(/\(was /).first()).toBeVisible();
  await expect(margin).not.toHaveText(before);
  await expect(page.getByRole('button', { name: /^Restore / })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // 4. The past games' CSV holds the table's rows (when the pair met in the seasons held).
  const pastTable = page.getByRole('table', { name: /results and each season’s prediction/ });
  if ((await pastTable.count()) > 0) {
    const shownRows = await pastTable.locator('tbody tr').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = parseCsvText(await readFile(await download.path(), 'utf8'));
    expect(csv.length - 1).toBe(shownRows);
  } else {
    await expect(page.getByText(/have not played each other/)).toBeVisible();
  }

  // 5. The second team replaced by an older season's team: the pools differ, and the page says so.
  await page.getByLabel('Second team season').selectOption(String(OLDER_COMPETITION_ID));
  await expect(page).not.toHaveURL(/whatif=/);
  await arrival(secondBox).toBeEnabled();
  await secondBox.fill(older.teamMarket);
  await page
    .getByRole('option', { name: optionName(older) })
    .first()
    .click();
  await arrival(page.getByText(/rated in different seasons or divisions/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
