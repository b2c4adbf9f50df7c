/**
 * The team page under the real providers with the data API served on its real paths: one MSW
 * handler answers every `/gs/…` request from a table of endpoint → rows and records the
 * request, so tests can assert both what the page shows and what it asked for.
 */
import type {
  GameDataRow,
  PlayerAggStatsRow,
  RankRow,
  TeamAggStatsRow,
  TeamDataRow,
  TeamGameStatsRow,
} from '@courtside/contract/schemas';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { TeamStatsPage } from './components/TeamStatsPage';

export const COMPETITION = 38409;
export const TEAM = 590616;
export const DIVISION = 1;

type Reply = (url: URL) => JsonBodyType | Response;

/** Answers each data endpoint named in `replies`; any other endpoint is a 500 the test sees. */
export function serveData(replies: Record<string, Reply>): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      requests.push(`${url.pathname.slice(apiUrl('').length)}${url.search}`);
      const reply = replies[endpoint];
      if (reply === undefined) return HttpResponse.json({ msg: 'not served' }, { status: 500 });
      const body = reply(url);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return requests;
}

/** A team aggregate row with the fields the page reads; the rest stay as the API's nulls. */
export function teamAggRow(overrides: Partial<TeamAggStatsRow>): TeamAggStatsRow {
  return {
    _id: 'row',
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    teamId: TEAM,
    teamMarket: 'Illinois',
    teamName: null,
    conferenceId: 5,
    divisionId: DIVISION,
    scope: 'season',
    isOffense: true,
    gp: 28,
    gpStats: 28,
    gpPbp: 20,
    isQualified: true,
    poss: 1960,
    mins: 1120,
    overallWins: 20,
    overallLosses: 8,
    confWins: 12,
    confLosses: 6,
    ortgAdj: 118.2,
    drtgAdj: 95.1,
    netRtgAdj: 23.1,
    paceAdj: 70.4,
    sos: 5.2,
    netRanking: 7,
    efgPct: 0.52,
    efgPctAgst: 0.47,
    tovPct: 0.15,
    tovPctAgst: 0.19,
    orbPct: 0.33,
    orbPctAgst: 0.26,
    ftaRate: 0.35,
    ftaRateAgst: 0.28,
    ...overrides,
  } as TeamAggStatsRow;
}

export function teamGameRow(overrides: Partial<TeamGameStatsRow>): TeamGameStatsRow {
  return {
    _id: 'game',
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    gameId: 1,
    gameDate: '2025-01-10',
    isOffense: true,
    teamId: TEAM,
    teamMarket: 'Illinois',
    conferenceId: 5,
    teamIdAgst: 2,
    teamMarketAgst: 'Purdue',
    conferenceIdAgst: 5,
    divisionIdAgst: 1,
    isHome: true,
    isNeutral: false,
    isWin: true,
    isConfGame: true,
    isConfTournament: false,
    quadAgst: 1,
    netRankAgst: 12,
    teamGameRecency: 1,
    coverage: 'pbp',
    poss: 70,
    possSource: 'pbp',
    ptsScored: 78,
    ptsAgst: 65,
    ...overrides,
  } as TeamGameStatsRow;
}

/** A `games` row of a game still to be played at home against Purdue, without a prediction. */
export function scheduledGame(overrides: Partial<GameDataRow>): GameDataRow {
  return {
    _id: String(overrides.gameId ?? 0),
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    gameId: 0,
    gameDate: '2025-03-04',
    homeTeamId: TEAM,
    homeMarket: 'Illinois',
    homeConferenceId: 5,
    awayTeamId: 2,
    awayMarket: 'Purdue',
    awayConferenceId: 5,
    homeScore: null,
    awayScore: null,
    isNeutral: false,
    conferenceGame: true,
    confTournament: false,
    periods: null,
    coverage: 'schedule',
    status: 'scheduled',
    predictionKind: 'projected',
    predictedHomeMargin: null,
    homeWinProbability: null,
    predictedHomeScore: null,
    predictedAwayScore: null,
    ...overrides,
  };
}

/** The team's line of a game still to be played: no score, and the API's `isWin` false. */
export function unplayedGameRow(overrides: Partial<TeamGameStatsRow>): TeamGameStatsRow {
  return teamGameRow({
    isWin: false,
    ptsScored: null,
    ptsAgst: null,
    poss: null,
    possSource: null,
    coverage: 'schedule',
    quadAgst: null,
    ...overrides,
  });
}

export function playerAggRow(overrides: Partial<PlayerAggStatsRow>): PlayerAggStatsRow {
  return {
    _id: 'player',
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    playerId: 11,
    playerKey: 'p11',
    fullName: 'Terrence Shannon',
    teamId: TEAM,
    teamMarket: 'Illinois',
    teamName: null,
    conferenceId: 5,
    divisionId: DIVISION,
    jerseyNum: '0',
    position: 'G',
    classYr: 'Sr',
    scope: 'season',
    gp: 28,
    gs: 28,
    mins: 900,
    poss: 1000,
    ptsScored: 560,
    isQualified: true,
    ...overrides,
  } as PlayerAggStatsRow;
}

export function rankRow(stat: string, rank: number, poolSize: number): RankRow {
  return {
    _id: `rank-${stat}`,
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    entity: 'team',
    teamId: TEAM,
    fullName: null,
    teamMarket: 'Illinois',
    conferenceId: 5,
    divisionId: DIVISION,
    scope: 'season',
    stat,
    value: 0,
    rank,
    rankLabel: String(rank),
    poolSize,
    confRank: null,
    confPoolSize: null,
  };
}

export function teamRow(competitionId: number, teamId: number, teamKey: string): TeamDataRow {
  return {
    _id: `${competitionId}-${teamId}`,
    updated: '2025-03-01T00:00:00Z',
    competitionId,
    teamId,
    teamMarket: teamKey,
    teamName: null,
    gender: 'MALE',
    divisionId: DIVISION,
    conferenceId: 5,
    conferenceShortName: 'Big Ten',
    teamKey,
    games: 30,
  };
}

export function renderTeamPage(view = 'overview', teamId: number | string = TEAM) {
  return renderWithSession(
    [
      {
        path: '/stats/:competitionId/teams/:teamId/:view',
        element: <TeamStatsPage notFound={<p>page not found</p>} />,
        // As in the route table: a not-found error of the page shows the not-found page.
        errorElement: <RouteErrorFallback notFound={<p>page not found</p>} />,
      },
    ],
    { initialEntries: [`/stats/${COMPETITION}/teams/${teamId}/${view}`] },
  );
}
