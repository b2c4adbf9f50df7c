import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES, type SignupResponse } from '@courtside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STUB_DIALOG_NAME, withStubLoginDialog } from '@/lib/login-dialog/test-support';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
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
    expect(
      within(screen.getByRole('combobox', { name: 'Team (optional)' })).getAllByRole('option'),
    ).toHaveLength(1);

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
    handleReferenceData(
      () => HttpResponse.json(TEAMS),
      () => HttpResponse.json(CONFERENCES),
    );
    const bodies = handleSignup(() =>
      HttpResponse.json(created('new.fan@example.com'), { status: 201 }),
    );
    renderSignup();
    const team = await screen.findByRole('combobox', { name: 'Team (optional)' });
    await waitFor(() => expect(team).toBeEnabled());
    expect(screen.queryByText(PICKERS_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
    const teamNames = () =>
      within(team)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(teamNames()).toEqual(['No team', 'Duke Blue Devils', 'UCLA Bruins']);
    await userEvent.selectOptions(team, 'UCLA Bruins');

    // Women's basketball has other teams: the chosen men's team is dropped.
    await userEvent.click(screen.getByRole('radio', { name: "Women's basketball" }));
    expect(teamNames()).toEqual(['No team', 'UConn Huskies']);
    expect(team).toHaveValue('');
    await userEvent.selectOptions(team, 'UConn Huskies');
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
    handleSignup(() => HttpResponse.json({ msg: ACCOUNT_MESSAGES.emailTaken }, { status: 409 }));
    renderSignup();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailTaken);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
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
