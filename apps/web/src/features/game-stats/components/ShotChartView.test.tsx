/**
 * The game's shot charts: every shot by default, hexes and zones from the mode toggle (in the
 * URL), coloured against each team's division, with tooltips, legends and PNG download, and
 * each chart headed by its team's colour.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/lib/session/session-test-support';
import { AWAY_ID, COMPETITION_ID, GAME_ID, HOME_ID, teamLines } from '../testing/game-fixtures';
import {
  colorRow,
  gameShots,
  leagueHexes,
  leagueZones,
  serveGame,
} from '../testing/game-page-fixtures';
import { GameStatsPage } from './GameStatsPage';

const ROUTES = [{ path: '/stats/:competitionId/games/:gameId/:view', element: <GameStatsPage /> }];
const AT = `/stats/${COMPETITION_ID}/games/${GAME_ID}/shot-chart`;

const renderShots = (search = '') =>
  renderWithSession(ROUTES, { initialEntries: [`${AT}${search}`] });

const figure = (name: RegExp) => screen.findByRole('figure', { name }, { timeout: 5000 });

describe('ShotChartView', () => {
  it('shows every shot of both teams by default, under their colours, with a PNG download', async () => {
    const requests = serveGame({
      'pbp-shots': gameShots,
      'team-game-stats': teamLines,
      'team-colors': [colorRow(HOME_ID, '#0033A0', null), colorRow(AWAY_ID, '#FF8200', null)],
    });
    renderShots();
    // Home State: 4 made of 8 located attempts (the heave included: it is a shot).
    const home = await figure(/^Home State shots: 4 of 8 made/);
    expect(within(home).getByText('4 of 8 made (50.0%)')).toBeInTheDocument();
    expect(await figure(/^Away U shots: 1 of 2 made/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Shots' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('button', { name: 'Download Home State shots: 4 of 8 made as PNG' }),
    ).toBeEnabled();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Away U', 'Home State']);
    const chips = headings.map((heading) =>
      heading.querySelector('.game-team-chip')?.getAttribute('data-team-color'),
    );
    expect(chips).toEqual(['#e67500', '#0033a0']);
    expect(requests.some((request) => request.endpoint.startsWith('lg-'))).toBe(false);
  });

  it('colours each zone against the division and puts the mode in the URL', async () => {
    const requests = serveGame({
      'pbp-shots': gameShots,
      'team-game-stats': teamLines,
      'lg-zones': leagueZones,
    });
    const { router } = renderShots();
    await figure(/^Home State shots/);
    await userEvent.click(screen.getByRole('button', { name: 'Zones' }));
    expect(router.state.location.search).toBe('?chart=zones');
    const home = await figure(/^Home State: FG% by zone vs Division 1/);
    const zones = within(home).getByRole('group', { name: 'Shooting by zone' });
    // 3 of 4 at the rim against the division's 55.0%: +20.0 points; 4 of the 7 non-heave
    // attempts (57.1%). The corner: 1 of 2 against 35.0%, +15.0; the heave is left out.
    expect(
      within(zones).getByRole('img', {
        name: 'At the rim: 3 of 4 (75.0%); league 55.0%, +20.0 pts; 57.1% of attempts',
      }),
    ).toBeInTheDocument();
    expect(
      within(zones).getByRole('img', {
        name: 'Corner 3: 1 of 2 (50.0%); league 35.0%, +15.0 pts; 28.6% of attempts',
      }),
    ).toBeInTheDocument();
    expect(
      within(zones).getByRole('img', {
        name: 'Above the break 3: 0 of 1 (0.0%); league 33.0%, −33.0 pts; 14.3% of attempts',
      }),
    ).toBeInTheDocument();
    expect(within(home).getByText('FG% vs league (points)')).toBeInTheDocument();
    const away = await figure(/^Away U: FG% by zone vs Division 1/);
    expect(
      within(away).getByRole('img', {
        name: 'At the rim: 1 of 2 (50.0%); league 55.0%, −5.0 pts; 100.0% of attempts',
      }),
    ).toBeInTheDocument();
    const zoneRequests = requests.filter((request) => request.endpoint === 'lg-zones');
    expect(zoneRequests.length).toBeGreaterThan(0);
    expect(zoneRequests[0]?.url.searchParams.get('divisionId')).toBe('1');
    expect(zoneRequests[0]?.url.searchParams.get('zoneSchema')).toBe('area');
  });

  it('bins the shots into hexes against the league at each spot from a shared link', async () => {
    const requests = serveGame({
      'pbp-shots': gameShots,
      'team-game-stats': teamLines,
      'lg-hexes': leagueHexes,
    });
    renderShots('?chart=hexes');
    const home = await figure(/^Home State: shooting by spot vs Division 1/);
    expect(screen.getByRole('button', { name: 'Hexes' })).toHaveAttribute('aria-pressed', 'true');
    // 3 of 4 in the basket's hex, shrunk (3 + 10·0.55)/(4 + 10) = 60.7% → +5.7 over 55.0%.
    // The corner threes are one attempt a spot: under the game's 2-attempt minimum.
    const spots = within(home).getByRole('group', { name: 'Shooting by spot' });
    expect(
      within(spots)
        .getAllByRole('img')
        .map((hex) => hex.getAttribute('aria-label')),
    ).toEqual(['0 ft: 3 of 4 (75.0%); league 55.0%, +5.7 pts (adjusted for sample size)']);
    const away = await figure(/^Away U: shooting by spot/);
    expect(
      within(within(away).getByRole('group', { name: 'Shooting by spot' })).getAllByRole('img'),
    ).toHaveLength(1);
    expect(requests.some((request) => request.endpoint === 'lg-zones')).toBe(false);
  });

  it('says so when the game has no shot locations', async () => {
    serveGame({ 'pbp-shots': [], 'team-game-stats': teamLines });
    renderShots('?chart=zones');
    expect(
      await screen.findByText('No shot locations for this game: it has no play-by-play.'),
    ).toBeVisible();
  });
});
