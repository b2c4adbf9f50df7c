import type { BracketPlace, GameDataRow } from '@courtside/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBracket } from '@/components/bracket/bracket';
import { seasonNoticeOf } from '@/components/navigation/season-switch';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  competitionRow,
  conferenceRow,
  playerAggRow,
  renderAt,
  serveData,
  teamAggRow,
} from '../group-stats.test-utils';
import { TournamentStatsPage } from './TournamentStatsPage';

const TOURNAMENT = 5025;
const PATH = '/stats/:competitionId/tournaments/:tournamentId/:view';

/** A game of the bracket: the better seed at home; `high`/`low` are [teamId, market, seed, score]. */
function bracketGame(
  gameId: number,
  place: Pick<BracketPlace, 'round' | 'roundName' | 'region' | 'regionName' | 'slot'>,
  high: [number, string, number, number],
  low: [number, string, number, number],
): GameDataRow {
  return {
    _id: String(gameId),
    updated: '2025-04-07T00:00:00Z',
    competitionId: COMPETITION,
    gameId,
    gameDate: '2025-03-20',
    homeTeamId: high[0],
    homeMarket: high[1],
    homeConferenceId: 4,
    awayTeamId: low[0],
    awayMarket: low[1],
    awayConferenceId: 5,
    homeScore: high[3],
    awayScore: low[3],
    isNeutral: true,
    conferenceGame: false,
    confTournament: false,
    periods: 2,
    coverage: 'pbp',
    status: 'final',
    predictionKind: null,
    predictedHomeMargin: null,
    homeWinProbability: null,
    predictedHomeScore: null,
    predictedAwayScore: null,
    bracket: {
      tournamentId: TOURNAMENT,
      ...place,
      firstFour: place.round === 0,
      highTeamId: high[0],
      highSeed: high[2],
      lowTeamId: low[0],
      lowSeed: low[2],
      winnerTeamId: high[3] > low[3] ? high[0] : low[0],
    },
  };
}

const EAST = { region: 1, regionName: 'East' };
const WEST = { region: 2, regionName: 'West' };
const GAMES = [
  // Listed out of order: the page orders by round and slot.
  bracketGame(
    30,
    { round: 5, roundName: 'Final Four', region: null, regionName: null, slot: 0 },
    [1, 'Duke', 1, 70],
    [4, 'Houston', 2, 72],
  ),
  bracketGame(
    10,
    { round: 0, roundName: 'First Four', ...WEST, slot: 1 },
    [5, 'Alabama St.', 2, 61],
    [6, 'St. Francis', 2, 59],
  ),
  bracketGame(
    21,
    { round: 4, roundName: 'Elite Eight', ...WEST, slot: 1 },
    [4, 'Houston', 2, 80],
    [5, 'Alabama St.', 2, 52],
  ),
  bracketGame(
    20,
    { round: 4, roundName: 'Elite Eight', ...EAST, slot: 0 },
    [1, 'Duke', 1, 85],
    [2, 'Alabama', 2, 65],
  ),
];

describe('buildBracket', () => {
  it('splits the First Four, the regions and the final rounds and finds the champion', () => {
    const bracket = buildBracket(GAMES);
    expect(bracket.firstFour.map((game) => game.gameId)).toEqual([10]);
    expect(bracket.regions.map((region) => region.regionName)).toEqual(['East', 'West']);
    expect(bracket.regions[1]?.rounds[0]?.games[0]?.teams.map((team) => team.market)).toEqual([
      'Houston',
      'Alabama St.',
    ]);
    expect(bracket.finals.map((round) => round.roundName)).toEqual(['Final Four']);
    expect(bracket.champion?.market).toBe('Houston');
    expect(bracket.teamIds).toEqual([1, 2, 4, 5, 6]);
  });
});

function serveTournament() {
  return serveData({
    competitions: () => [competitionRow(true)],
    games: () => GAMES,
    'competition-conferences': () => [
      conferenceRow({}),
      conferenceRow({ conferenceId: 5, conferenceShortName: 'Big East' }),
    ],
    'team-agg-stats': () => [
      teamAggRow({ teamId: 1, teamMarket: 'Duke', netRtgAdj: 35 }),
      teamAggRow({ teamId: 4, teamMarket: 'Houston', conferenceId: 5, netRtgAdj: 30 }),
    ],
  });
}

const renderTournament = (view: string, tournamentId = TOURNAMENT) =>
  renderAt(
    PATH,
    `/stats/${COMPETITION}/tournaments/${tournamentId}/${view}`,
    <TournamentStatsPage notFound={<p>page not found</p>} />,
  );

describe('TournamentStatsPage', () => {
  it('draws the bracket by region and round with seeds, scores and the champion', async () => {
    signInForTest({ user: testUser() });
    const requests = serveTournament();
    renderTournament('bracket');
    expect(
      await screen.findByText('Champion:', { exact: false }, { timeout: 5000 }),
    ).toHaveTextContent('Champion: Houston (2 seed)');
    expect(
      screen.getByRole('heading', { level: 1, name: "2024-25 Men's National Tournament" }),
    ).toBeVisible();
    expect(await screen.findByText('Simulated data')).toBeVisible();

    const east = screen.getByRole('region', { name: 'East region' });
    const eliteEight = within(east).getByRole('region', { name: 'Elite Eight' });
    const game = within(eliteEight).getByRole('link');
    expect(game).toHaveTextContent(/1\s*Duke\s*85\s*2\s*Alabama\s*65/);
    expect(game).toHaveAttribute('href', `/stats/${COMPETITION}/games/20/box-score`);

    const firstFour = screen.getByRole('region', { name: 'First Four' });
    expect(within(firstFour).getByRole('link')).toHaveTextContent(/Alabama St\.\s*61/);
    const finals = screen.getByRole('region', { name: 'Final rounds' });
    expect(within(finals).getByRole('link')).toHaveTextContent(/Duke\s*70.*Houston\s*72/);
    expect(requests).toContain(`/gs/games/competition/${COMPETITION}/tournament/${TOURNAMENT}/`);
  });

  it('lists the field’s season statistics on the team-box view', async () => {
    signInForTest({ user: testUser() });
    const requests = serveTournament();
    renderTournament('team-box');
    const table = await screen.findByRole('table', {
      name: "2024-25 Men's National Tournament team stats (offense)",
    });
    expect(within(table).getByRole('row', { name: /Houston/ })).toHaveTextContent('Big East');
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/teams/1-2-4-5-6/scope/season/`,
    );
  });

  it('says so when the warehouse has no bracket for the tournament', async () => {
    signInForTest({ user: testUser() });
    serveData({ competitions: () => [competitionRow(false)], games: () => [] });
    renderTournament('bracket');
    expect(await screen.findByText(/No bracket results for this tournament/)).toBeVisible();
  });

  it('shows a visitor the upgrade prompt and asks for no games', async () => {
    const requests = serveTournament();
    renderTournament('bracket');
    expect(await screen.findByText(/Tournament stats/)).toBeVisible();
    expect(requests.some((path) => path.startsWith('/gs/games'))).toBe(false);
  });

  it("opens the chosen season's Division I page, saying why, when it has no tournament yet", async () => {
    signInForTest({ user: testUser() });
    serveTournament();
    const { router } = renderTournament('bracket');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '41097');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/41097/division/d1/standings'),
    );
    expect(seasonNoticeOf(router.state.location.state)).toBe(
      "2025-26 Men's Basketball has no national tournament yet: here is its Division I page instead.",
    );
  });

  it("opens the same view of the chosen season's tournament", async () => {
    signInForTest({ user: testUser() });
    serveTournament();
    const { router } = renderTournament('team-box');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '36045');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/36045/tournaments/5024/team-box'),
    );
    expect(seasonNoticeOf(router.state.location.state)).toBeNull();
  });

  it('is not found for a tournament of another season', async () => {
    serveTournament();
    renderTournament('bracket', 5024);
    expect(await screen.findByText('page not found')).toBeVisible();
  });
});

describe('TournamentStatsPage: player leaders', () => {
  // Tournament rows: each player's totals over the tournament's games only (scope 'tournament').
  const LEADERS = [
    playerAggRow({
      scope: 'tournament',
      teamMarket: 'Duke',
      teamId: 1,
      gp: 4,
      ptsScored: 74,
      mins: 130,
      fgPct: 0.5,
    }),
    playerAggRow({
      scope: 'tournament',
      playerId: 12,
      playerKey: 'p12',
      fullName: 'L.J. Cryer',
      teamId: 4,
      teamMarket: 'Houston',
      gp: 5,
      ptsScored: 96,
      mins: 170,
      fgPct: 0.45,
    }),
  ];
  const WALK_ON = playerAggRow({
    scope: 'tournament',
    playerId: 13,
    playerKey: 'p13',
    fullName: 'Walk On',
    teamId: 4,
    teamMarket: 'Houston',
    gp: 1,
    ptsScored: 2,
    mins: 3,
    isQualified: false,
  });
  const leadersUrl = (qualified: boolean) =>
    `/gs/player-agg-stats?competitionId=${COMPETITION}&tournamentId=${TOURNAMENT}` +
    (qualified ? '&isQualified=true' : '');
  const bodyRows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);

  it('ranks the tournament’s own totals by points per game and can show everyone', async () => {
    signInForTest({ user: testUser() });
    const requests = serveData({
      competitions: () => [competitionRow(true)],
      'player-agg-stats': (url) =>
        url.searchParams.get('isQualified') === 'true' ? LEADERS : [...LEADERS, WALK_ON],
    });
    const { router } = renderTournament('player-box');
    const table = await screen.findByRole('table', {
      name: "2024-25 Men's National Tournament player leaders",
    });
    // 96 / 5 = 19.2 points per game ahead of 74 / 4 = 18.5.
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/L\.J\. Cryer.*Houston.*19\.2/);
    expect(rows[1]).toHaveTextContent(/Terrence Shannon.*Duke.*18\.5/);
    // PER and the box rating are season models, not tournament values.
    expect(within(table).queryByRole('columnheader', { name: /^PER/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /USG%/ })).toBeVisible();
    expect(await screen.findByText('Simulated data')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Player leaders' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/tournaments/${TOURNAMENT}/player-box`,
    );
    expect(requests).toContain(leadersUrl(true));
    // The leaders need no bracket: no games are asked for.
    expect(requests.some((path) => path.startsWith('/gs/games'))).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: /Qualified players only/ }));
    expect(router.state.location.search).toBe('?players=all');
    await screen.findByText('Walk On');
    expect(requests).toContain(leadersUrl(false));
  });

  it('says so when the warehouse has no games of the tournament', async () => {
    // A tier that sees every player (the free tier's empty list is about its trial players).
    signInForTest({ user: testUser(), tier: { value: 2, label: 'Plus', expiresAt: null } });
    serveData({ competitions: () => [competitionRow(false)], 'player-agg-stats': () => [] });
    renderTournament('player-box');
    expect(await screen.findByText(/No player statistics for this tournament/)).toBeVisible();
  });

  it('shows the error state when the players cannot be loaded', async () => {
    signInForTest({ user: testUser() });
    // player-agg-stats is not served: the API answers 404.
    serveData({ competitions: () => [competitionRow(true)] });
    renderTournament('player-box');
    expect(await screen.findByText('The players could not be loaded')).toBeVisible();
  });

  it('shows a visitor the upgrade prompt and asks for no players', async () => {
    const requests = serveData({ competitions: () => [competitionRow(true)] });
    renderTournament('player-box');
    expect(await screen.findByText(/Tournament stats/)).toBeVisible();
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats'))).toBe(false);
  });
});
