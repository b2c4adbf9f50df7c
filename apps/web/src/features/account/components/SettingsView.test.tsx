import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  type UpdateSettingsRequest,
  type User,
} from '@courtside/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, signInForTest, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { chooseInCombobox, comboboxOptionNames } from '@/components/testing/combobox';
import { renderAccount, serveReferenceLists } from '../account.test-utils';
import { PICKERS_UNAVAILABLE_NOTE, SETTINGS_SAVED_NOTICE_MS } from './SettingsView';

const staffUser = testUser({
  userType: 'team',
  settings: {
    team: { teamId: 12, gender: 'FEMALE' },
    scope: { value: 'l5g', label: 'Last 5 games' },
    conference: 3,
    playerPctilesType: 'overall',
  },
});

/** Answers PUT settings by merging the body into the user, and records each body. */
function answerSettings(user: User = staffUser): UpdateSettingsRequest[] {
  const bodies: UpdateSettingsRequest[] = [];
  server.use(
    http.put(apiUrl(ACCOUNT_API.settings), async ({ request }) => {
      const body = (await request.json()) as UpdateSettingsRequest;
      bodies.push(body);
      const { userType, ...settings } = body;
      return HttpResponse.json({
        ...user,
        userType: userType ?? user.userType,
        settings: { ...user.settings, ...settings },
      });
    }),
  );
  return bodies;
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

async function renderSettings(user: User = staffUser) {
  signInForTest({ user });
  const view = renderAccount('/my-account/settings');
  await screen.findByRole('heading', { name: 'Preferences' });
  return view;
}

describe('Settings view', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts from the profile: settings first, then the top-level fallbacks', async () => {
    serveReferenceLists();
    await renderSettings(
      testUser({
        userType: 'team',
        settings: { team: { teamId: 12, gender: 'FEMALE' }, playerPctilesType: 'overall' },
        scope: { value: 'l5g', label: 'Last 5 games' },
        conference: 3,
      }),
    );
    expect(screen.getByRole('radio', { name: 'Team staff' })).toBeChecked();
    expect(screen.getByRole('radio', { name: "Women's basketball" })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Overall' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Stat scope' })).toHaveValue('l5g');
    const team = screen.getByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(team).toBeEnabled());
    expect(team).toHaveValue('Stanford Cardinal');
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('3');
    // Only the chosen gender's teams are offered.
    expect(await comboboxOptionNames('Team')).toEqual([
      'No team',
      'Stanford Cardinal',
      'UConn Huskies',
    ]);
    expect(screen.getByText('fan@example.com')).toBeInTheDocument();
  });

  it('keeps Save disabled until something changed, and again after undoing it', async () => {
    serveReferenceLists();
    await renderSettings();
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Fan' }));
    expect(saveButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Team staff' }));
    expect(saveButton()).toBeDisabled();
  });

  it('sends exactly the changed fields and updates the session with the reply', async () => {
    serveReferenceLists();
    const bodies = answerSettings();
    await renderSettings();
    expect(screen.getByTestId('session-user')).toHaveTextContent('scope=l5g');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stat scope' }), 'home');
    await userEvent.click(screen.getByRole('radio', { name: 'By position' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText(ACCOUNT_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(bodies).toEqual([
      { scope: { value: 'home', label: 'Home' }, playerPctilesType: 'byPosition' },
    ]);
    expect(screen.getByTestId('session-user')).toHaveTextContent('scope=home');
    expect(saveButton()).toBeDisabled();
  });

  it('sends team and gender together, dropping a team of the other gender', async () => {
    serveReferenceLists();
    const bodies = answerSettings();
    await renderSettings();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: "Men's basketball" }));
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('');
    await chooseInCombobox('Team', 'duke', /Duke Blue Devils/);
    await userEvent.click(saveButton());
    await screen.findByText(ACCOUNT_MESSAGES.settingsSaved);
    expect(bodies).toEqual([{ team: { teamId: 21, gender: 'MALE' } }]);
    expect(screen.getByTestId('session-user')).toHaveTextContent('team=21 gender=MALE');
  });

  it('shows "Settings saved." for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveReferenceLists();
    answerSettings();
    await renderSettings();
    await user.click(screen.getByRole('radio', { name: 'Fan' }));
    await user.click(saveButton());
    const notice = await screen.findByText(ACCOUNT_MESSAGES.settingsSaved);
    act(() => vi.advanceTimersByTime(SETTINGS_SAVED_NOTICE_MS - 200));
    expect(notice).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByText(ACCOUNT_MESSAGES.settingsSaved)).not.toBeInTheDocument();
    expect(SETTINGS_SAVED_NOTICE_MS).toBe(4_000);
  });

  it("shows the server's message when saving fails and keeps the changes", async () => {
    serveReferenceLists();
    server.use(
      http.put(apiUrl(ACCOUNT_API.settings), () =>
        HttpResponse.json({ msg: ACCOUNT_MESSAGES.sessionExpired }, { status: 401 }),
      ),
    );
    await renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Fan' }));
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.sessionExpired);
    expect(screen.getByRole('radio', { name: 'Fan' })).toBeChecked();
    expect(screen.getByTestId('session-user')).toHaveTextContent('scope=l5g');
  });

  it('disables the pickers and keeps the saved values when the lists fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveReferenceLists(
      () => HttpResponse.json({ msg: 'not found' }, { status: 404 }),
      () => HttpResponse.json({ msg: 'not found' }, { status: 404 }),
    );
    const bodies = answerSettings();
    await renderSettings();
    expect(await screen.findByText(PICKERS_UNAVAILABLE_NOTE)).toBeInTheDocument();
    const team = screen.getByRole('combobox', { name: 'Team' });
    const conference = screen.getByRole('combobox', { name: 'Conference' });
    expect(team).toBeDisabled();
    expect(conference).toBeDisabled();
    expect(team).toHaveAttribute('placeholder', 'Team 12 (saved)');
    expect(conference).toHaveValue('3');
    await userEvent.click(screen.getByRole('radio', { name: 'Fan' }));
    await userEvent.click(saveButton());
    await screen.findByText(ACCOUNT_MESSAGES.settingsSaved);
    expect(bodies).toEqual([{ userType: 'fan' }]);
  });

  it('disables the pickers when the lists are empty', async () => {
    serveReferenceLists(
      () => HttpResponse.json([]),
      () => HttpResponse.json([]),
    );
    await renderSettings(testUser());
    expect(await screen.findByText(PICKERS_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveDisplayValue(
      'No conference',
    );
  });

  it('links an unverified account to the verification page', async () => {
    serveReferenceLists();
    signInForTest({ user: testUser(), tier: { value: 0, label: 'No Access', expiresAt: null } });
    renderAccount('/my-account/settings');
    const link = await screen.findByRole('link', { name: /send a new verification email/i });
    await userEvent.click(link);
    expect(await screen.findByText('verification page')).toBeInTheDocument();
  });

  it('trusts emailVerified when the profile carries it', async () => {
    serveReferenceLists();
    signInForTest({
      user: { ...testUser(), emailVerified: true } as User,
      tier: { value: 0, label: 'No Access', expiresAt: null },
    });
    renderAccount('/my-account/settings');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    serveReferenceLists();
    const { router } = await renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('session-user')).toHaveTextContent('signed out');
    expect(localStorage.length).toBe(0);
  });
});
