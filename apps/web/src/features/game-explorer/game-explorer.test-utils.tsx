/**
 * The game explorer under the real providers with the data API served on its real paths: one
 * MSW handler answers every `/gs/…` request from a table of endpoint → rows and records the
 * request; the explorer's search is answered by the contract's search functions. The fixture is five Division I games of 2024-25 worked out by hand: a home upset
 * with a comeback, a blowout, a box-only overtime game in a conference tournament, a national
 * tournament game and a game not played yet.
 */
import {
  parseDataPath,
  parseExplorerFilterItems,
  parseExplorerSortBy,
  searchGames,
  sortExplorerRows,
} from '@courtside/contract';
import type { CompetitionConferenceRow, GameExplorerRow } from '@courtside/contract/schemas';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  conferenceRow,
  serveData,
  signInTier,
  type DataReply,
} from '@/test/data-api-test-support';
import { GameExplorerPage } from './components/GameExplorerPage';

/** 2024-25 men. */
export const MEN_COMPETITION = 38409;

export { serveData, signInTier };

export const ALPHA = 1;
export const BRAVO = 2;
export const CHARLIE = 3;
export const DELTA = 4;

const MARKETS: Readonly<Record<number, string>> = {
  [ALPHA]: 'Alpha',
  [BRAVO]: 'Bravo',
  [CHARLIE]: 'Charlie',
  [DELTA]: 'Delta',
};
const CONFERENCES: Readonly<Record<number, number>> = {
  [ALPHA]: 1,
  [BRAVO]: 1,
  [CHARLIE]: 2,
  [DELTA]: 2,
};

interface Flow {
  homeMaxLead: number;
  awayMaxLead: number;
  leadChanges: number;
  timesTied: number;
  homeBestRun: number;
  awayBestRun: number;
  series: number[];
}

interface GameFixture {
  gameId: number;
  date: string;
  home: number;
  away: number;
  homeScore: number | null;
  awayScore: number | null;
  neutral?: boolean;
  periods?: number;
  flow: Flow | null;
  homeWinProbability: number;
  confTournament?: boolean;
  tournament?: { kind: 'national' | 'conference'; round: number; roundName: string };
}

/** A home win probability line of 25 points from `start` to the final horn (`end`). */
const line = (start: number, low: number, end: number): number[] =>
  Array.from({ length: 25 }, (_, i) => (i === 0 ? start : i === 24 ? end : i < 12 ? low : 0.5));

export const GAMES: readonly GameFixture[] = [
  // Bravo (30% before tip-off) came back from 8 down to beat Alpha by 2.
  {
    gameId: 101,
    date: '2024-12-01',
    home: BRAVO,
    away: ALPHA,
    homeScore: 72,
    awayScore: 70,
    flow: {
      homeMaxLead: 4,
      awayMaxLead: 8,
      leadChanges: 10,
      timesTied: 6,
      homeBestRun: 9,
      awayBestRun: 7,
      series: line(0.3, 0.12, 1),
    },
    homeWinProbability: 0.3,
  },
  // Alpha routed Charlie by 20, never trailing.
  {
    gameId: 102,
    date: '2025-01-10',
    home: ALPHA,
    away: CHARLIE,
    homeScore: 80,
    awayScore: 60,
    flow: {
      homeMaxLead: 22,
      awayMaxLead: 0,
      leadChanges: 0,
      timesTied: 1,
      homeBestRun: 12,
      awayBestRun: 6,
      series: line(0.9, 0.85, 1),
    },
    homeWinProbability: 0.9,
  },
  // Box score only: Charlie beat Bravo in overtime on a neutral floor, conference tournament.
  {
    gameId: 103,
    date: '2025-03-08',
    home: BRAVO,
    away: CHARLIE,
    homeScore: 74,
    awayScore: 77,
    neutral: true,
    periods: 3,
    flow: null,
    homeWinProbability: 0.45,
    confTournament: true,
    tournament: { kind: 'conference', round: 2, roundName: 'Semifinals' },
  },
  // National first round: Delta came back from 12 down to beat Alpha by 1.
  {
    gameId: 104,
    date: '2025-03-21',
    home: ALPHA,
    away: DELTA,
    homeScore: 65,
    awayScore: 66,
    neutral: true,
    flow: {
      homeMaxLead: 12,
      awayMaxLead: 3,
      leadChanges: 4,
      timesTied: 2,
      homeBestRun: 14,
      awayBestRun: 10,
      series: line(0.6, 0.4, 0),
    },
    homeWinProbability: 0.6,
    tournament: { kind: 'national', round: 1, roundName: 'First Round' },
  },
  // Not played yet.
  {
    gameId: 105,
    date: '2025-04-01',
    home: CHARLIE,
    away: DELTA,
    homeScore: null,
    awayScore: null,
    flow: null,
    homeWinProbability: 0.5,
  },
];

function explorerRow(game: GameFixture): GameExplorerRow {
  const scored = game.homeScore !== null && game.awayScore !== null;
  const margin = scored ? (game.homeScore ?? 0) - (game.awayScore ?? 0) : null;
  const flow = game.flow;
  const periods = game.periods ?? 2;
  return {
    _id: String(game.gameId),
    updated: '2025-04-08T00:00:00Z',
    competitionId: MEN_COMPETITION,
    gameId: game.gameId,
    gameDate: game.date,
    homeTeamId: game.home,
    homeMarket: MARKETS[game.home] ?? '',
    homeConferenceId: CONFERENCES[game.home] ?? null,
    awayTeamId: game.away,
    awayMarket: MARKETS[game.away] ?? '',
    awayConferenceId: CONFERENCES[game.away] ?? null,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    isNeutral: game.neutral ?? false,
    conferenceGame: false,
    confTournament: game.confTournament ?? false,
    periods: scored ? periods : null,
    coverage: flow === null ? (scored ? 'box' : 'schedule') : 'pbp',
    status: scored ? 'final' : 'scheduled',
    predictionKind: scored ? 'retrospective' : 'projected',
    predictedHomeMargin: null,
    homeWinProbability: game.homeWinProbability,
    predictedHomeScore: null,
    predictedAwayScore: null,
    margin,
    totalPts: scored ? (game.homeScore ?? 0) + (game.awayScore ?? 0) : null,
    poss: null,
    isOvertime: periods > 2,
    homeNetRanking: null,
    awayNetRanking: null,
    winnerMargin: margin === null ? null : Math.abs(margin),
    overtimes: scored ? periods - 2 : null,
    homeMaxLead: flow?.homeMaxLead ?? null,
    awayMaxLead: flow?.awayMaxLead ?? null,
    largestLead: flow === null ? null : Math.max(flow.homeMaxLead, flow.awayMaxLead),
    comeback:
      flow === null || margin === null ? null : margin > 0 ? flow.awayMaxLead : flow.homeMaxLead,
    leadChanges: flow?.leadChanges ?? null,
    timesTied: flow?.timesTied ?? null,
    homeBestRun: flow?.homeBestRun ?? null,
    awayBestRun: flow?.awayBestRun ?? null,
    biggestRun: flow === null ? null : Math.max(flow.homeBestRun, flow.awayBestRun),
    winnerWinProbability:
      margin === null ? null : margin > 0 ? game.homeWinProbability : 1 - game.homeWinProbability,
    homeWinProbSeries: flow?.series ?? null,
    tournamentKind: game.tournament?.kind ?? null,
    tournamentRound: game.tournament?.round ?? null,
    tournamentRoundName: game.tournament?.roundName ?? null,
  };
}

export const explorerRows = (): GameExplorerRow[] => GAMES.map(explorerRow);

export function conferenceRows(): CompetitionConferenceRow[] {
  const row = (conferenceId: number, name: string) =>
    conferenceRow({
      competitionId: MEN_COMPETITION,
      conferenceId,
      conferenceShortName: name,
      conferenceLongName: `${name} Conference`,
    });
  return [row(1, 'North'), row(2, 'South')];
}

/** The division's teams as `competition-teams` names them (in no particular order). */
export function teamRows(): Array<{ _id: string; teamId: number; teamMarket: string }> {
  return [DELTA, CHARLIE, BRAVO, ALPHA].map((teamId) => ({
    _id: String(teamId),
    teamId,
    teamMarket: MARKETS[teamId] ?? '',
  }));
}

/**
 * The API's explorer search over the fixture games, by the contract's own functions (the API's
 * tests check those against SQL): the `explorerFilter` items, `sortBy` and `limit` of the URL.
 */
export function searchReply(url: URL): GameExplorerRow[] {
  const { config } = parseDataPath(`${url.pathname.slice(apiUrl('').length)}${url.search}`);
  const { explorerFilter, sortBy, limit } = config;
  const rows = explorerRows();
  if (explorerFilter === undefined && sortBy === undefined && limit === undefined) return rows;
  const matched = searchGames(rows, parseExplorerFilterItems(explorerFilter ?? []));
  const order = sortBy === undefined ? null : parseExplorerSortBy(sortBy);
  const sorted = order === null ? matched : sortExplorerRows(matched, order);
  return sorted.slice(0, limit).map((row) => ({ ...row, searchMatches: matched.length }));
}

export function serveExplorer(replies: Record<string, DataReply> = {}): string[] {
  return serveData({
    competitions: () => [competitionRow(MEN_COMPETITION)],
    'competition-conferences': () => conferenceRows(),
    'competition-teams': () => teamRows(),
    'game-explorer-search': searchReply,
    ...replies,
  });
}

/** Renders the page at `url` under its real route pattern, with a recognisable not-found. */
export function renderExplorer(url: string) {
  return renderWithSession(
    [
      {
        path: '/tools/game-explorer/:competitionId/:divisionLabel',
        element: <GameExplorerPage notFound={<p>page not found</p>} />,
      },
      { path: '/stats/:competitionId/games/:gameId/:view', element: <p>game page</p> },
    ],
    { initialEntries: [url] },
  );
}
