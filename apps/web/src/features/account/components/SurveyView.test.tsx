import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API, SURVEY_MESSAGES, type TierStatus } from '@courtside/contract';
import { apiUrl, signInForTest, testUser } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { renderAccount } from '../account.test-utils';
import { SURVEY_FORM_MESSAGES } from '../content/survey-form';

const UNTIL = '2026-12-14T21:00:00.000Z';
const PLUS: TierStatus = { value: 2, label: 'Plus', expiresAt: UNTIL };

async function openSurvey() {
  renderAccount('/my-account/survey');
  return screen.findByRole('form', { name: 'Usage survey' });
}

async function fillIn(form: HTMLElement, nextFeature = 'Lineup data, please.') {
  await userEvent.click(within(form).getByLabelText('Analyst or scout'));
  await userEvent.click(within(form).getByLabelText('Shot charts'));
  await userEvent.click(within(form).getByLabelText('Game explorer'));
  await userEvent.click(within(form).getByLabelText('A few times a week'));
  if (nextFeature !== '') {
    await userEvent.type(
      within(form).getByLabelText('What should we add next? (optional)'),
      nextFeature,
    );
  }
}

/** The notice that stands in for the form (the session probe of the test page is a status too). */
async function surveyNotice() {
  const region = await screen.findByRole('region', { name: 'Usage survey' });
  return within(region).getByRole('status');
}

const send = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: /Send and start my free week/ }));

/** Answers the survey call with `reply`, recording each body it receives. */
function serveSurvey(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(ACCOUNT_API.survey), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('Survey view', () => {
  it('sends the answers, thanks the user and moves the session to the free week', async () => {
    signInForTest({ user: testUser() });
    const bodies = serveSurvey(() => {
      // The tier check after the answer sees the new tier.
      server.use(http.get(apiUrl(ACCOUNT_API.verifyTier), () => HttpResponse.json(PLUS)));
      return HttpResponse.json(
        {
          msg: SURVEY_MESSAGES.thanks(UNTIL),
          user: testUser({ surveyAnsweredAt: '2026-12-07T21:00:00.000Z' }),
          tier: PLUS,
        },
        { status: 201 },
      );
    });
    const form = await openSurvey();
    expect(screen.getByRole('link', { name: 'Survey' })).toHaveAttribute('aria-current', 'page');
    await fillIn(form, '  Lineup data, please.  ');
    await send(form);

    expect(await surveyNotice()).toHaveTextContent(SURVEY_MESSAGES.thanks(UNTIL));
    expect(bodies).toEqual([
      {
        role: 'analyst',
        favoriteTools: ['shot-charts', 'game-explorer'],
        visitFrequency: 'weekly',
        nextFeature: 'Lineup data, please.',
      },
    ]);
    expect(screen.getByRole('link', { name: 'See what your tier includes' })).toHaveAttribute(
      'href',
      '/my-account/subscribe',
    );
  });

  it('says what is missing and sends nothing until the answers are complete', async () => {
    signInForTest({ user: testUser() });
    const bodies = serveSurvey(() => HttpResponse.json({}, { status: 500 }));
    const form = await openSurvey();
    await send(form);
    expect(form).toHaveTextContent(SURVEY_FORM_MESSAGES.role);
    expect(form).toHaveTextContent(SURVEY_FORM_MESSAGES.favoriteTools);
    expect(form).toHaveTextContent(SURVEY_FORM_MESSAGES.visitFrequency);

    await userEvent.click(within(form).getByLabelText('Fan'));
    expect(form).not.toHaveTextContent(SURVEY_FORM_MESSAGES.role);
    expect(form).toHaveTextContent(SURVEY_FORM_MESSAGES.favoriteTools);
    expect(bodies).toEqual([]);
  });

  it('refuses a suggestion over 500 characters or with control characters', async () => {
    signInForTest({ user: testUser() });
    const bodies = serveSurvey(() => HttpResponse.json({}, { status: 500 }));
    const form = await openSurvey();
    await fillIn(form, '');
    const text = within(form).getByLabelText('What should we add next? (optional)');
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(501));
    await send(form);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(form).toHaveTextContent(SURVEY_FORM_MESSAGES.nextFeatureTooLong);
    expect(form).toHaveTextContent('501 of 500 characters');

    await userEvent.clear(text);
    await userEvent.paste('more\u0000data');
    expect(form).toHaveTextContent(SURVEY_FORM_MESSAGES.nextFeatureControl);
    await send(form);
    expect(bodies).toEqual([]);
  });

  it('shows the server’s message when the account already answered (409)', async () => {
    signInForTest({ user: testUser() });
    serveSurvey(() => HttpResponse.json({ msg: SURVEY_MESSAGES.alreadyAnswered }, { status: 409 }));
    const form = await openSurvey();
    await fillIn(form);
    await send(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      SURVEY_MESSAGES.alreadyAnswered,
    );
  });

  it('says how long to wait when turned away for too many requests (429)', async () => {
    signInForTest({ user: testUser() });
    serveSurvey(() =>
      HttpResponse.json(
        { msg: 'Too many requests. Please wait a minute and try again.' },
        { status: 429, headers: { 'retry-after': '45' } },
      ),
    );
    const form = await openSurvey();
    await fillIn(form);
    await send(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a minute.',
    );
    // The answers stay, to send again later.
    expect(within(form).getByLabelText('Analyst or scout')).toBeChecked();
  });

  it('falls back to a general message when the server gives none', async () => {
    signInForTest({ user: testUser() });
    serveSurvey(() => new HttpResponse(null, { status: 502 }));
    const form = await openSurvey();
    await fillIn(form);
    await send(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(SURVEY_FORM_MESSAGES.failed);
  });

  it('tells a user who already answered, and hides the tab elsewhere', async () => {
    signInForTest({ user: testUser({ surveyAnsweredAt: '2026-12-01T10:00:00.000Z' }) });
    renderAccount('/my-account/survey');
    expect(await surveyNotice()).toHaveTextContent(SURVEY_MESSAGES.alreadyAnswered);
    expect(screen.queryByRole('form', { name: 'Usage survey' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Subscription' }));
    await screen.findByRole('heading', { name: 'Compare tiers' });
    expect(screen.queryByRole('link', { name: 'Survey' })).not.toBeInTheDocument();
  });

  it('is not offered to team accounts or other tiers', async () => {
    signInForTest({ user: testUser({ userType: 'team' }) });
    const team = renderAccount('/my-account/survey');
    expect(await surveyNotice()).toHaveTextContent(SURVEY_MESSAGES.notEligible);
    team.unmount();

    signInForTest({ user: testUser(), tier: { value: 3, label: 'Pro', expiresAt: null } });
    renderAccount('/my-account/survey');
    expect(await surveyNotice()).toHaveTextContent(SURVEY_MESSAGES.notEligible);
  });

  it('shows the Survey tab to a free-tier fan who has not answered', async () => {
    signInForTest({ user: testUser() });
    renderAccount('/my-account/subscribe');
    await screen.findByRole('heading', { name: 'Compare tiers' });
    await userEvent.click(screen.getByRole('link', { name: 'Survey' }));
    await waitFor(() => expect(document.title).toBe('Usage Survey · Courtside'));
    expect(screen.getByRole('form', { name: 'Usage survey' })).toBeInTheDocument();
  });
});
