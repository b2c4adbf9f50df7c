/**
 * The insights page under the real providers with the data API served on its real paths: one
 * MSW handler answers every `/gs/…` request from hand-made rows of 2024-25 men's Division I
 * (and of 2023-24 for the most improved teams) and records the requests.
 */
import { parseDataPath, type DataConfig } from '@courtside/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { competitionRow, serveData, type DataReply } from '@/test/data-api-test-support';
import { InsightsPage } from './components/InsightsPage';
import type { ConferenceRatingRow } from './content/conference-strength';
import type { StoryGameRow } from './content/game-results';
import type { SchoolRow, TeamRatingRow } from './content/improved-teams';
import type { TeamTransferRow } from './content/transfer-winners';

/** 2024-25 men, and the season before it. */
export const MEN = 38409;
export const MEN_BEFORE = 36045;
export const WOMEN = 38529;

const configOf = (url: URL): DataConfig =>
  parseDataPath(`${url.pathname.slice(apiUrl('').length)}${url.search}`).config;

const game = (gameId: number, overrides: Partial<StoryGameRow>): StoryGameRow => ({
  competitionId: MEN,
  gameId,
  gameDate: '2025-01-15',
  status: 'final',
  homeTeamId: 1,
  homeMarket: 'Whitfield',
  homeScore: 68,
  homeNetRanking: 3,
  awayTeamId: 2,
  awayMarket: 'Ironport',
  awayScore: 71,
  awayNetRanking: 140,
  winnerWinProbability: 0.09,
  comeback: 0,
  ...overrides,
});

/** Seven upsets, the biggest first (as the server's `upset` order sends them). */
export const upsetRows = (): StoryGameRow[] =>
  Array.from({ length: 7 }, (_, index) =>
    game(100 + index, { winnerWinProbability: 0.09 + index * 0.05, homeMarket: `Home ${index}` }),
  );

export const comebackRows = (): StoryGameRow[] => [
  game(201, {
    homeMarket: 'Delta',
    homeScore: 66,
    homeTeamId: 4,
    homeNetRanking: null,
    awayMarket: 'Alpha',
    awayScore: 65,
    awayTeamId: 5,
    awayNetRanking: 8,
    winnerWinProbability: 0.4,
    comeback: 19,
  }),
  game(202, { comeback: 6 }),
];

const rating = (competitionId: number, teamId: number, teamMarket: string, netRtgAdj: number) =>
  ({ competitionId, teamId, teamMarket, netRtgAdj, netRanking: null }) satisfies TeamRatingRow;

export const ratingRows = (competitionId: number): TeamRatingRow[] =>
  competitionId === MEN
    ? [rating(MEN, 21, 'Bravo', 8), rating(MEN, 22, 'Charlie', 1)]
    : [rating(MEN_BEFORE, 11, 'Bravo', -4), rating(MEN_BEFORE, 12, 'Charlie', 3)];

export const schoolRows = (): SchoolRow[] => [
  { competitionId: MEN_BEFORE, teamId: 11, teamKey: 'bravo' },
  { competitionId: MEN_BEFORE, teamId: 12, teamKey: 'charlie' },
  { competitionId: MEN, teamId: 21, teamKey: 'bravo' },
  { competitionId: MEN, teamId: 22, teamKey: 'charlie' },
];

const conference = (
  conferenceId: number,
  name: string,
  netRtgAdj: number,
): ConferenceRatingRow => ({
  conferenceId,
  conferenceShortName: name,
  conferenceLongName: `${name} Conference`,
  teams: 10,
  scope: 'season',
  isOffense: true,
  netRtgAdj,
  sos: null,
});

export const conferenceRows = (): ConferenceRatingRow[] => [
  conference(1, 'North', 6.5),
  conference(2, 'South', 11),
];

export const transferRows = (): TeamTransferRow[] => [
  {
    competitionId: MEN,
    teamId: 31,
    teamMarket: 'Ironport',
    transfersIn: 5,
    minsInPct: 0.4,
    transferEffectIn: 5.2,
    transferEffectInPlayers: 4,
  },
];

/** Every story's endpoint answered; `replies` replaces some. */
export function serveInsights(replies: Record<string, DataReply> = {}): string[] {
  return serveData({
    competitions: () => [competitionRow(MEN, true)],
    'game-explorer-search': (url) =>
      configOf(url).sortBy === 'comeback' ? comebackRows() : upsetRows(),
    'team-agg-stats': (url) => ratingRows(configOf(url).competitionId ?? 0),
    teams: () => schoolRows(),
    'conference-agg-stats': () => conferenceRows(),
    'team-transfer-agg-stats': () => transferRows(),
    ...replies,
  });
}

export function renderInsights(url: string, queryClient?: QueryClient) {
  return renderWithSession(
    [{ path: '/insights/:view', element: <InsightsPage notFound={<p>page not found</p>} /> }],
    { initialEntries: [url], ...(queryClient === undefined ? {} : { queryClient }) },
  );
}
