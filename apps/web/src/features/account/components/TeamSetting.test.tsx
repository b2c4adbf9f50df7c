import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  type TierStatus,
  type UpdateSettingsRequest,
  type User,
} from '@courtside/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseInCombobox } from '@/components/testing/combobox';
import { apiUrl, signInForTest, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { renderAccount, serveReferenceLists, TEAMS } from '../account.test-utils';
import { TEAM_CHANGE_RULE, formatNextChange } from '../content/team-change';

const FREE: TierStatus = { value: 1, label: 'Basic: Free', expiresAt: null };
const PLUS: TierStatus = { value: 2, label: 'Plus', expiresAt: null };

const fan = (overrides: Partial<User> = {}) =>
  testUser({ settings: { team: { teamId: 21, gender: 'MALE' } }, ...overrides });

function recordSaves(reply?: () => Response): UpdateSettingsRequest[] {
  const bodies: UpdateSettingsRequest[] = [];
  server.use(
    http.put(apiUrl(ACCOUNT_API.settings), async ({ request }) => {
      bodies.push((await request.json()) as UpdateSettingsRequest);
      return reply ? reply() : HttpResponse.json(fan());
    }),
  );
  return bodies;
}

async function renderSettings(user: User, tier: TierStatus = FREE) {
  serveReferenceLists();
  signInForTest({ user, tier });
  renderAccount('/my-account/settings');
  await screen.findByRole('heading', { name: 'Preferences' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Duke Blue Devils'),
  );
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);
const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('Settings: the trial-team change limit', () => {
  it('states the rule beside the team picker for the free tier', async () => {
    await renderSettings(fan());
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect(team).toBeEnabled();
    expect(team).toHaveAccessibleDescription(TEAM_CHANGE_RULE);
    expect(TEAM_CHANGE_RULE).toMatch(/once every 30 days/);
  });

  it('does not state it for tiers the limit does not apply to', async () => {
    await renderSettings(fan(), PLUS);
    expect(screen.queryByText(TEAM_CHANGE_RULE)).not.toBeInTheDocument();
  });

  it('holds the team and its gender until the next allowed change, and says when', async () => {
    const next = inAWeek();
    const bodies = recordSaves();
    await renderSettings(fan({ nextTeamChangeAt: next.toISOString() }));
    const when = `You can change your team again from ${formatNextChange(next)}.`;
    expect(screen.getByText(when)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: "Women's basketball" })).toBeDisabled();
    // The other settings still save.
    await userEvent.click(screen.getByRole('radio', { name: 'Overall' }));
    await userEvent.click(saveButton());
    await screen.findByText(ACCOUNT_MESSAGES.settingsSaved);
    expect(bodies).toEqual([{ playerPctilesType: 'overall' }]);
  });

  it('lets the team change when the date has passed or cannot be read', async () => {
    await renderSettings(fan({ nextTeamChangeAt: '2020-01-01T00:00:00.000Z' }));
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeEnabled();
    expect(screen.queryByText(/change your team again/)).not.toBeInTheDocument();
  });

  it('ignores an unreadable date', async () => {
    await renderSettings(fan({ nextTeamChangeAt: 'soon' }));
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeEnabled();
  });

  it("shows the server's message when it refuses the change, keeping the choice", async () => {
    const refusal = ACCOUNT_MESSAGES.teamChangeTooSoon(inAWeek().toISOString());
    recordSaves(() => HttpResponse.json({ msg: refusal }, { status: 409 }));
    await renderSettings(fan());
    await chooseInCombobox('Team', 'tufts', /Tufts Jumbos/);
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Tufts Jumbos');
  });

  it('sends no team change when the saved school is chosen again under a new season id', async () => {
    const bodies = recordSaves();
    serveReferenceLists(() =>
      HttpResponse.json([
        ...TEAMS,
        { ...TEAMS[2], teamId: 2100, competitionId: 16001, teamKey: 'duke' },
      ]),
    );
    signInForTest({ user: fan({ settings: { team: { teamId: 2100, gender: 'MALE' } } }) });
    renderAccount('/my-account/settings');
    const team = await screen.findByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(team).toHaveValue('Duke Blue Devils'));
    await chooseInCombobox('Team', 'duke', /Duke Blue Devils/);
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Overall' }));
    await userEvent.click(saveButton());
    await screen.findByText(ACCOUNT_MESSAGES.settingsSaved);
    expect(bodies).toEqual([{ playerPctilesType: 'overall' }]);
  });
});
