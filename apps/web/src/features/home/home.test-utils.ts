/**
 * Mocked data API for the home page tests: one MSW handler answers every `/gs/…` request from
 * a table of endpoint → reply and records each request path, so tests assert both what the page
 * shows and what it asked for. Rows carry the fields the `fields` selection keeps. Test-only.
 */
import type { CompetitionDataRow, GameDataRow } from '@courtside/contract/schemas';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import type { PlayerLeaderRow } from './api/player-leaders';
import type { TopTeamRow } from './api/top-teams';

export const MEN = 38409;
export const WOMEN = 38529;

type Reply = (url: URL) => JsonBodyType | Response;

export function serveData(replies: Record<string, Reply>): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      requests.push(`${url.pathname.slice(apiUrl('').length)}${url.search}`);
      const reply = replies[endpoint];
      if (reply === undefined) return HttpResponse.json({ msg: 'not served' }, { status: 404 });
      const body = reply(url);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return requests;
}

export const teamRow = (
  competitionId: number,
  teamId: number,
  values: Partial<TopTeamRow>,
): TopTeamRow => ({
  competitionId,
  teamId,
  teamMarket: `Team ${teamId}`,
  teamName: null,
  netRtgAdj: 0,
  ortgAdj: 100,
  drtgAdj: 100,
  paceAdj: 68,
  overallWins: 10,
  overallLosses: 10,
  isQualified: true,
  ...values,
});

export const MEN_TEAMS: TopTeamRow[] = [
  teamRow(MEN, 2400003, {
    teamMarket: 'Baydale',
    teamName: 'Wolves',
    netRtgAdj: 12.66,
    ortgAdj: 119.87,
    drtgAdj: 107.21,
    paceAdj: 71.28,
    overallWins: 6,
    overallLosses: 3,
  }),
  teamRow(MEN, 2400010, {
    teamMarket: 'Eagleshire',
    teamName: 'Eagles',
    netRtgAdj: 15.04,
    ortgAdj: 111.3,
    drtgAdj: 96.26,
    paceAdj: 65.9,
    overallWins: 8,
    overallLosses: 1,
  }),
  // Best on paper but too few games: not ranked.
  teamRow(MEN, 2400099, { teamMarket: 'Shortseason', netRtgAdj: 40, isQualified: false }),
];

export const WOMEN_TEAMS: TopTeamRow[] = [
  teamRow(WOMEN, 2500001, {
    teamMarket: 'Harborview',
    teamName: 'Gulls',
    netRtgAdj: -3.04,
    overallWins: 4,
    overallLosses: 5,
  }),
];

export const GAMES: GameDataRow[] = [
  {
    _id: '24000092',
    updated: '2025-04-08T00:00:00Z',
    competitionId: MEN,
    gameId: 24000092,
    gameDate: '2025-04-07',
    homeTeamId: 2400010,
    homeMarket: 'Eagleshire',
    homeConferenceId: 3,
    awayTeamId: 2400001,
    awayMarket: 'Ironport',
    awayConferenceId: 1,
    homeScore: 74,
    awayScore: 65,
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
  },
];

export const PLAYERS: PlayerLeaderRow[] = [
  {
    competitionId: MEN,
    playerId: 24000031,
    teamId: 2400003,
    fullName: 'Jamal Wood',
    teamMarket: 'Baydale',
    ptsScoredPg: 11.444,
    rebPg: 3.222,
    astPg: 3,
  },
  {
    competitionId: MEN,
    playerId: 24000030,
    teamId: 2400003,
    fullName: 'Brayden Williams',
    teamMarket: 'Baydale',
    ptsScoredPg: 9.25,
    rebPg: 8.75,
    astPg: 1.5,
  },
];

/** A competitions row; only the fields the page reads matter. */
export const competitionRow = (competitionId: number, isSimulated: boolean) =>
  ({ competitionId, isSimulated, label: `Competition ${competitionId}` }) as Pick<
    CompetitionDataRow,
    'competitionId' | 'isSimulated' | 'label'
  >;

/** The whole page answered: teams per competition, results, players, competitions. */
export function serveHome(overrides: Record<string, Reply> = {}): string[] {
  return serveData({
    'team-agg-stats': (url) =>
      url.pathname.includes(`/competition/${WOMEN}/`) ? WOMEN_TEAMS : MEN_TEAMS,
    games: () => GAMES,
    'player-agg-stats-public': (url) =>
      url.searchParams.get('competitionId') === String(MEN) ? PLAYERS : [],
    competitions: () => [competitionRow(MEN, true), competitionRow(WOMEN, false)],
    ...overrides,
  });
}
