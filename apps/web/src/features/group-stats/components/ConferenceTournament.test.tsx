import type { BracketPlace, GameDataRow } from '@courtside/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { conferenceTournamentId } from '@courtside/contract';
import { seasonNoticeOf } from '@/components/navigation/season-switch';
import { signInForTest, testUser } from '@/lib/session/session-test-support';
import {
  COMPETITION,
  CONFERENCE,
  competitionRow,
  conferenceRow,
  playerAggRow,
  recordsRow,
  renderAt,
  serveData,
  teamAggRow,
} from '../group-stats.test-utils';
import { ConferenceStatsPage } from './GroupStatsPage';
import { TournamentStatsPage } from './TournamentStatsPage';

const TOURNAMENT = conferenceTournamentId(CONFERENCE);
const TOURNAMENT_PATH = '/stats/:competitionId/tournaments/:tournamentId/:view';
const CONFERENCE_PATH = '/stats/:competitionId/conferences/:conferenceId/:view';
const TITLE = '2024-25 Big Ten Tournament';

/** A conference tournament game: no region; `high`/`low` are [teamId, market, seed, score]. */
function conferenceGame(
  gameId: number,
  place: Pick<BracketPlace, 'round' | 'roundName' | 'slot'>,
  high: [number, string, number, number],
  low: [number, string, number, number],
): GameDataRow {
  return {
    _id: String(gameId),
    updated: '2025-03-16T00:00:00Z',
    competitionId: COMPETITION,
    gameId,
    gameDate: '2025-03-14',
    homeTeamId: high[0],
    homeMarket: high[1],
    homeConferenceId: CONFERENCE,
    awayTeamId: low[0],
    awayMarket: low[1],
    awayConferenceId: CONFERENCE,
    homeScore: high[3],
    awayScore: low[3],
    isNeutral: true,
    conferenceGame: true,
    confTournament: true,
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
      region: null,
      regionName: null,
      firstFour: false,
      highTeamId: high[0],
      highSeed: high[2],
      lowTeamId: low[0],
      lowSeed: low[2],
      winnerTeamId: high[3] > low[3] ? high[0] : low[0],
    },
  };
}

const GAMES = [
  conferenceGame(
    42,
    { round: 2, roundName: 'Final', slot: 0 },
    [1, 'Illinois', 1, 70],
    [3, 'Michigan St.', 3, 74],
  ),
  conferenceGame(
    40,
    { round: 1, roundName: 'Semifinals', slot: 0 },
    [1, 'Illinois', 1, 80],
    [4, 'Iowa', 4, 66],
  ),
  conferenceGame(
    41,
    { round: 1, roundName: 'Semifinals', slot: 1 },
    [2, 'Purdue', 2, 61],
    [3, 'Michigan St.', 3, 68],
  ),
];

const CONFERENCES = () => [
  conferenceRow({}),
  conferenceRow({ conferenceId: 5, conferenceShortName: 'Big East', teams: 11 }),
];

function serveTournament(extra: Parameters<typeof serveData>[0] = {}) {
  return serveData({
    competitions: () => [competitionRow(true)],
    'competition-conferences': CONFERENCES,
    games: () => GAMES,
    ...extra,
  });
}

const renderTournament = (view: string, tournamentId = TOURNAMENT) =>
  renderAt(
    TOURNAMENT_PATH,
    `/stats/${COMPETITION}/tournaments/${tournamentId}/${view}`,
    <TournamentStatsPage notFound={<p>page not found</p>} />,
  );

const notStored = () => HttpResponse.json({ msg: 'Unknown tournament' }, { status: 404 });

describe('TournamentStatsPage: a conference tournament', () => {
  it('draws its rounds, named after the conference, with the champion', async () => {
    signInForTest({ user: testUser() });
    const requests = serveTournament();
    renderTournament('bracket');
    expect(
      await screen.findByText('Champion:', { exact: false }, { timeout: 5000 }),
    ).toHaveTextContent('Champion: Michigan St. (3 seed)');
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /region/ })).not.toBeInTheDocument();
    const rounds = screen.getByRole('region', { name: 'Rounds' });
    const semifinals = within(rounds).getByRole('region', { name: 'Semifinals' });
    const games = within(semifinals).getAllByRole('link');
    expect(games.map((game) => game.textContent)).toEqual([
      expect.stringMatching(/1\s*Illinois\s*80\s*4\s*Iowa\s*66/),
      expect.stringMatching(/2\s*Purdue\s*61\s*3\s*Michigan St\.\s*68/),
    ]);
    const final = within(rounds).getByRole('region', { name: 'Final' });
    expect(within(final).getByRole('link')).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/games/42/box-score`,
    );
    expect(screen.getByRole('link', { name: 'Player leaders' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/tournaments/${TOURNAMENT}/player-box`,
    );
    expect(requests).toContain(`/gs/games/competition/${COMPETITION}/tournament/${TOURNAMENT}/`);
  });

  it('lists the field’s season statistics without a conference column', async () => {
    signInForTest({ user: testUser() });
    const requests = serveTournament({
      'team-agg-stats': () => [
        teamAggRow({ teamId: 3, teamMarket: 'Michigan St.', netRtgAdj: 25 }),
        teamAggRow({ teamId: 1, teamMarket: 'Illinois', netRtgAdj: 23 }),
      ],
    });
    renderTournament('team-box');
    const table = await screen.findByRole('table', { name: `${TITLE} team stats (offense)` });
    expect(within(table).getByRole('row', { name: /Michigan St\./ })).toBeVisible();
    expect(within(table).queryByText('Big Ten')).not.toBeInTheDocument();
    expect(requests).toContain(
      `/gs/team-agg-stats/competition/${COMPETITION}/teams/1-2-3-4/scope/season/`,
    );
  });

  it('ranks the tournament’s player leaders once its bracket is known', async () => {
    signInForTest({ user: testUser() });
    const requests = serveTournament({
      'player-agg-stats': () => [playerAggRow({ scope: 'tournament', gp: 2, ptsScored: 40 })],
    });
    renderTournament('player-box');
    const table = await screen.findByRole('table', { name: `${TITLE} player leaders` });
    expect(within(table).getByRole('row', { name: /Terrence Shannon/ })).toHaveTextContent('20.0');
    expect(requests).toContain(
      `/gs/player-agg-stats?competitionId=${COMPETITION}&tournamentId=${TOURNAMENT}&isQualified=true`,
    );
  });

  it('says so, on every view, when the season stores no bracket for it (NCAA data)', async () => {
    signInForTest({ user: testUser() });
    const requests = serveData({
      competitions: () => [competitionRow(false)],
      'competition-conferences': CONFERENCES,
      games: notStored,
    });
    renderTournament('bracket');
    const message = `No bracket is stored for the ${TITLE} (only the demo league's conference tournaments are stored)`;
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('page not found')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Player leaders' }));
    expect(await screen.findByText(message)).toBeVisible();
    // The leaders are not asked for a tournament the API does not know.
    expect(requests.some((path) => path.startsWith('/gs/player-agg-stats'))).toBe(false);
  });

  it('shows the error state with a Retry when the bracket cannot be loaded', async () => {
    signInForTest({ user: testUser() });
    serveTournament({ games: () => HttpResponse.json({ msg: 'down' }, { status: 500 }) });
    renderTournament('bracket');
    expect(
      await screen.findByText('The bracket could not be loaded', undefined, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('is not found for a conference the season does not have', async () => {
    signInForTest({ user: testUser() });
    // The API does not know its tournament either: that 404 is no "not stored" message.
    serveTournament({ games: notStored });
    renderTournament('bracket', conferenceTournamentId(77));
    expect(await screen.findByText('page not found')).toBeVisible();
    expect(screen.queryByText(/No bracket is stored/)).not.toBeInTheDocument();
  });

  it('is not found for an id that is neither a national nor a conference tournament', async () => {
    serveTournament();
    renderTournament('bracket', 99_999);
    expect(await screen.findByText('page not found')).toBeVisible();
  });

  it('shows a visitor the upgrade prompt and asks for no games', async () => {
    const requests = serveTournament();
    renderTournament('bracket');
    expect(await screen.findByText(/Tournament stats/)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(requests.some((path) => path.startsWith('/gs/games'))).toBe(false);
  });

  it("opens the conference's tournament in the chosen season", async () => {
    signInForTest({ user: testUser() });
    serveData({
      competitions: () => [competitionRow(true)],
      'competition-conferences': (url) =>
        url.pathname.includes(`/competition/${COMPETITION}/`)
          ? CONFERENCES()
          : url.pathname.includes('/competition/36045/')
            ? [conferenceRow({ competitionId: 36045 })]
            : [conferenceRow({ competitionId: 41097, teams: 0 })],
      games: () => GAMES,
    });
    const { router } = renderTournament('bracket');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '36045');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/stats/36045/tournaments/${TOURNAMENT}/bracket`),
    );
    expect(seasonNoticeOf(router.state.location.state)).toBeNull();
  });

  it("opens the chosen season's conferences, saying why, when the conference has no teams there", async () => {
    signInForTest({ user: testUser() });
    serveData({
      competitions: () => [competitionRow(true)],
      'competition-conferences': (url) =>
        url.pathname.includes(`/competition/${COMPETITION}/`)
          ? CONFERENCES()
          : [conferenceRow({ competitionId: 41097, teams: 0 })],
      games: () => GAMES,
    });
    const { router } = renderTournament('bracket');
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '41097');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/stats/conference-home/41097'),
    );
    expect(seasonNoticeOf(router.state.location.state)).toBe(
      "The Big Ten has no teams in 2025-26 Men's Basketball: here are that season's conferences instead.",
    );
  });
});

describe('ConferenceStatsPage: the conference tournament link', () => {
  const renderConference = () =>
    renderAt(
      CONFERENCE_PATH,
      `/stats/${COMPETITION}/conferences/${CONFERENCE}/standings`,
      <ConferenceStatsPage notFound={<p>page not found</p>} />,
    );
  const serveConference = (isSimulated: boolean) =>
    serveData({
      competitions: () => [competitionRow(isSimulated)],
      'competition-conferences': CONFERENCES,
      'team-records': () => [recordsRow(1, 'Illinois', [20, 8], [10, 2])],
    });

  it('links a simulated season’s conference page to its tournament bracket', async () => {
    signInForTest({ user: testUser() });
    const requests = serveConference(true);
    renderConference();
    expect(await screen.findByRole('link', { name: 'Conference tournament' })).toHaveAttribute(
      'href',
      `/stats/${COMPETITION}/tournaments/${TOURNAMENT}/bracket`,
    );
    // Known from the season the header reads anyway: no request of its own.
    expect(requests.some((path) => path.startsWith('/gs/games'))).toBe(false);
  });

  it('shows no link for an NCAA season, which stores no conference tournaments', async () => {
    signInForTest({ user: testUser() });
    serveConference(false);
    renderConference();
    await screen.findByRole('heading', { level: 1, name: 'Big Ten' });
    await screen.findByText('Illinois');
    expect(screen.queryByRole('link', { name: 'Conference tournament' })).not.toBeInTheDocument();
  });
});
