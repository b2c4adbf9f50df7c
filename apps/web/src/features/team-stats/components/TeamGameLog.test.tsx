/**
 * Games not yet played in the team's log: the API sends them with no score and `isWin` false.
 * They must never read as losses (game log, record, splits); the log lists them as upcoming
 * with date, site, opponent and the projection when `games` has one.
 */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordOf, resultLabel, upcomingLines } from '../content/team-summary';
import {
  COMPETITION,
  TEAM,
  renderTeamPage,
  scheduledGame,
  serveData,
  teamAggRow,
  teamGameRow,
  unplayedGameRow,
} from '../team-stats.test-utils';

/** Both twins of a game: the team's line and its opponent's, as the API sends them. */
function twins(line: TeamGameStatsRow): TeamGameStatsRow[] {
  return [
    line,
    {
      ...line,
      _id: `${line._id}-d`,
      isOffense: false,
      ptsScored: line.ptsAgst,
      ptsAgst: line.ptsScored,
    },
  ];
}

// Two played games (W 78-65 over Purdue, L 60-71 at Iowa), then two not played yet: Michigan at
// home on Mar 4 and Ohio St. on a neutral floor on Mar 8, newest first as the API orders them.
const MIXED_LOG: TeamGameStatsRow[] = [
  ...twins(
    unplayedGameRow({
      _id: 'g4',
      gameId: 4,
      gameDate: '2025-03-08',
      teamMarketAgst: 'Ohio St.',
      isHome: false,
      isNeutral: true,
    }),
  ),
  ...twins(
    unplayedGameRow({ _id: 'g3', gameId: 3, gameDate: '2025-03-04', teamMarketAgst: 'Michigan' }),
  ),
  ...twins(
    teamGameRow({
      _id: 'g2',
      gameId: 2,
      gameDate: '2025-02-01',
      teamMarketAgst: 'Iowa',
      isHome: false,
      isWin: false,
      ptsScored: 60,
      ptsAgst: 71,
    }),
  ),
  ...twins(teamGameRow({ _id: 'g1', gameId: 1, gameDate: '2025-01-10', teamMarketAgst: 'Purdue' })),
];

// Michigan at Illinois: home 74.4 − 67.6 with a 71.2% home win probability. Ohio St. has none.
const MICHIGAN_PROJECTION = scheduledGame({
  gameId: 3,
  awayTeamId: 3,
  awayMarket: 'Michigan',
  predictedHomeScore: 74.4,
  predictedAwayScore: 67.6,
  predictedHomeMargin: 6.8,
  homeWinProbability: 0.712,
});
const OHIO_STATE = scheduledGame({
  gameId: 4,
  gameDate: '2025-03-08',
  isNeutral: true,
  awayTeamId: 4,
  awayMarket: 'Ohio St.',
  predictionKind: null,
});

const SEASON = [teamAggRow({}), teamAggRow({ isOffense: false })];

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('team-summary with unplayed games', () => {
  it('counts only played games in the record and gives unplayed ones no result', () => {
    expect(recordOf(MIXED_LOG)).toEqual({ wins: 1, losses: 1 });
    const [ohioState, michigan] = MIXED_LOG.filter((row) => row.isOffense);
    expect(resultLabel(michigan as TeamGameStatsRow)).toBeNull();
    expect(resultLabel(ohioState as TeamGameStatsRow)).toBeNull();
    expect(upcomingLines(MIXED_LOG).map((row) => row.teamMarketAgst)).toEqual([
      'Michigan',
      'Ohio St.',
    ]);
  });
});

describe('TeamGameLog with games still to be played', () => {
  it('lists the played games as results and the unplayed ones as upcoming, never as losses', async () => {
    const requests = serveData({
      'team-agg-stats': () => SEASON,
      'team-game-stats': () => MIXED_LOG,
      games: () => [OHIO_STATE, MICHIGAN_PROJECTION],
    });
    renderTeamPage('game-log');
    const log = await screen.findByRole('table', { name: 'Illinois game log' }, { timeout: 5000 });
    const lines = bodyRows(log).map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ]);
    expect(lines).toEqual([
      ['at Iowa', 'Feb 1, 2025', 'L', '60', '71'],
      ['vs Purdue', 'Jan 10, 2025', 'W', '78', '65'],
    ]);
    expect(within(log).queryByText(/Michigan|Ohio St\./)).not.toBeInTheDocument();
    expect(screen.getByText('2 played (1-1), 2 still to play')).toBeVisible();

    const upcoming = screen.getByRole('table', {
      name: 'Upcoming games with the ratings projection',
    });
    expect(bodyRows(upcoming).map((row) => row.textContent)).toEqual([
      'Mar 4, 2025HomeMichiganProj. W 74-68, 71%',
      'Mar 8, 2025NeutralOhio St.No projection',
    ]);
    expect(within(upcoming).getByRole('link', { name: 'Michigan' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/games/3/overview`,
    );
    expect(requests.filter((path) => path.startsWith('/gs/games'))).toEqual([
      `/gs/games/competition/${COMPETITION}/team/${TEAM}/`,
    ]);
  });

  it('keeps the upcoming games when the projections fail, and Retry fetches them again', async () => {
    let failures = 1;
    serveData({
      'team-agg-stats': () => SEASON,
      'team-game-stats': () => MIXED_LOG,
      games: () => {
        if (failures-- > 0) throw HttpResponse.json({ msg: 'Ratings busy' }, { status: 500 });
        return [OHIO_STATE, MICHIGAN_PROJECTION];
      },
    });
    renderTeamPage('game-log');
    expect(
      await screen.findByText('The projections could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible();
    const upcoming = screen.getByRole('table', {
      name: 'Upcoming games with the ratings projection',
    });
    expect(bodyRows(upcoming).map((row) => row.textContent)).toEqual([
      'Mar 4, 2025HomeMichigan—',
      'Mar 8, 2025NeutralOhio St.—',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(upcoming).findByText('Proj. W 74-68, 71%')).toBeVisible();
  });

  it('says no game is played yet when the whole log is still to be played', async () => {
    serveData({
      'team-agg-stats': () => SEASON,
      'team-game-stats': () => MIXED_LOG.filter((row) => row.ptsScored === null),
      games: () => [OHIO_STATE, MICHIGAN_PROJECTION],
    });
    renderTeamPage('game-log');
    expect(
      await screen.findByText('No games played yet this season', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('0 played (0-0), 2 still to play')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Illinois game log' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Upcoming games with the ratings projection' }),
    ).toBeVisible();
  });

  it('asks the splits for the months with played games only', async () => {
    const requests = serveData({
      'team-agg-stats': () => SEASON,
      'team-game-stats': () => MIXED_LOG,
    });
    renderTeamPage('splits');
    await screen.findByRole('table', { name: 'Illinois splits (team)' }, { timeout: 5000 });
    const splitRequest = decodeURIComponent(
      requests.find((path) => path.includes('/scopes/')) ?? '',
    );
    expect(splitRequest).toContain('month-2025-01-month-2025-02');
    expect(splitRequest).not.toContain('month-2025-03');
  });
});
