import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES, type SignupResponse } from '@courtside/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { STUB_DIALOG_NAME, withStubLoginDialog } from '@/lib/login-dialog/test-support';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { chooseInCombobox, comboboxOptionNames } from '@/components/testing/combobox';
import { PICKERS_UNAVAILABLE_NOTE } from './ReferencePickers';
import { SignupPage } from './SignupPage';

const TEAMS = [
  { teamId: 12, teamName: 'Blue Devils', teamMarket: 'Duke', gender: 'MALE', divisionId: 1 },
  { teamId: 13, teamName: 'Huskies', teamMarket: 'UConn', gender: 'FEMALE', divisionId: 1 },
  { teamId: 14, teamName: 'Bruins', teamMarket: 'UCLA', gender: 'MALE', divisionId: 1 },
];
const CONFERENCES = [
  { conferenceId: 2, conferenceLongName: 'Big East', conferenceShortName: 'BE' },
  { conferenceId: 1, conferenceLongName: 'Atlantic Coast', conferenceShortName: 'ACC' },
];

/** Answers the two reference reads (on their real data paths) with `teams` and `conferences`. */
function handleReferenceData(teams: () => Response, conferences: () => Response) {
  server.use(
    http.get(apiUrl('/gs/teams/'), teams),
    http.get(apiUrl('/gs/conferences/'), conferences),
  );
}

function handleSignup(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.signup), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function renderSignup() {
  return renderWithSession(
    [
      { path: '/signup', element: withStubLoginDialog(<SignupPage />) },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: ['/signup'] },
  );
}

async function fillValidForm() {
  await userEvent.type(await screen.findByLabelText('Email'), 'New.Fan@Example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
}

const created = (email: string): SignupResponse => ({
  msg: ACCOUNT_MESSAGES.signupCreated(email),
  email,
  verificationEmailSent: true,
});

/** The form with `teams` and the conferences served, once the team picker is ready. */
async function renderWithLists(teams: JsonBodyType) {
  handleReferenceData(
    () => HttpResponse.json(teams),
    () => HttpResponse.json(CONFERENCES),
  );
  const bodies = handleSignup(() =>
    HttpResponse.json(created('new.fan@example.com'), { status: 201 }),
  );
  renderSignup();
  const team = await screen.findByRole('combobox', { name: 'Team (optional)' });
  await waitFor(() => expect(team).toBeEnabled());
  return { bodies, team };
}

describe('SignupPage', () => {
  it('disables the pickers with a note while the reference data is missing, and sends nulls', async () => {
    handleReferenceData(
      () => HttpResponse.json({ msg: 'Not found' }, { status: 404 }),
      () => HttpResponse.json([]),
    );
    const bodies = handleSignup(() =>
      HttpResponse.json(created('new.fan@example.com'), { status: 201 }),
    );
    renderSignup();
    expect(await screen.findByText(PICKERS_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team (optional)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Conference (optional)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Team (optional)' })).toHaveAttribute(
      'placeholder',
      'No team',
    );

    await fillValidForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Team staff' }));
    await userEvent.click(screen.getByRole('radio', { name: "Women's basketball" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText(ACCOUNT_MESSAGES.signupCreated('new.fan@example.com')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/send-verification-email',
    );
    expect(bodies).toEqual([
      {
        email: 'new.fan@example.com',
        password: 'secret1',
        confirmation: 'secret1',
        userType: 'team',
        gender: 'FEMALE',
        teamId: null,
        conferenceId: null,
      },
    ]);
  });

  it("offers the default competition's teams and the conferences once they load", async () => {
    const { bodies, team } = await renderWithLists(TEAMS);
    expect(screen.queryByText(PICKERS_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
    const teamNames = () => comboboxOptionNames('Team (optional)');
    expect(await teamNames()).toEqual(['No team', 'Duke Blue Devils', 'UCLA Bruins']);
    await chooseInCombobox('Team (optional)', 'ucla', /UCLA Bruins/);

    // Women's basketball has other teams: the chosen men's team is dropped.
    await userEvent.click(screen.getByRole('radio', { name: "Women's basketball" }));
    expect(await teamNames()).toEqual(['No team', 'UConn Huskies']);
    expect(team).toHaveValue('');
    await chooseInCombobox('Team (optional)', 'Huskies', /UConn Huskies/);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Conference (optional)' })).toBeEnabled(),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Conference (optional)' }),
      'Big East',
    );

    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('link', { name: 'Resend verification email' });
    expect(bodies).toEqual([
      expect.objectContaining({ gender: 'FEMALE', teamId: 13, conferenceId: 2, userType: 'fan' }),
    ]);
  });

  it("lists each school once, not once per season, and sends the default season's team id", async () => {
    const seasons = [
      { men: 16001, women: 16002, offset: 0 },
      { men: 38409, women: 38529, offset: 100 },
      { men: 41097, women: 41098, offset: 200 },
    ];
    const rows = seasons.flatMap(({ men, women, offset }) => [
      { ...TEAMS[0], competitionId: men, teamId: 12 + offset, teamKey: 'duke' },
      { ...TEAMS[1], competitionId: women, teamId: 13 + offset, teamKey: 'uconn' },
      { ...TEAMS[2], competitionId: men, teamId: 14 + offset, teamKey: 'ucla' },
      { ...TEAMS[2], gender: 'FEMALE', competitionId: women, teamId: 15 + offset, teamKey: 'ucla' },
    ]);
    const { bodies } = await renderWithLists(rows);
    expect(await comboboxOptionNames('Team (optional)')).toEqual([
      'No team',
      'Duke Blue Devils',
      'UCLA Bruins',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: "Women's basketball" }));
    expect(await comboboxOptionNames('Team (optional)')).toEqual([
      'No team',
      'UCLA Bruins',
      'UConn Huskies',
    ]);
    await chooseInCombobox('Team (optional)', 'ucla', /UCLA Bruins/);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('link', { name: 'Resend verification email' });
    // 2024-25 (38529) is the women's default competition.
    expect(bodies).toEqual([expect.objectContaining({ gender: 'FEMALE', teamId: 115 })]);
  });

  it('checks the fields live and enables Create Account only when they pass', async () => {
    handleReferenceData(
      () => HttpResponse.json([]),
      () => HttpResponse.json([]),
    );
    renderSignup();
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody');
    await userEvent.tab();
    expect(screen.getByText(MESSAGES.forgotPassword.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.queryByText(MESSAGES.forgotPassword.invalidEmail)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText(MESSAGES.newPassword.tooShort)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'def');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcdeX');
    expect(screen.queryByText(MESSAGES.newPassword.tooShort)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.newPassword.mismatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcdef');
    expect(screen.queryByText(MESSAGES.newPassword.mismatch)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it("shows the server's msg when the account cannot be created", async () => {
    handleReferenceData(
      () => HttpResponse.json([]),
      () => HttpResponse.json([]),
    );
    const refusal = 'Invalid request: email: must not contain control characters';
    handleSignup(() => HttpResponse.json({ msg: refusal }, { status: 400 }));
    renderSignup();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('says when to try again when sign-up is refused for coming too often', async () => {
    handleReferenceData(
      () => HttpResponse.json([]),
      () => HttpResponse.json([]),
    );
    handleSignup(() =>
      HttpResponse.json(
        { msg: ACCOUNT_MESSAGES.rateLimited },
        { status: 429, headers: { 'Retry-After': '3000' } },
      ),
    );
    renderSignup();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 50 minutes.',
    );
  });

  it('opens the Sign In dialog for people who already have an account', async () => {
    handleReferenceData(
      () => HttpResponse.json([]),
      () => HttpResponse.json([]),
    );
    renderSignup();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: STUB_DIALOG_NAME })).toBeInTheDocument();
  });

  it('shows signed-in users a note and a link home instead of the form', async () => {
    signInForTest({ user: testUser({ email: 'fan@example.com' }) });
    renderSignup();
    expect(await screen.findByText(/signed in as fan@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
