/**
 * A free-tier fan's journey on the sample demo league (2022-23 to 2024-25, both genders): sign up
 * choosing a women's team, see that school's trial players on its roster in two seasons (the top
 * three by minutes, read independently through the administrator's unrestricted answers), open a
 * featured demo player, and switch seasons on a player page.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { e2eAdmin, fillSignUpForm, loginToken, uniqueEmail } from './support/accounts';
import { linkContaining, waitForMail } from './support/outbox';

const WOMEN_2024_25 = 38529;
const WOMEN_2023_24 = 36046;

const arrival = expect.configure({ timeout: 15_000 });

interface CompetitionTeam {
  teamId: number;
  teamKey: string;
  teamMarket: string;
  teamName: string;
  games: number;
  netRanking: number | null;
}

interface PlayerMinutes {
  playerId: number;
  fullName: string;
  mins: number;
}

async function divisionOneTeams(
  request: APIRequestContext,
  competitionId: number,
): Promise<CompetitionTeam[]> {
  const response = await request.get(
    `/api/gs/competition-teams?competitionId=${competitionId}&divisionId=1`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CompetitionTeam[];
}

/**
 * The team's top three by season minutes, every player tied with the third included, from the
 * administrator's answer (which no trial rule cuts down).
 */
async function expectedTrialNames(
  request: APIRequestContext,
  adminToken: string,
  competitionId: number,
  teamId: number,
): Promise<string[]> {
  const response = await request.get(
    `/api/gs/player-agg-stats?competitionId=${competitionId}&teamId=${teamId}&scope=season`,
    { headers: { 'x-auth-token': adminToken } },
  );
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as PlayerMinutes[]).sort((a, b) => b.mins - a.mins);
  expect(rows.length, 'the team has more players than the trial shows').toBeGreaterThan(3);
  const third = rows[2]?.mins ?? 0;
  return rows.filter((row) => row.mins >= third).map((row) => row.fullName);
}

/** The player names of the roster table, in the order shown. */
async function rosterNames(page: Page, teamMarket: string): Promise<string[]> {
  const table: Locator = page.getByRole('table', { name: `${teamMarket} players` });
  await arrival(table.locator('tbody tr').first()).toBeVisible();
  return table
    .locator('tbody tr:not(.stat-table__spacer)')
    .evaluateAll((lines) =>
      lines.map((line) => (line.querySelector('a')?.textContent ?? '').trim()),
    );
}

test('a free fan signs up with a women’s team and sees its trial players across seasons', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = e2eAdmin();
  const adminToken = await loginToken(request, admin.email, admin.password);
  const [school] = (await divisionOneTeams(request, WOMEN_2024_25))
    .filter((team) => team.games > 0 && team.netRanking !== null)
    .sort((a, b) => (a.netRanking ?? 0) - (b.netRanking ?? 0));
  if (school === undefined) throw new Error('No ranked women’s Division I team in 2024-25');
  const lastSeason = (await divisionOneTeams(request, WOMEN_2023_24)).find(
    (team) => team.teamKey === school.teamKey,
  );
  if (lastSeason === undefined) throw new Error(`${school.teamMarket} has no 2023-24 team`);

  // 1. Sign up as a fan of the school's women's team: the picker lists each school once.
  const email = uniqueEmail('trial-fan');
  const form = await fillSignUpForm(page, email);
  await form.getByLabel("Women's basketball").check();
  const picker = form.getByRole('combobox', { name: /^Team/ });
  await arrival(picker).toBeEnabled();
  await picker.fill(school.teamMarket);
  const schoolOption = page.getByRole('option', { name: new RegExp(school.teamMarket) });
  await expect(schoolOption).toHaveCount(1);
  await schoolOption.click();
  await form.getByRole('button', { name: /Create Account/ }).click();
  await expect(page.getByText(`We sent an email to ${email}`)).toBeVisible();
  const mail = await waitForMail(email, 'verification');
  await page.goto(linkContaining(mail, '/users/verify-email'));
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });

  // 2. The 2024-25 roster: exactly the top three by minutes, with the note saying why.
  await page.goto(`/stats/${WOMEN_2024_25}/teams/${school.teamId}/roster`);
  const thisYear = await expectedTrialNames(request, adminToken, WOMEN_2024_25, school.teamId);
  expect((await rosterNames(page, school.teamMarket)).sort()).toEqual([...thisYear].sort());
  await expect(page.getByText(/Your free tier shows your team.s top three players/)).toBeVisible();

  // 3. The season switch finds the same school in 2023-24, with that season's top three.
  await page.getByLabel('Season', { exact: true }).selectOption(String(WOMEN_2023_24));
  await expect(page).toHaveURL(`/stats/${WOMEN_2023_24}/teams/${lastSeason.teamId}/roster`);
  const lastYear = await expectedTrialNames(request, adminToken, WOMEN_2023_24, lastSeason.teamId);
  expect((await rosterNames(page, lastSeason.teamMarket)).sort()).toEqual([...lastYear].sort());

  // 4. The note names the trial players: seven featured ones, whatever the team; one of them
  // opens for the free tier.
  const token = await loginToken(request, email);
  const trial = await request.get('/api/users/trial-players', {
    headers: { 'x-auth-token': token },
  });
  expect(trial.status(), await trial.text()).toBe(200);
  const players = (await trial.json()) as Array<{
    competitionId: number;
    fullName: string;
    for: 'all' | 'user';
  }>;
  const featured = players.filter((player) => player.for === 'all');
  expect(featured).toHaveLength(7);
  const star = featured.find((player) => player.competitionId === WOMEN_2023_24);
  if (star === undefined) throw new Error('No featured player in 2023-24 women’s');
  await page.getByText('Your trial players').first().click();
  const featuredList = page.getByRole('list', { name: 'Featured trial players' }).first();
  await arrival(featuredList.getByRole('link')).toHaveCount(7);
  await featuredList.getByRole('link', { name: star.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/stats/${WOMEN_2023_24}/players/\\d+/overview$`));
  await arrival(page.getByRole('heading', { level: 1, name: star.fullName })).toBeVisible();
  await expect(page.getByText(/not among the players your free tier opens/)).toHaveCount(0);

  // 5. The player page's season list holds only the player's own seasons; choosing another
  // opens that season's page of the same player.
  const season = page.getByLabel('Season', { exact: true });
  await arrival(season).toBeEnabled();
  const offered = await season
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered).toContain(String(WOMEN_2023_24));
  expect(offered.every((id) => [33535, 36046, 38529].includes(Number(id)))).toBe(true);
  const other = offered.find((id) => Number(id) !== WOMEN_2023_24);
  if (other === undefined) throw new Error(`${star.fullName} plays one season only`);
  await season.selectOption(other);
  await expect(page).toHaveURL(new RegExp(`/stats/${other}/players/\\d+/overview$`));
  await arrival(page.getByRole('heading', { level: 1, name: star.fullName })).toBeVisible();
});
