/**
 * The overview's schedule with games still to be played: the projection of each upcoming game
 * from the team's side ("Proj. W 74-68, 71%"), the played games' results unchanged, and `games`
 * asked only when the log has unplayed games.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
import { projectionText, teamProjection } from './UpcomingGames';

// Home game: 74.4 − 67.6, home 71.2% → the team's side as it is.
const HOME_GAME = scheduledGame({
  gameId: 10,
  gameDate: '2025-03-04',
  predictedHomeScore: 74.4,
  predictedAwayScore: 67.6,
  predictedHomeMargin: 6.8,
  homeWinProbability: 0.712,
});
// Road game at Michigan: home 75.2 − 70.9, home 66.4% → Illinois 71-75, 33.6% → "L", 34%.
const ROAD_GAME = scheduledGame({
  gameId: 11,
  gameDate: '2025-03-08',
  homeTeamId: 3,
  homeMarket: 'Michigan',
  awayTeamId: TEAM,
  awayMarket: 'Illinois',
  predictedHomeScore: 75.2,
  predictedAwayScore: 70.9,
  predictedHomeMargin: 4.3,
  homeWinProbability: 0.664,
});
// Neutral game against a team outside Division I: no rating, no projection.
const UNRATED_GAME = scheduledGame({
  gameId: 12,
  gameDate: '2025-03-12',
  isNeutral: true,
  awayTeamId: null,
  awayMarket: 'Chicago State Tech',
  predictionKind: null,
});
const PLAYED = scheduledGame({ gameId: 1, status: 'final', homeScore: 78, awayScore: 65 });

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('projectionText', () => {
  it('turns the home prediction to the team’s side, rounds, and says W, L or neither', () => {
    expect(projectionText(teamProjection(HOME_GAME, TEAM))).toBe('Proj. W 74-68, 71%');
    expect(projectionText(teamProjection(ROAD_GAME, TEAM))).toBe('Proj. L 71-75, 34%');
    expect(projectionText(teamProjection(ROAD_GAME, 3))).toBe('Proj. W 75-71, 66%');
    const tie = scheduledGame({
      predictedHomeScore: 70.2,
      predictedAwayScore: 69.9,
      predictedHomeMargin: 0.3,
      homeWinProbability: 0.512,
    });
    expect(projectionText(teamProjection(tie, TEAM))).toBe('Proj. 70-70, 51%');
    const rout = scheduledGame({
      predictedHomeScore: 95,
      predictedAwayScore: 55,
      predictedHomeMargin: 40,
      homeWinProbability: 0.99997,
    });
    expect(projectionText(teamProjection(rout, TEAM))).toBe('Proj. W 95-55, >99%');
    expect(projectionText(teamProjection(rout, 2))).toBe('Proj. L 55-95, <1%');
    expect(projectionText(teamProjection(UNRATED_GAME, TEAM))).toBe('No projection');
  });
});

describe('TeamSchedule with upcoming games', () => {
  it('shows the upcoming games with projections above the results, which keep their scores', async () => {
    const requests = serveData({
      'team-agg-stats': () => [teamAggRow({}), teamAggRow({ isOffense: false })],
      'team-game-stats': () => [
        unplayedGameRow({
          gameId: 12,
          gameDate: '2025-03-12',
          teamMarketAgst: 'Chicago State Tech',
          isNeutral: true,
          isHome: false,
        }),
        unplayedGameRow({
          gameId: 11,
          gameDate: '2025-03-08',
          teamMarketAgst: 'Michigan',
          isHome: false,
        }),
        unplayedGameRow({ gameId: 10, gameDate: '2025-03-04', teamMarketAgst: 'Purdue' }),
        teamGameRow({ gameId: 1, gameDate: '2025-01-10', teamMarketAgst: 'Purdue' }),
      ],
      games: () => [PLAYED, UNRATED_GAME, ROAD_GAME, HOME_GAME],
    });
    renderTeamPage();
    const upcoming = await screen.findByRole(
      'table',
      { name: 'Upcoming games with the ratings projection' },
      { timeout: 5000 },
    );
    const rows = bodyRows(upcoming);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mar 4, 2025HomePurdueProj. W 74-68, 71%',
      'Mar 8, 2025AwayMichiganProj. L 71-75, 34%',
      'Mar 12, 2025NeutralChicago State TechNo projection',
    ]);
    expect(within(upcoming).getByRole('link', { name: 'Michigan' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/games/11/overview`,
    );
    const results = await screen.findByRole('table', { name: 'Schedule and results' });
    const played = bodyRows(results);
    expect(played).toHaveLength(1);
    expect(played[0]).toHaveTextContent(/vs Purdue.*W.*78.*65/);
    const gamesRequests = requests.filter((path) => path.startsWith('/gs/games'));
    expect(gamesRequests).toHaveLength(1);
    expect(gamesRequests[0]).toContain(String(TEAM));
  });

  it('asks for no projections when every game of the log is played', async () => {
    const requests = serveData({
      'team-agg-stats': () => [teamAggRow({}), teamAggRow({ isOffense: false })],
      'team-game-stats': () => [teamGameRow({ gameId: 1, teamMarketAgst: 'Purdue' })],
    });
    renderTeamPage();
    expect(
      await screen.findByRole('table', { name: 'Schedule and results' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: /Upcoming games/ })).not.toBeInTheDocument();
    expect(requests.some((path) => path.startsWith('/gs/games'))).toBe(false);
  });
});
