import { expect, test } from './console-guard';
import { e2eAdmin, loginToken, useToken, verifiedAccount } from './support/accounts';

test.describe('administration', () => {
  test('an admin finds a user, raises their tier, issues a trial link and sets bracket scoring', async ({
    page,
    request,
  }) => {
    const admin = e2eAdmin();
    await useToken(page, await loginToken(request, admin.email, admin.password));
    const member = await verifiedAccount(request, 'promoted');
    const trialist = await verifiedAccount(request, 'trialist');

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Search by email').fill(member);
    await page.getByRole('button', { name: `Edit ${member}` }).click();
    const editor = page.getByRole('form', { name: `Edit ${member}` });
    await editor.getByLabel('Tier', { exact: true }).selectOption('3');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByText(`Saved changes to ${member}.`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(member) })).toContainText('Pro');
    const memberTier = await request.get('/api/users/verify-tier', {
      headers: { 'x-auth-token': await loginToken(request, member) },
    });
    expect(await memberTier.json()).toMatchObject({ value: 3, expiresAt: null });

    await page.getByLabel('Email for a trial link').fill(trialist);
    await page.getByRole('button', { name: 'Create trial link' }).click();
    const linkField = page.getByLabel('Trial link', { exact: true });
    await expect(linkField).toBeVisible();
    const link = await linkField.inputValue();
    expect(link).toContain('/api/users/redeem-trial?token=');
    // The trialist opens the link: signed in on tier 2 for 7 days.
    const trialPage = await page.context().browser()?.newPage();
    if (!trialPage) throw new Error('no browser');
    await trialPage.goto(link);
    await expect(trialPage).toHaveURL(/\/verify-email-page\/user-tier-upgrade-success$/);
    const trialTier = await request.get('/api/users/verify-tier', {
      headers: { 'x-auth-token': await loginToken(request, trialist) },
    });
    const { value, expiresAt } = (await trialTier.json()) as { value: number; expiresAt: string };
    expect(value).toBe(2);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await trialPage.close();

    await page.getByRole('link', { name: 'Bracket settings' }).click();
    await expect(page).toHaveURL(/\/bracket-admin$/);
    const tournament = page.getByRole('form', { name: "2024-25 Men's National Tournament" });
    await tournament.getByLabel(/Scoring/).selectOption('doubling');
    await tournament.getByRole('button', { name: 'Save' }).click();
    await expect(tournament.getByText("Saved 2024-25 Men's National Tournament.")).toBeVisible();
    const settings = (await (await request.get('/api/brackets/settings')).json()) as Array<{
      tournamentId: number;
      scoringSystem: string;
    }>;
    expect(settings.find((row) => row.tournamentId === 5025)?.scoringSystem).toBe('doubling');
  });
});
