import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseInCombobox } from '@/components/testing/combobox';
import { LEAGUE_DOTS_NOTE } from '../content/chart-text';
import { DEFAULT_TEAM_NOTE } from '../content/default-team';
import { BETA_ID, GAMES, SEASON, TEAM_ID, WOMEN_SEASON } from '../shot-charts.fixtures';
import {
  leftPanel,
  renderShotCharts,
  requestsOf,
  rightPanel,
  serveShotCharts,
  tableText,
  topOption,
} from '../shot-charts.test-utils';

const TEAM_TABLE = /^Alpha State by zone/;

/** Every attempt of the fixture season, heaves left out, against Division I. */
const WHOLE_SEASON = [
  ['At the rim', '3', '2', '66.7%', '60.0%', '+6.7'],
  ['Paint (non-rim)', '1', '1', '100.0%', '40.0%', '+60.0'],
  ['Mid-range', '2', '1', '50.0%', '35.0%', '+15.0'],
  ['Corner 3', '1', '1', '100.0%', '38.0%', '+62.0'],
  ['Above the break 3', '2', '1', '50.0%', '33.0%', '+17.0'],
  ['All zones', '9', '6', '66.7%', '', ''],
];

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('ShotChartsPage', () => {
  it("opens on the season's top team beside Division I against all divisions", async () => {
    const requests = serveShotCharts();
    const { router } = await renderShotCharts();
    expect(screen.getByRole('heading', { level: 1, name: 'Shot charts' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shot charts · Courtside'));

    const left = await leftPanel().findByRole('table', { name: TEAM_TABLE });
    expect(tableText(left)).toEqual(WHOLE_SEASON);
    expect(
      leftPanel().getByRole('figure', { name: /^Alpha State, 2024-25 Men's: FG% by zone/ }),
    ).toHaveTextContent(`${DEFAULT_TEAM_NOTE} 9 located attempts`);
    expect(leftPanel().getByRole('button', { name: 'M: Alpha State' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestsOf(requests, 'pbp-shots')).toEqual([
      { competitionId: SEASON, teamId: TEAM_ID, isOffense: true },
    ]);
    expect(search(router).toString()).toBe('');

    const table = await rightPanel().findByRole('table', {
      name: 'Division 1 by zone against all divisions',
    });
    expect(tableText(table)[0]).toEqual(['At the rim', '1,000', '600', '60.0%', '50.0%', '+10.0']);
    expect(tableText(table)[5]).toEqual(['All zones', '2,900', '1,275', '44.0%', '', '']);
    expect(
      rightPanel().getByRole('figure', {
        name: /^Division 1, 2024-25 Men's: FG% by zone vs all divisions/,
      }),
    ).toBeInTheDocument();
    expect(requestsOf(requests, 'lg-zones')).toEqual(
      expect.arrayContaining([
        { competitionId: SEASON, divisionId: 1, zoneSchema: 'area' },
        { competitionId: SEASON, zoneSchema: 'area' },
      ]),
    );
    expect(requestsOf(requests, 'lg-hexes')).toEqual([]);
    expect(rightPanel().getByText(LEAGUE_DOTS_NOTE)).toBeInTheDocument();
    expect(rightPanel().queryByRole('button', { name: 'Every shot' })).toBeNull();
  });

  it("takes the best-ranked option of the chart's own competition as the default", async () => {
    serveShotCharts({
      'shotcharts-top-options': () => [
        topOption(WOMEN_SEASON, 601, 'W: Delta Women', 1),
        topOption(SEASON, BETA_ID, 'M: Beta Tech', 2),
        topOption(SEASON, TEAM_ID, 'M: Alpha State', 1),
      ],
    });
    await renderShotCharts();
    expect(await leftPanel().findByRole('table', { name: TEAM_TABLE })).toBeInTheDocument();
  });

  it('asks for a team when the season lists no top team', async () => {
    const requests = serveShotCharts({
      'shotcharts-top-options': () => [topOption(WOMEN_SEASON, 601, 'W: Delta Women', 1)],
    });
    await renderShotCharts();
    expect(
      await leftPanel().findByText('Choose a team (or one of the top teams) to draw its shots.'),
    ).toBeInTheDocument();
    expect(requestsOf(requests, 'pbp-shots')).toEqual([]);
  });

  it('names the default team in the URL once a player of it is chosen', async () => {
    const user = userEvent.setup();
    serveShotCharts();
    const { router } = await renderShotCharts();
    const panel = leftPanel();
    await panel.findByRole('table', { name: TEAM_TABLE });
    const player = panel.getByRole('combobox', { name: 'Player' });
    await waitFor(() => expect(player).toBeEnabled());
    await user.selectOptions(player, 'Bo Baker #12');
    expect(search(router).get('aTeam')).toBe(String(TEAM_ID));
    expect(search(router).get('aPlayer')).toBe('9002');
    const figure = await panel.findByRole('figure', { name: /^Bo Baker, 2024-25 Men's/ });
    expect(figure).not.toHaveTextContent(DEFAULT_TEAM_NOTE);
  });

  it("opens a quick pick's season attempts in the URL and the zone table", async () => {
    const user = userEvent.setup();
    const requests = serveShotCharts();
    const { router } = await renderShotCharts();
    await user.click(await leftPanel().findByRole('button', { name: 'M: Alpha State' }));

    expect(search(router).get('aTeam')).toBe(String(TEAM_ID));
    const table = await leftPanel().findByRole('table', { name: TEAM_TABLE });
    expect(tableText(table)).toEqual(WHOLE_SEASON);
    expect(leftPanel().getByRole('button', { name: 'M: Alpha State' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestsOf(requests, 'pbp-shots')).toContainEqual({
      competitionId: SEASON,
      teamId: TEAM_ID,
      isOffense: true,
    });
    expect(requestsOf(requests, 'lg-zones')).toContainEqual({
      competitionId: SEASON,
      divisionId: 1,
      zoneSchema: 'area',
    });
  });

  it('puts each filter in the URL and counts only the attempts it keeps', async () => {
    const user = userEvent.setup();
    serveShotCharts();
    const { router } = await renderShotCharts(`?aTeam=${TEAM_ID}`);
    const panel = leftPanel();
    await panel.findByRole('table', { name: TEAM_TABLE });
    await user.click(panel.getByText('Filters'));

    await user.selectOptions(panel.getByRole('combobox', { name: 'Site' }), 'Away');
    expect(search(router).get('aSite')).toBe('away');
    let table = panel.getByRole('table', { name: 'Alpha State by zone (Away) against Division 1' });
    expect(tableText(table).map((row) => row.slice(0, 4))).toEqual([
      ['At the rim', '0', '0', '—'],
      ['Paint (non-rim)', '1', '1', '100.0%'],
      ['Mid-range', '1', '0', '0.0%'],
      ['Corner 3', '0', '0', '—'],
      ['Above the break 3', '1', '1', '100.0%'],
      ['All zones', '3', '2', '66.7%'],
    ]);

    await user.selectOptions(panel.getByRole('combobox', { name: 'Shot type' }), 'Three-pointers');
    expect(search(router).get('aShotType')).toBe('three');
    table = panel.getByRole('table', { name: /^Alpha State by zone \(Away · Three-pointers\)/ });
    expect(tableText(table).at(-1)).toEqual(['All zones', '1', '1', '100.0%', '', '']);
    expect(panel.getByText('Filters (2 on)')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Clear filters' }));
    expect(search(router).get('aSite')).toBeNull();
    expect(search(router).get('aShotType')).toBeNull();
    expect(tableText(panel.getByRole('table', { name: TEAM_TABLE }))).toEqual(WHOLE_SEASON);
  });

  it('picks games, an opponent, a period, clutch time and dates', async () => {
    const user = userEvent.setup();
    serveShotCharts();
    const { router } = await renderShotCharts(`?aTeam=${TEAM_ID}`);
    const panel = leftPanel();
    await panel.findByRole('table', { name: TEAM_TABLE });
    await user.click(panel.getByText('Filters'));
    const total = () => tableText(panel.getByRole('table', { name: TEAM_TABLE })).at(-1);

    await user.click(panel.getByRole('checkbox', { name: 'Dec 1, 2024 at Gamma College' }));
    expect(search(router).get('aGames')).toBe('12');
    expect(total()).toEqual(['All zones', '3', '2', '66.7%', '', '']);
    expect(
      panel.getByRole('checkbox', { name: 'Feb 1, 2025 vs Gamma College, box score only' }),
    ).toBeDisabled();
    await user.click(panel.getByRole('checkbox', { name: 'Dec 1, 2024 at Gamma College' }));

    await user.selectOptions(panel.getByRole('combobox', { name: 'Opponent' }), 'Beta Tech');
    expect(search(router).get('aOpponent')).toBe('Beta Tech');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Period' }), '2nd half');
    expect(search(router).get('aPeriod')).toBe('2');
    // Beta Tech, 2nd half: a missed three, a made corner three, a made mid-range two (a heave aside).
    expect(total()).toEqual(['All zones', '3', '2', '66.7%', '', '']);

    await user.click(panel.getByRole('checkbox', { name: /Clutch time only/ }));
    expect(search(router).get('aClutch')).toBe('true');
    expect(total()).toEqual(['All zones', '1', '1', '100.0%', '', '']);

    await user.click(panel.getByRole('button', { name: 'Clear filters' }));
    await user.type(panel.getByLabelText('From'), '2024-12-01');
    await user.type(panel.getByLabelText('To'), '2024-12-31');
    expect(search(router).get('aFrom')).toBe('2024-12-01');
    expect(search(router).get('aTo')).toBe('2024-12-31');
    expect(total()).toEqual(['All zones', '3', '2', '66.7%', '', '']);
  });

  it('reopens the same chart from a shared URL: dots of the 2nd half, filters shown', async () => {
    serveShotCharts();
    await renderShotCharts(`?aTeam=${TEAM_ID}&aMode=dots&aPeriod=2`);
    const panel = leftPanel();
    const figure = await panel.findByRole('figure', {
      name: /^Alpha State, 2024-25 Men's: every shot/,
    });
    const dots = within(within(figure).getByRole('group', { name: 'Shots' })).getAllByRole('img');
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAccessibleName(
      'Ann Archer missed 3-pt jumper, vs Beta Tech, Nov 10, 2024, H2 10:00',
    );
    expect(within(figure).getByText('3 of 5 made (60.0%)')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Every shot' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(panel.getByRole('combobox', { name: 'Period' })).toHaveValue('2');
    expect(panel.getByText('Filters (1 on)')).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: 'Period' }).closest('details')).toHaveAttribute(
      'open',
    );
  });

  it('falls back to the defaults for unreadable URL values', async () => {
    const requests = serveShotCharts();
    await renderShotCharts(
      `?aTeam=${TEAM_ID}&aMode=spiral&aSite=moon&aSeason=1&bDivision=9&bMode=x`,
    );
    const table = await leftPanel().findByRole('table', { name: TEAM_TABLE });
    expect(tableText(table)).toEqual(WHOLE_SEASON);
    expect(leftPanel().getByRole('button', { name: 'Zones' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await rightPanel().findByRole('table', { name: 'Division 1 by zone against all divisions' }),
    ).toBeInTheDocument();
    expect(requestsOf(requests, 'pbp-shots')).toEqual([
      { competitionId: SEASON, teamId: TEAM_ID, isOffense: true },
    ]);
  });

  it("draws a division's hexes from lg-hexes of the division, and says why it has no dots", async () => {
    const user = userEvent.setup();
    const requests = serveShotCharts();
    const { router } = await renderShotCharts('?bDivision=2&bMode=dots');
    const panel = rightPanel();
    const figure = await panel.findByRole('figure', {
      name: /^Division 2, 2024-25 Men's: shooting by spot vs all divisions/,
    });
    expect(panel.getByRole('button', { name: 'Hexes' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByText(LEAGUE_DOTS_NOTE)).toBeInTheDocument();
    const hexes = within(
      within(figure).getByRole('group', { name: 'Shooting by spot' }),
    ).getAllByRole('img');
    // The 3-attempt spot is under the minimum; (60 + 10·0.5) / 110 = 59.1% → +9.1 points.
    expect(hexes).toHaveLength(2);
    expect(hexes[0]).toHaveAccessibleName(
      '0 ft: 60 of 100 (60.0%); league 50.0%, +9.1 pts (adjusted for sample size)',
    );
    expect(requestsOf(requests, 'lg-hexes')).toEqual(
      expect.arrayContaining([{ competitionId: SEASON, divisionId: 2 }, { competitionId: SEASON }]),
    );
    expect(
      tableText(panel.getByRole('table', { name: 'Division 2 by zone against all divisions' }))[0],
    ).toEqual(['At the rim', '200', '110', '55.0%', '50.0%', '+5.0']);

    await user.click(panel.getByRole('button', { name: 'Division III' }));
    expect(search(router).get('bDivision')).toBe('3');
    await waitFor(() =>
      expect(requestsOf(requests, 'lg-hexes')).toContainEqual({
        competitionId: SEASON,
        divisionId: 3,
      }),
    );
  });

  it("charts a player's attempts, chosen within the team", async () => {
    const user = userEvent.setup();
    const requests = serveShotCharts();
    const { router } = await renderShotCharts(`?aTeam=${TEAM_ID}`);
    const panel = leftPanel();
    await panel.findByRole('table', { name: TEAM_TABLE });
    const player = panel.getByRole('combobox', { name: 'Player' });
    await waitFor(() => expect(player).toBeEnabled());
    await user.selectOptions(player, 'Bo Baker #12');
    expect(search(router).get('aPlayer')).toBe('9002');
    const table = await panel.findByRole('table', { name: /^Bo Baker by zone/ });
    expect(tableText(table).at(-1)).toEqual(['All zones', '2', '2', '100.0%', '', '']);
    expect(requestsOf(requests, 'pbp-shots')).toContainEqual({
      competitionId: SEASON,
      playerId: 9002,
    });
    expect(panel.queryByRole('group', { name: 'Attempts' })).toBeNull();
  });

  it('shows the whole team, asking for no unknown player, when the roster lacks the player', async () => {
    const requests = serveShotCharts();
    await renderShotCharts(`?aTeam=${TEAM_ID}&aPlayer=4242`);
    const panel = leftPanel();
    expect(
      await panel.findByText(
        "Player 4242 is not on the roster of Alpha State in 2024-25 Men's: the chart shows the whole team.",
      ),
    ).toBeInTheDocument();
    expect(tableText(await panel.findByRole('table', { name: TEAM_TABLE }))).toEqual(WHOLE_SEASON);
    expect(requestsOf(requests, 'pbp-shots')).toEqual([
      { competitionId: SEASON, teamId: TEAM_ID, isOffense: true },
    ]);
  });

  it("shows the opponents' attempts on defense", async () => {
    const user = userEvent.setup();
    const requests = serveShotCharts();
    const { router } = await renderShotCharts(`?aTeam=${TEAM_ID}`);
    const panel = leftPanel();
    await panel.findByRole('table', { name: TEAM_TABLE });
    await user.click(panel.getByRole('button', { name: 'Defense (opponents)' }));
    expect(search(router).get('aSide')).toBe('defense');
    const table = await panel.findByRole('table', { name: /^Alpha State opponents by zone/ });
    expect(tableText(table)[0]).toEqual(['At the rim', '2', '0', '0.0%', '60.0%', '−60.0']);
    expect(requestsOf(requests, 'pbp-shots')).toContainEqual({
      competitionId: SEASON,
      teamId: TEAM_ID,
      isOffense: false,
    });
  });

  it('chooses a school with the team picker over the default team', async () => {
    serveShotCharts();
    const { router } = await renderShotCharts();
    await leftPanel().findByRole('table', { name: TEAM_TABLE });
    const box = leftPanel().getByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(box).toBeEnabled());
    await chooseInCombobox('Team', 'beta', /Beta Tech/);
    expect(search(router).get('aTeam')).toBe(String(BETA_ID));
    expect(
      await leftPanel().findByText(
        "Beta Tech has no games in 2024-25 Men's yet: there are no shots to draw.",
      ),
    ).toBeInTheDocument();
    expect(leftPanel().getByRole('button', { name: 'M: Alpha State' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says why a season has no shots', async () => {
    serveShotCharts({
      games: () => GAMES.map((game) => ({ ...game, coverage: 'box' })),
      'pbp-shots': () => [],
    });
    await renderShotCharts(`?aTeam=${TEAM_ID}`);
    expect(
      await leftPanel().findByText(
        "No located shots: Alpha State's 2024-25 Men's games have box scores only, without play-by-play.",
      ),
    ).toBeInTheDocument();
  });

  it('says when a season has no data or no play-by-play, and asks for no shots', async () => {
    const requests = serveShotCharts();
    await renderShotCharts(`?aTeam=${TEAM_ID}&aSeason=16001&bSeason=${WOMEN_SEASON}`);
    expect(
      await leftPanel().findByText(
        "No shots to draw: Courtside holds no games of 2018-19 Men's yet. Choose another season.",
      ),
    ).toBeInTheDocument();
    expect(
      await rightPanel().findByText(
        "No located shots: the 2024-25 Women's games have box scores only, without play-by-play.",
      ),
    ).toBeInTheDocument();
    expect(requestsOf(requests, 'pbp-shots')).toEqual([]);
    expect(requestsOf(requests, 'lg-zones')).toEqual([]);
  });

  it('says when the filters leave no attempts', async () => {
    const user = userEvent.setup();
    serveShotCharts();
    const { router } = await renderShotCharts(`?aTeam=${TEAM_ID}&aOpponent=Beta+Tech&aSite=away`);
    expect(
      await leftPanel().findByText('No attempts match these filters: widen or clear them.'),
    ).toBeInTheDocument();
    const [, inEmptyState] = leftPanel().getAllByRole('button', { name: 'Clear filters' });
    if (inEmptyState === undefined) throw new Error('The empty state offers no way out');
    await user.click(inEmptyState);
    expect(search(router).toString()).toBe(`aTeam=${TEAM_ID}`);
  });
});
