/**
 * The team page's streaks and runs view and its "Simulated data" badge, on mocked API rows.
 */
import type {
  CompetitionDataRow,
  StreaksMarginRow,
  TeamAggStreakStatsRow,
  TeamScoringStreakRow,
} from '@courtside/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  DIVISION,
  TEAM,
  renderTeamPage,
  serveData,
  teamAggRow,
  teamGameRow,
} from '../team-stats.test-utils';

const UPDATED = '2025-03-01T00:00:00Z';

const signInTier1 = () =>
  signInForTest({ user: testUser(), tier: { value: 1, label: 'Basic: Free', expiresAt: null } });

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function serveTeam(extra: Record<string, (url: URL) => JsonBodyType>) {
  return serveData({
    'team-agg-stats': () => [teamAggRow({}), teamAggRow({ isOffense: false })],
    'team-game-stats': () => [
      teamGameRow({ gameId: 1, teamMarketAgst: 'Purdue' }),
      teamGameRow({ gameId: 2, teamMarketAgst: 'Iowa', isHome: false, isWin: false }),
    ],
    ...extra,
  });
}

// ---------------------------------------------------------------- streaks and runs

const streakStats = {
  _id: 'streaks',
  updated: UPDATED,
  competitionId: COMPETITION,
  teamId: TEAM,
  teamMarket: 'Illinois',
  conferenceId: 5,
  divisionId: DIVISION,
  scope: 'season',
  gp: 28,
  gpPbp: 20,
  streak: 'W3',
  longestWinStreak: 7,
  longestLossStreak: 2,
  runs8For: 12,
  runs10For: 5,
  runs8Agst: 7,
  runs10Agst: 2,
  runs10ForPg: 0.25,
  runs10AgstPg: 0.1,
  longestRunFor: 15,
  longestRunAgst: 11,
  gamesWithRun10For: 4,
  gamesWithRun10Agst: 2,
  runsAcrossHalftimeFor: 1,
  runsAcrossHalftimeAgst: 0,
} as TeamAggStreakStatsRow;

const run = (overrides: Partial<TeamScoringStreakRow>): TeamScoringStreakRow =>
  ({
    _id: `run-${overrides.gameId}-${overrides.runPts}`,
    updated: UPDATED,
    competitionId: COMPETITION,
    gameId: 1,
    gameDate: '2025-01-10',
    teamId: TEAM,
    teamIdAgst: 2,
    isOffense: true,
    runPts: 10,
    startPeriod: 2,
    startPeriodLabel: 'H2',
    startClock: 725,
    endPeriod: 2,
    endPeriodLabel: 'H2',
    endClock: 610,
    durationSecs: 115,
    teamScoreStart: 40,
    oppScoreStart: 41,
    isAcrossHalftime: false,
    isHeadline: true,
    ...overrides,
  }) as TeamScoringStreakRow;

const margin = (overrides: Partial<StreaksMarginRow>): StreaksMarginRow =>
  ({
    _id: `margin-${overrides.gameId}`,
    updated: UPDATED,
    competitionId: COMPETITION,
    gameId: 1,
    gameDate: '2025-01-10',
    teamId: TEAM,
    teamIdAgst: 2,
    isHome: true,
    isWin: true,
    ptsScored: 78,
    ptsAgst: 65,
    finalMargin: 13,
    maxLead: 18,
    maxLeadAgst: 3,
    leadChanges: 4,
    timesTied: 2,
    secsLeading: 1800,
    secsTrailing: 300,
    secsTied: 300,
    pctTimeLeading: 0.75,
    comebackPts: 3,
    blownLeadPts: 0,
    ...overrides,
  }) as StreaksMarginRow;

describe('TeamStatsPage: streaks and runs', () => {
  it('shows the streaks, the runs made and allowed, and each game’s margin', async () => {
    signInTier1();
    const { router } = renderTeamPageWithStreaks();
    const runs = await screen.findByRole('region', { name: 'Scoring runs' }, { timeout: 5000 });
    expect(within(runs).getByRole('row', { name: /^Runs of 8-0 or more/ })).toHaveTextContent(
      /127$/,
    );
    expect(within(runs).getByText('In 20 play-by-play games of 28.')).toBeVisible();
    const results = screen.getByRole('region', { name: 'Streaks of results' });
    expect(results).toHaveTextContent('W3');
    expect(results).toHaveTextContent(/Longest winning streak7/);

    const made = await screen.findByRole('table', { name: 'Illinois runs made' });
    expect(bodyRows(made).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'vs Purdue, H2 12:05',
    ]);
    expect(cellTexts(bodyRows(made)[0] as HTMLElement)).toEqual(['Jan 10, 2025', '10', '115']);
    await userEvent.click(screen.getByRole('button', { name: 'Runs allowed' }));
    const allowed = await screen.findByRole('table', { name: 'Illinois runs allowed' });
    expect(bodyRows(allowed)[0]).toHaveTextContent(/at Iowa, H1 3:20.*8/);
    await waitFor(() => expect(router.state.location.search).toBe('?runs=against'));

    const margins = screen.getByRole('table', { name: 'Illinois game margins' });
    const [latest, first] = bodyRows(margins);
    // Newest first; the final margin is the score's difference: 60 − 71 = −11, 78 − 65 = +13.
    expect(latest).toHaveTextContent(/^at Iowa/);
    expect(cellTexts(latest as HTMLElement).slice(1, 5)).toEqual(['L', '60', '71', '−11']);
    expect(cellTexts(first as HTMLElement).slice(1, 5)).toEqual(['W', '78', '65', '+13']);
  });
});

function renderTeamPageWithStreaks() {
  serveTeam({
    'team-agg-streak-stats': () => [streakStats],
    'team-scoring-streaks': () => [
      run({}),
      run({
        gameId: 2,
        gameDate: '2025-02-01',
        isOffense: false,
        runPts: 8,
        startPeriodLabel: 'H1',
        startPeriod: 1,
        startClock: 200,
        durationSecs: 90,
      }),
    ],
    'streaks-margins': () => [
      margin({
        gameId: 2,
        gameDate: '2025-02-01',
        isHome: false,
        isWin: false,
        ptsScored: 60,
        ptsAgst: 71,
        finalMargin: -11,
        comebackPts: 0,
        blownLeadPts: 5,
      }),
      margin({}),
    ],
  });
  return renderTeamPage('streaks');
}

// ---------------------------------------------------------------- simulated data

describe('TeamStatsPage: simulated data', () => {
  it('marks the page when the API says the competition is simulated', async () => {
    serveTeam({
      competitions: () => [{ competitionId: COMPETITION, isSimulated: true } as CompetitionDataRow],
    });
    renderTeamPage('game-log');
    await screen.findByRole('heading', { level: 1, name: 'Illinois' }, { timeout: 5000 });
    expect(await screen.findByText('Simulated data')).toBeVisible();
  });
});
