/**
 * The bracket challenge in the built app, on a phone-size screen: an admin publishes a
 * tournament's challenge with a lock time ahead (the sample league's tournaments are all played,
 * so without it picks are locked), a fan names a bracket, fills it game by game by clicking the
 * winners, saves it, sees it scored and on the leaderboard, and a visitor opens its share link
 * read-only. The page never gets wider than the phone (the bracket scrolls in its own box), and
 * the scores on screen are checked against points worked from the layout's results.
 */
import { expect, test } from '@playwright/test';
import { e2eAdmin, loginToken, signInAs, verifiedAccount } from './support/accounts';

const WOMEN_2025 = { competitionId: 38529, tournamentId: 6025 };
const STANDARD = [10, 20, 40, 80, 160, 320];
const page = `/tools/brackets/${WOMEN_2025.competitionId}/tournaments/${WOMEN_2025.tournamentId}`;

interface LayoutGame {
  round: number;
  winnerTeamId: number | null;
}

interface LayoutTeam {
  teamId: number;
  teamMarket: string;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('bracket challenge', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test.afterAll(async ({ request }) => {
    const admin = e2eAdmin();
    const token = await loginToken(request, admin.email, admin.password);
    await request.put(`/api/admin/bracket-settings/${WOMEN_2025.tournamentId}`, {
      headers: { 'x-auth-token': token },
      data: { published: false, picksLockAt: null },
    });
  });

  test('a fan fills, saves and shares a bracket that scores and leads the pool', async ({
    page: tab,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = e2eAdmin();
    const adminToken = await loginToken(request, admin.email, admin.password);
    const opened = await request.put(`/api/admin/bracket-settings/${WOMEN_2025.tournamentId}`, {
      headers: { 'x-auth-token': adminToken },
      data: { published: true, picksLockAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(opened.status(), await opened.text()).toBe(200);

    const layout = (await (
      await request.get(`/api/brackets/${WOMEN_2025.tournamentId}/layout`)
    ).json()) as {
      games: LayoutGame[];
      teams: LayoutTeam[];
      status: string;
      pickByOdds: number[];
    };
    expect(layout.status).toBe('open');
    // Every game is played: "Pick by odds" picks every winner, worth every scored game.
    const perfect = layout.games
      .filter((game) => game.round > 0)
      .reduce((sum, game) => sum + (STANDARD[game.round - 1] ?? 0), 0);

    const email = await verifiedAccount(request, 'bracket-fan');
    await signInAs(tab, request, email);
    await tab.goto(`${page}?view=picks`);
    const create = tab.getByRole('form', { name: 'New bracket' });
    await create.getByLabel('New bracket name').fill('Hindsight');
    await create.getByRole('button', { name: 'Create bracket' }).click();
    const editor = tab.getByRole('region', { name: 'Hindsight', exact: true });
    await expect(editor).toBeVisible();
    await expect(editor.getByText(`0 of ${layout.games.length} games picked`)).toBeVisible();

    // Game by game in bracket order: each winner's only unpressed button is in its next game.
    const names = new Map(layout.teams.map((team) => [team.teamId, team.teamMarket]));
    for (const teamId of layout.pickByOdds) {
      const name = escaped(names.get(teamId) ?? '');
      await editor
        .getByRole('button', {
          name: new RegExp(`^Pick ${name} \\(\\d+\\) to win `),
          pressed: false,
        })
        .first()
        .click();
    }
    await expect(
      editor.getByText(`${layout.games.length} of ${layout.games.length} games picked: complete.`),
    ).toBeVisible();
    await editor.getByRole('button', { name: 'Save picks' }).click();
    await expect(editor.getByText('Picks saved.')).toBeVisible();
    const score = editor.getByRole('definition').first();
    await expect(score).toHaveText(String(perfect));
    const pageWidth = await tab.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);

    await tab
      .getByRole('navigation', { name: 'Brackets views' })
      .getByRole('link', { name: 'Leaderboard' })
      .click();
    await expect(tab).toHaveURL(/view=leaderboard/);
    const board = tab.getByRole('region', { name: /Leaderboard/ });
    const row = board.getByRole('row', { name: /Hindsight/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('yours');
    await expect(row).toContainText(String(perfect));

    // The share link opens read-only for a visitor.
    const token = await loginToken(request, email);
    const mine = (await (
      await request.get(`/api/brackets/${WOMEN_2025.tournamentId}/mine`, {
        headers: { 'x-auth-token': token },
      })
    ).json()) as Array<{ name: string; shareId: string; score: { current: number } }>;
    expect(mine.map((b) => [b.name, b.score.current])).toEqual([['Hindsight', perfect]]);
    const visitor = await browser.newPage();
    await visitor.goto(`${page}?view=picks&bracket=${mine[0]?.shareId}`);
    await expect(visitor.getByRole('heading', { name: 'Hindsight' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Save picks' })).toHaveCount(0);
    await visitor.close();
  });
});
