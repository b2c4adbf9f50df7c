import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseInCombobox } from '@/components/testing/combobox';
import {
  OLD_SEASON,
  SEASON,
  TEAM_LISTS,
  bySeason,
  competitionRow,
  configValue,
  locationSearch,
  renderComparisons,
  serveData,
  signInTier,
  statRow,
  teamAggRow,
} from '../comparisons.test-utils';

/**
 * 2024-25: Alpha, Bravo and Charlie qualify, Delta does not (its eFG% is no one's pool).
 * 2022-23: Alpha and Zulu. Percentiles are "at or worse than" shares of the qualified pool:
 * eFG% 55% is 3 of 3 (100th), 50% 2 of 3 (67th); TOV% (lower is better) 15% is at or worse
 * than 2 of 3 (67th), 20% 1 of 3 (33rd), and 2022-23 Alpha's 10% 2 of 2 (100th).
 */
const TEAMS = {
  [SEASON]: [
    teamAggRow(SEASON, {
      teamId: 1,
      teamMarket: 'Alpha',
      efgPct: 0.55,
      tovPct: 0.15,
      ptsScored: 800,
      pace: 70,
    }),
    teamAggRow(SEASON, {
      teamId: 2,
      teamMarket: 'Bravo',
      efgPct: 0.5,
      tovPct: 0.2,
      ptsScored: 700,
      pace: 65,
    }),
    teamAggRow(SEASON, { teamId: 3, teamMarket: 'Charlie', efgPct: 0.45, tovPct: 0.12 }),
    teamAggRow(SEASON, { teamId: 4, teamMarket: 'Delta', efgPct: 0.6, isQualified: false }),
  ],
  [OLD_SEASON]: [
    teamAggRow(OLD_SEASON, {
      teamId: 11,
      teamMarket: 'Alpha',
      efgPct: 0.52,
      tovPct: 0.1,
      ptsScored: 600,
      gpStats: 8,
      pace: 68,
    }),
    teamAggRow(OLD_SEASON, { teamId: 12, teamMarket: 'Zulu', efgPct: 0.48, tovPct: 0.22 }),
  ],
};

function serveTeams() {
  return serveData({
    // 2022-23 is the demo league's.
    competitions: (url) => {
      const competitionId = configValue(url, 'competition', 'competitionId') ?? SEASON;
      return [competitionRow(competitionId, competitionId === OLD_SEASON)];
    },
    teams: bySeason(TEAM_LISTS),
    'team-agg-stats': bySeason(TEAMS),
  });
}

describe('Comparisons: access', () => {
  it('shows a visitor what opens the tool and asks for no statistics', async () => {
    const requests = serveTeams();
    renderComparisons(`?subjects=${SEASON}:1-${SEASON}:2`);
    expect(await screen.findByText(/Comparisons needs a free, verified account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    expect(requests.filter((path) => path.includes('stats'))).toEqual([]);
  });

  it('tells an unverified account (tier 0) to verify', async () => {
    signInTier(0);
    serveTeams();
    renderComparisons();
    expect(await screen.findByRole('link', { name: 'Verify your email' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
  });
});

describe('Comparisons: teams', () => {
  it('shows each value, its percentile in its own season and the best of each row', async () => {
    signInTier(1);
    const requests = serveTeams();
    renderComparisons(`?kind=teams&subjects=${SEASON}:1-${SEASON}:2-${OLD_SEASON}:11`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Alpha (M24-25) vs Bravo (M24-25) vs Alpha (M22-23)' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const shooting = 'Shooting and four factors';
    expect(await statRow(shooting, 'Effective field-goal %')).toEqual([
      'Effective field-goal % eFG%',
      '55.0% ★(best) 100th percentile',
      '50.0% 67th percentile',
      '52.0% 100th percentile',
    ]);
    // Lower is better: the lowest turnover rate is the best.
    expect(await statRow(shooting, 'Turnover %')).toEqual([
      'Turnover % TOV%',
      '15.0% 67th percentile',
      '20.0% 33rd percentile',
      '10.0% ★(best) 100th percentile',
    ]);
    // Per game over the box-score games: 800/10, 700/10, 600/8.
    expect((await statRow('Box score', 'Points (per game)')).slice(1)).toEqual([
      '80.0 ★(best) 100th percentile',
      '70.0 50th percentile',
      '75.0 100th percentile',
    ]);
    // Tempo has no better end: no percentile, no star.
    expect((await statRow('Ratings', 'Tempo')).slice(1)).toEqual(['70.0', '65.0', '68.0']);
    expect(screen.getByText(/Alpha \(M22-23\): percentiles among Division I teams/)).toBeVisible();
    expect(screen.getByText('Simulated data')).toBeVisible();
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${OLD_SEASON}/division/1/scope/season/isoffense/true/`,
    );
    const subjects = screen.getByRole('list', { name: 'Compared teams' });
    expect(within(subjects).getAllByRole('link', { name: 'Alpha' })[1]).toHaveAttribute(
      'href',
      `/stats/${OLD_SEASON}/teams/11/overview`,
    );
  });

  it('switches counting stats to totals through the URL', async () => {
    signInTier(1);
    serveTeams();
    const { router } = renderComparisons(`?subjects=${SEASON}:1-${OLD_SEASON}:11`);
    await statRow('Box score', 'Points (per game)');
    await userEvent.click(screen.getByRole('button', { name: 'Totals' }));
    expect(locationSearch(router).get('mode')).toBe('totals');
    expect((await statRow('Box score', 'Points')).slice(1)).toEqual([
      '800 ★(best) 100th percentile',
      '600 100th percentile',
    ]);
  });

  it('gives a team outside the pool no percentile', async () => {
    signInTier(1);
    serveTeams();
    renderComparisons(`?subjects=${SEASON}:4-${SEASON}:1`);
    expect(await screen.findByRole('heading', { name: /Delta/ })).toBeVisible();
    // Neither season is simulated.
    expect(screen.queryByText('Simulated data')).toBeNull();
    expect((await statRow('Shooting and four factors', 'Effective field-goal %')).slice(1)).toEqual(
      ['60.0% ★(best)', '55.0% 100th percentile'],
    );
    expect(
      screen.getByText(/Delta \(M24-25\): .*\(not in the pool: no percentiles\)/),
    ).toBeVisible();
  });

  it('adds teams of any season, two to four, and removes them', async () => {
    signInTier(1);
    serveTeams();
    const { router } = renderComparisons();
    expect(
      await screen.findByText('Choose two teams to compare, each in its own season (up to four).'),
    ).toBeVisible();
    await screen.findByPlaceholderText('Type to search teams');
    await chooseInCombobox('Team', 'Bra', /Bravo/);
    await userEvent.click(screen.getByRole('button', { name: 'Add team' }));
    expect(locationSearch(router).get('subjects')).toBe(`${SEASON}:2`);
    expect(await screen.findByText('Choose one more team to compare (up to four).')).toBeVisible();

    // The same team of the same season cannot be added twice.
    await chooseInCombobox('Team', 'Bra', /Bravo/);
    expect(screen.getByRole('button', { name: 'Add team' })).toBeDisabled();
    expect(screen.getByText(/already compared/)).toBeVisible();

    // The same school in another season can.
    await userEvent.selectOptions(screen.getByLabelText('Season'), String(OLD_SEASON));
    await screen.findByPlaceholderText('Type to search teams');
    await chooseInCombobox('Team', 'Alp', /Alpha/);
    await userEvent.click(screen.getByRole('button', { name: 'Add team' }));
    expect(locationSearch(router).get('subjects')).toBe(`${SEASON}:2-${OLD_SEASON}:11`);
    expect(
      await screen.findByRole('heading', { name: 'Bravo (M24-25) vs Alpha (M22-23)' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bravo (M24-25)' }));
    expect(locationSearch(router).get('subjects')).toBe(`${OLD_SEASON}:11`);
  });

  it('suggests the two best qualified teams by adjusted margin and compares them', async () => {
    signInTier(1);
    const ratings: Record<number, number> = { 1: 12.5, 2: 20.1, 3: 25.4, 4: 30 };
    const rated = (TEAMS[SEASON] ?? []).map((row) => ({
      ...row,
      netRtgAdj: ratings[row.teamId] ?? null,
    }));
    const requests = serveData({
      competitions: () => [competitionRow(SEASON)],
      teams: bySeason(TEAM_LISTS),
      'team-agg-stats': bySeason({ ...TEAMS, [SEASON]: rated }),
    });
    const { router } = renderComparisons();
    expect(
      await screen.findByText('Choose two teams to compare, each in its own season (up to four).'),
    ).toBeVisible();
    // Delta's 30.0 is not qualified: Charlie and Bravo are the top two.
    await userEvent.click(
      await screen.findByRole('button', {
        name: "Compare the top two teams of 2024-25 Men's Basketball",
      }),
    );
    expect(locationSearch(router).get('subjects')).toBe(`${SEASON}:3-${SEASON}:2`);
    expect(
      await screen.findByRole('heading', { name: 'Charlie (M24-25) vs Bravo (M24-25)' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Compare the top two/ })).toBeNull();
    // The suggestion read the pool the comparison reads: one request for the division.
    expect(
      requests.filter(
        (path) => path.startsWith('/gs/team-agg-stats') && path.includes(`${SEASON}`),
      ),
    ).toHaveLength(1);
  });

  it('holds four subjects at most', async () => {
    signInTier(1);
    serveTeams();
    renderComparisons(`?subjects=${SEASON}:1-${SEASON}:2-${SEASON}:3-${OLD_SEASON}:11`);
    expect(
      await screen.findByText('A comparison holds 4 teams at most: remove one to add another.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: /Alpha .* vs Bravo .* vs Charlie .* vs Alpha/ }),
    ).toBeVisible();
  });

  it('falls back to the defaults for values the URL cannot use', async () => {
    signInTier(1);
    serveTeams();
    // Five subjects, an unknown kind, a season Courtside does not cover, an unknown mode.
    renderComparisons(
      `?kind=robots&mode=per7&subjects=${SEASON}:1-${SEASON}:2-${SEASON}:3-${SEASON}:4-${OLD_SEASON}:11`,
    );
    expect(
      await screen.findByText('Choose two teams to compare, each in its own season (up to four).'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: 'Compared teams' })).toBeNull();
  });

  it('reads a season Courtside does not cover as no comparison', async () => {
    signInTier(1);
    serveTeams();
    renderComparisons(`?subjects=12345:1-${SEASON}:2`);
    expect(
      await screen.findByText('Choose two teams to compare, each in its own season (up to four).'),
    ).toBeVisible();
  });

  it('names a team its season does not have', async () => {
    signInTier(1);
    serveTeams();
    renderComparisons(`?subjects=${SEASON}:1-${SEASON}:99`);
    expect(await screen.findByText("No team 99 in 2024-25 Men's Basketball.")).toBeVisible();
    expect(
      await screen.findByText(/Fewer than two of the chosen teams have statistics/),
    ).toBeVisible();
  });
});
