/**
 * The brackets page under the real providers with the data API served on its real paths (one
 * MSW handler for every `/gs/…` request, recorded). The fixture is a finished four-team
 * bracket of 2024-25 men worked out by hand: the Final Four (Duke beat Houston, Florida beat
 * Auburn) and the final (Florida beat Duke), with odds before the tournament and now.
 */
import type { BracketOddsRow, GameDataRow, TeamColorRow } from '@courtside/contract/schemas';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { renderWithSession } from '@/lib/session/session-test-support';
import { serveData, type DataReply } from '@/test/data-api-test-support';
import { BracketsPage } from './components/BracketsPage';

/** 2024-25 men and its national tournament. */
export const COMPETITION = 38409;
export const TOURNAMENT = 5025;
export const PAGE = `/tools/brackets/${COMPETITION}/tournaments/${TOURNAMENT}`;

export const DUKE = 1;
export const HOUSTON = 2;
export const FLORIDA = 3;
export const AUBURN = 4;

interface TeamFixture {
  teamId: number;
  market: string;
  region: number;
  regionName: string;
  wins: number;
  losses: number;
  netRtgAdj: number;
  /** Odds of reaching the final and of the title, before the tournament. */
  pre: [number, number];
  /** The same with every game played fixed. */
  current: [number, number];
  eliminatedRound: number | null;
}

const TEAMS: readonly TeamFixture[] = [
  {
    teamId: DUKE,
    market: 'Duke',
    region: 1,
    regionName: 'East',
    wins: 35,
    losses: 4,
    netRtgAdj: 38.2,
    pre: [0.62, 0.35],
    current: [1, 0],
    eliminatedRound: 6,
  },
  {
    teamId: HOUSTON,
    market: 'Houston',
    region: 2,
    regionName: 'West',
    wins: 35,
    losses: 5,
    netRtgAdj: 35.6,
    pre: [0.38, 0.18],
    current: [0, 0],
    eliminatedRound: 5,
  },
  {
    teamId: FLORIDA,
    market: 'Florida',
    region: 3,
    regionName: 'South',
    wins: 36,
    losses: 4,
    netRtgAdj: 36.1,
    pre: [0.55, 0.3],
    current: [1, 1],
    eliminatedRound: null,
  },
  {
    teamId: AUBURN,
    market: 'Auburn',
    region: 4,
    regionName: 'Midwest',
    wins: 32,
    losses: 6,
    netRtgAdj: 33.9,
    pre: [0.45, 0.17],
    current: [0, 0],
    eliminatedRound: 5,
  },
];

function oddsRow(team: TeamFixture, scope: 'pre' | 'current'): BracketOddsRow {
  const [final, champion] = team[scope];
  // The rounds before the Final Four are skipped by a four-team bracket: passed as on a bye.
  return {
    _id: `${TOURNAMENT}-${team.teamId}`,
    updated: '2025-04-08T00:00:00Z',
    tournamentId: TOURNAMENT,
    competitionId: COMPETITION,
    teamId: team.teamId,
    teamMarket: team.market,
    conferenceId: 1,
    seed: 1,
    region: team.region,
    regionName: team.regionName,
    firstFour: false,
    bid: 'automatic',
    wins: team.wins,
    losses: team.losses,
    ortgAdj: 120,
    drtgAdj: 120 - team.netRtgAdj,
    paceAdj: 68,
    netRtgAdj: team.netRtgAdj,
    oddsRound64: 1,
    oddsRound32: 1,
    oddsSweet16: 1,
    oddsElite8: 1,
    oddsFinal4: 1,
    oddsFinal: final,
    oddsChampion: champion,
    runs: 100_000,
    eliminatedRound: team.eliminatedRound,
    isChampion: team.teamId === FLORIDA,
    oddsAsOf: scope === 'pre' ? 'pre' : 3,
  };
}

/** The API's answer for the `scope` segment of the request's path (`current` by default). */
export function oddsReply(url: URL): BracketOddsRow[] {
  const scope = url.pathname.includes('/scope/pre') ? 'pre' : 'current';
  return TEAMS.map((team) => oddsRow(team, scope));
}

function game(
  gameId: number,
  round: 5 | 6,
  slot: number,
  high: [number, string, number],
  low: [number, string, number],
): GameDataRow {
  return {
    _id: String(gameId),
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    gameId,
    gameDate: round === 5 ? '2025-04-05' : '2025-04-07',
    homeTeamId: high[0],
    homeMarket: high[1],
    homeConferenceId: 1,
    awayTeamId: low[0],
    awayMarket: low[1],
    awayConferenceId: 1,
    homeScore: high[2],
    awayScore: low[2],
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
      round,
      roundName: round === 5 ? 'Final Four' : 'Championship',
      region: null,
      regionName: null,
      slot,
      firstFour: false,
      highTeamId: high[0],
      highSeed: 1,
      lowTeamId: low[0],
      lowSeed: 1,
      winnerTeamId: high[2] > low[2] ? high[0] : low[0],
    },
  };
}

export const gameRows = (): GameDataRow[] => [
  game(501, 5, 0, [DUKE, 'Duke', 70], [HOUSTON, 'Houston', 65]),
  game(502, 5, 1, [FLORIDA, 'Florida', 79], [AUBURN, 'Auburn', 73]),
  game(601, 6, 0, [DUKE, 'Duke', 62], [FLORIDA, 'Florida', 65]),
];

/** Duke's colours; the other teams have none, as a source may leave them out. */
export const DUKE_COLORS = { colorPrimary: '#003087', colorSecondary: '#ffffff' };

export const teamColorRows = (): TeamColorRow[] =>
  [DUKE, HOUSTON, FLORIDA, AUBURN].map((teamId) => ({
    _id: `${COMPETITION}-${teamId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    teamId,
    teamMarket: TEAMS.find((team) => team.teamId === teamId)?.market ?? '',
    teamKey: String(teamId),
    ...(teamId === DUKE ? DUKE_COLORS : { colorPrimary: null, colorSecondary: null }),
  }));

export function serveBrackets(replies: Record<string, DataReply> = {}): string[] {
  return serveData({
    'bracket-odds': oddsReply,
    games: () => gameRows(),
    'team-colors': () => teamColorRows(),
    ...replies,
  });
}

/** Renders the page at `url` under its real route pattern, with a recognisable not-found. */
export function renderBrackets(url: string) {
  return renderWithSession(
    [
      {
        path: '/tools/brackets/:competitionId/tournaments/:tournamentId',
        element: <BracketsPage notFound={<p>page not found</p>} />,
        errorElement: <RouteErrorFallback notFound={<p>page not found</p>} />,
      },
      { path: '/stats/:competitionId/teams/:teamId/:view', element: <p>team page</p> },
    ],
    { initialEntries: [url] },
  );
}
