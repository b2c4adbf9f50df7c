import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  fourWeightedTeams,
  renderModelFitting,
  serveData,
  sixTeams,
} from '../model-fitting.test-utils';

const MODEL_URL = `/tools/model-fitting?competition=${COMPETITION}&outcome=netRtg&predictors=efgPct-tovPct`;

afterEach(() => localStorage.clear());

/** The cells of the coefficient table's row for a term. */
async function coefficientRow(term: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: /Coefficients/ });
  const header = within(table).getByRole('rowheader', { name: term });
  const row = header.closest('tr');
  if (row === null) throw new Error(`no row for ${term}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('ModelFittingPage', () => {
  it('shows a visitor what the tool does and what opens it, and asks for no data', async () => {
    const requests = serveData({ 'team-agg-stats': () => sixTeams(), competitions: () => [] });
    renderModelFitting(MODEL_URL);
    expect(await screen.findByRole('heading', { name: 'Linear regressions' })).toBeVisible();
    const locked = screen.getByRole('region', { name: 'Linear regressions is locked' });
    expect(locked).toHaveTextContent('Linear regressions needs a free, verified account.');
    expect(within(locked).getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(screen.getByText(/pick an outcome and up to ten stats/)).toBeVisible();
    expect(requests.filter((path) => path.includes('team-agg-stats'))).toEqual([]);
  });

  it('fits the hand-checked sample named in the URL', async () => {
    signInForTest({ user: testUser() });
    const requests = serveData({ 'team-agg-stats': () => sixTeams(), competitions: () => [] });
    renderModelFitting(MODEL_URL);

    // VIF = 1/(1 − r²) with r = 29/35 the predictors' correlation: 1225/384 = 3.19.
    expect(await coefficientRow('Effective field-goal %')).toEqual([
      '2.625',
      '0.8657',
      '3.03',
      '0.056',
      '−0.13 to 5.38',
      '3.19',
    ]);
    expect(await coefficientRow('Turnover %')).toEqual([
      '0.625',
      '0.8657',
      '0.72',
      '0.523',
      '−2.13 to 3.38',
      '3.19',
    ]);
    expect(await coefficientRow('Intercept')).toEqual([
      '−125.3',
      '29.81',
      '−4.20',
      '0.025',
      '−220.2 to −30.42',
      '—',
    ]);
    const summary = screen.getByRole('region', { name: 'Model summary' });
    expect(summary).toHaveTextContent(
      'Fitted on 6 teams. 1 without a value for every chosen stat were left out.',
    );
    expect(summary).toHaveTextContent('Net = −125.3 + 2.625 × eFG% + 0.625 × TOV%');
    expect(within(summary).getByText('R²').nextElementSibling).toHaveTextContent('0.934');
    expect(within(summary).getByText('Adjusted R²').nextElementSibling).toHaveTextContent('0.890');
    expect(within(summary).getByText('F (2, 3)').nextElementSibling).toHaveTextContent(
      '21.28, p = 0.017',
    );
    expect(within(summary).getByText('Residual std. error').nextElementSibling).toHaveTextContent(
      '2.028',
    );
    // √((1 + r)/(1 − r)) = √(32/3) for the centred predictors; no collinearity warning, though
    // the scaled design (eFG% near 47, TOV% near 17) has a condition number over 30.
    expect(
      within(summary).getByText('Centred condition number').nextElementSibling,
    ).toHaveTextContent('3.266');
    const conditionNumber = Number(
      within(summary)
        .getByText('Condition number')
        .nextElementSibling?.textContent?.replace(/,/g, ''),
    );
    expect(conditionNumber).toBeGreaterThan(30);
    const warnings = within(summary).getByRole('list', { name: 'Warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '6 rows for 3 coefficients is a small sample (fewer than 30, 10 per coefficient): estimates may not hold up on new data.',
    ]);
    expect(
      within(summary).queryByRole('list', { name: 'Predictors left out of the fit' }),
    ).not.toBeInTheDocument();
    // Both plots, their points named for the keyboard and screen readers.
    expect(screen.getByRole('figure', { name: /Net rating: predicted vs actual/ })).toBeVisible();
    expect(screen.getByRole('figure', { name: /Net rating: residuals/ })).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^Team 5, Predicted/ })).toHaveLength(2);
    // One request: the division's offence rows, only the fields the model needs.
    expect(requests.filter((path) => path.includes('team-agg-stats'))).toEqual([
      `/gs/team-agg-stats/competition/${COMPETITION}/division/1/scope/season/isoffense/true/fields/teamMarket-isOffense-efgPct-netRtg-tovPct/`,
    ]);
  });

  it('opens on the default model and writes the whole choice into the URL at a change', async () => {
    signInForTest({ user: testUser() });
    serveData({ 'team-agg-stats': () => sixTeams(), competitions: () => [] });
    const user = userEvent.setup();
    const { router } = renderModelFitting('/tools/model-fitting');

    // Net rating on the four factors at both ends; the sample lacks most of them.
    const predictors = await screen.findByRole('group', { name: 'Predictors (8 of at most 10)' });
    expect(
      within(predictors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Effective field-goal %×',
      'Turnover %×',
      'Offensive rebound %×',
      'Free-throw rate×',
      "Opponents' effective field-goal %×",
      "Opponents' turnover %×",
      'Defensive rebound %×',
      "Opponents' free-throw rate×",
    ]);
    expect(
      await screen.findByText(/Too few teams to fit this model: 0 have every chosen stat/),
    ).toBeVisible();
    expect(router.state.location.search).toBe('');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Outcome (what the model explains)' }),
      'ortg',
    );
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      competition: String(COMPETITION),
      outcome: 'ortg',
      predictors: 'efgPct-tovPct-orbPct-ftaRate-efgPctAgst-tovPctAgst-drbPct-ftaRateAgst',
    });
  });

  it('removes and adds predictors through the URL and refits', async () => {
    signInForTest({ user: testUser() });
    const requests = serveData({ 'team-agg-stats': () => sixTeams(), competitions: () => [] });
    const user = userEvent.setup();
    const { router } = renderModelFitting(MODEL_URL);
    expect((await coefficientRow('Turnover %'))[0]).toBe('0.625');

    await user.click(screen.getByRole('button', { name: 'Remove Turnover %' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('predictors')).toBe('efgPct'),
    );
    // Without TOV% the seventh team (which lacks only TOV%) enters: 7 teams, and by the normal
    // equations on (eFG% points, net) = (45, 2) … (50, 16), (60, 40): slope 2.462, R² 0.975.
    expect((await coefficientRow('Effective field-goal %'))[0]).toBe('2.462');
    const summary = screen.getByRole('region', { name: 'Model summary' });
    expect(summary).toHaveTextContent('Fitted on 7 teams.');
    expect(within(summary).getByText('R²').nextElementSibling).toHaveTextContent('0.975');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a predictor' }), 'pace');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('predictors')).toBe(
        'efgPct-pace',
      ),
    );
    expect(requests.at(-1)).toContain('/fields/teamMarket-isOffense-efgPct-netRtg-pace/');
  });

  it('switches to HC3 robust errors through the URL', async () => {
    signInForTest({ user: testUser() });
    serveData({ 'team-agg-stats': () => sixTeams(), competitions: () => [] });
    const user = userEvent.setup();
    const { router } = renderModelFitting(MODEL_URL);
    expect((await coefficientRow('Effective field-goal %'))[1]).toBe('0.8657');

    await user.click(screen.getByRole('checkbox', { name: 'Robust standard errors (HC3)' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('errors')).toBe('hc3'),
    );
    /*
     * Leverages (7/12, 7/12, 1/3, 1/3, 7/12, 7/12), residuals (−5, 7, −8, 4, 13, −11)/12 of
     * y = net/2: eᵢ/(1 − hᵢ) = (−1, 7/5, −1, 1/2, 13/5, −11/5). The eFG% row of (XᵀX)⁻¹Xᵀ is
     * (−11, 5, −8, 8, −5, 11)/48, so Var = Σ aᵢ²eᵢ²/(1 − hᵢ)² = 6279/14400 and, for net rating,
     * SE = 2·√(6279/14400) = 1.321; TOV%'s row (5, −11, 8, −8, 11, −5)/48 gives 2·√(2669/4800).
     */
    expect(await coefficientRow('Effective field-goal %')).toEqual([
      '2.625',
      '1.321',
      '1.99',
      '0.141',
      '−1.578 to 6.828',
      '3.19',
    ]);
    expect((await coefficientRow('Turnover %')).slice(1, 4)).toEqual(['1.491', '0.42', '0.703']);
    expect(screen.getByRole('columnheader', { name: 'Std. error (HC3)' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Model summary' })).toHaveTextContent(
      'Fitted on 6 teams, with HC3 robust standard errors.',
    );
  });

  it('weights teams by possessions, asking for them only then', async () => {
    signInForTest({ user: testUser() });
    const requests = serveData({
      'team-agg-stats': () => fourWeightedTeams(),
      competitions: () => [],
    });
    const user = userEvent.setup();
    const url = `/tools/model-fitting?competition=${COMPETITION}&outcome=netRtg&predictors=efgPct`;
    const { router } = renderModelFitting(url);
    await screen.findByRole('table', { name: /Coefficients/ });
    const teamRequests = () => requests.filter((path) => path.includes('team-agg-stats'));
    expect(teamRequests()).toHaveLength(1);
    expect(teamRequests()[0]).toContain('/fields/teamMarket-isOffense-efgPct-netRtg/');

    const weights = screen.getByRole('combobox', { name: 'Weight each team by' });
    expect(
      within(weights)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nothing: each counts once', 'Possessions']);
    await user.selectOptions(weights, 'possessions');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('weights')).toBe('possessions'),
    );
    await waitFor(() => expect(teamRequests()).toHaveLength(2));
    expect(teamRequests()[1]).toContain('/fields/teamMarket-isOffense-efgPct-netRtg-poss/');
    // Slope 10/11, SE √(158/363), intercept −1307/33; R² 75/154, adjusted 71/308, F 150/79.
    await waitFor(async () =>
      expect((await coefficientRow('Effective field-goal %')).slice(0, 2)).toEqual([
        '0.9091',
        '0.6597',
      ]),
    );
    expect((await coefficientRow('Intercept'))[0]).toBe('−39.61');
    const summary = screen.getByRole('region', { name: 'Model summary' });
    expect(summary).toHaveTextContent(
      'Fitted on 4 teams, weighted by possessions. 1 without possessions were left out.',
    );
    expect(within(summary).getByText('R²').nextElementSibling).toHaveTextContent('0.487');
    expect(within(summary).getByText('Adjusted R²').nextElementSibling).toHaveTextContent('0.231');
    expect(within(summary).getByText('F (1, 2)').nextElementSibling).toHaveTextContent(/^1\.90,/);
  });

  it('leaves out a predictor the others reproduce and says why', async () => {
    signInForTest({ user: testUser() });
    serveData({ 'team-agg-stats': () => sixTeams(), competitions: () => [] });
    renderModelFitting(
      `/tools/model-fitting?competition=${COMPETITION}&outcome=netRtg&predictors=efgPct-drbPct-orbPctAgst`,
    );
    await screen.findByRole('table', { name: /Coefficients/ });
    const table = screen.getByRole('table', { name: /Coefficients/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Intercept', 'Effective field-goal %', 'Defensive rebound %']);
    const summary = screen.getByRole('region', { name: 'Model summary' });
    expect(
      within(summary).getByRole('list', { name: 'Predictors left out of the fit' }),
    ).toHaveTextContent(
      "“Opponents' offensive rebound %” is a linear combination of Intercept and Defensive rebound % in this sample, up to rounding",
    );
    // The equation names the kept predictors, the left-out one skipped.
    expect(screen.getByLabelText(/^Fitted equation:/)).toHaveTextContent(
      /^Net = −[\d.]+ \+ [\d.]+ × eFG% − [\d.]+ × DRB%$/,
    );
  });

  it('says why there is no fit when too few rows have every stat', async () => {
    signInForTest({ user: testUser() });
    serveData({
      'team-agg-stats': () => (sixTeams() as unknown[]).slice(0, 3),
      competitions: () => [],
    });
    renderModelFitting(MODEL_URL);
    expect(
      await screen.findByText(
        'Too few teams to fit this model: 3 have every chosen stat, and 2 predictors need at least 5.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: /Coefficients/ })).not.toBeInTheDocument();
  });

  it('reads public player lines for tier 1 and full ones for tier 2', async () => {
    const players = () => [
      {
        playerId: 1,
        teamId: 9,
        fullName: 'Ann Lee',
        teamMarket: 'Duke',
        ptsScoredPg: 10,
        usagePct: 0.2,
        bpm: 1.5,
        minsPg: 25,
        mins: 750,
        gp: 30,
      },
      {
        playerId: 2,
        teamId: 9,
        fullName: 'Bo Park',
        teamMarket: 'Duke',
        ptsScoredPg: 4,
        usagePct: 0.15,
        bpm: -1,
        minsPg: 12,
        mins: 360,
        gp: 30,
      },
    ];
    signInForTest({ user: testUser() });
    const requests = serveData({ 'player-agg-stats-public': players, competitions: () => [] });
    const first = renderModelFitting(
      `/tools/model-fitting?subject=players&competition=${COMPETITION}&outcome=ptsScoredPg&predictors=usagePct&weights=minutes`,
    );
    expect(await screen.findByText(/Too few players to fit this model: 2 have/)).toBeVisible();
    // Public rows have no season minutes: games and minutes per game carry them.
    expect(requests.filter((path) => path.includes('player-agg'))).toEqual([
      `/gs/player-agg-stats-public?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=fullName,teamMarket,gp,minsPg,ptsScoredPg,usagePct&isQualified=true`,
    ]);
    expect(screen.getByRole('combobox', { name: 'Weight each player by' })).toHaveValue('minutes');
    first.unmount();
    localStorage.clear();

    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    const fullRequests = serveData({ 'player-agg-stats': players, competitions: () => [] });
    renderModelFitting(
      `/tools/model-fitting?subject=players&competition=${COMPETITION}&outcome=bpm&predictors=usagePct&minutes=20&weights=minutes`,
    );
    // The 20-minute minimum keeps Ann Lee only.
    expect(await screen.findByText(/Too few players to fit this model: 1 have/)).toBeVisible();
    expect(fullRequests.filter((path) => path.includes('player-agg'))).toEqual([
      `/gs/player-agg-stats?competitionId=${COMPETITION}&divisionId=1&scope=season&fields=fullName,teamMarket,bpm,mins,minsPg,usagePct`,
    ]);
  });
});
