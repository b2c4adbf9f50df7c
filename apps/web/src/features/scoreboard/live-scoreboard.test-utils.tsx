/**
 * A live day of the scoreboard's small season (scoreboard.test-utils.tsx): the stream's
 * summaries of Monday, December 7, 2026 and the next day, the season's stored rows of the same
 * games (their pregame projections, stored under the season's own dates), and the page opened
 * on a day with the fake socket open. Checked by hand:
 *
 * - Dec 7, Division I: 101 Delta at Bravo in progress; 102 Bravo at Alpha to tip at 7:30 PM ET
 *   (Alpha by 3.1 → a 3.0 line, 60%, 74-71 projected); 103 Charlie at Delta final 81-79.
 *   Division II: 104. Dec 8: 105 Delta at Charlie.
 */
import type { LiveGameSummary } from '@courtside/contract/live';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { FakeSocket } from '@/lib/live/testing/fake-socket';
import {
  ALPHA,
  BRAVO,
  CHARLIE,
  COMPETITION,
  DELTA,
  gameRow,
  rawGamesReply,
  renderScoreboard,
  SEASON_GAMES,
  serveScoreboard,
  type RenderScoreboardOptions,
  type Team,
} from './scoreboard.test-utils';

export const LIVE_DAY = '20261207';
/** 5 PM US Eastern on the live day. */
export const LIVE_NOW = () => new Date('2026-12-07T22:00:00Z');

interface SummaryFixture extends Partial<LiveGameSummary> {
  gameId: number;
  away: Team;
  home: Team;
}

export function liveSummary({ away, home, ...fields }: SummaryFixture): LiveGameSummary {
  return {
    competitionId: COMPETITION,
    divisionId: 1,
    gameDate: LIVE_DAY,
    tipTime: '2026-12-07T19:00:00.000Z',
    status: 'scheduled',
    homeTeamId: home[0],
    homeTeamMarket: home[1],
    homeConferenceId: home[2],
    awayTeamId: away[0],
    awayTeamMarket: away[1],
    awayConferenceId: away[2],
    isNeutral: false,
    homeScore: 0,
    awayScore: 0,
    period: 0,
    clock: null,
    homeWinProb: null,
    lastSeq: -1,
    ...fields,
  };
}

export const IN_PROGRESS = liveSummary({
  gameId: 101,
  away: DELTA,
  home: BRAVO,
  status: 'in-progress',
  tipTime: '2026-12-07T20:00:00.000Z',
  awayScore: 30,
  homeScore: 34,
  period: 2,
  clock: 461,
  homeWinProb: 0.7,
  lastSeq: 150,
});

export const SCHEDULED = liveSummary({
  gameId: 102,
  away: BRAVO,
  home: ALPHA,
  tipTime: '2026-12-08T00:30:00.000Z',
});

export const FINAL = liveSummary({
  gameId: 103,
  away: CHARLIE,
  home: DELTA,
  status: 'final',
  tipTime: '2026-12-07T16:00:00.000Z',
  awayScore: 81,
  homeScore: 79,
  period: 2,
  lastSeq: 320,
});

export const DAY_GAMES = [
  FINAL,
  SCHEDULED,
  IN_PROGRESS,
  liveSummary({ gameId: 104, away: CHARLIE, home: ALPHA, divisionId: 2 }),
  liveSummary({ gameId: 105, away: DELTA, home: CHARLIE, gameDate: '20261208' }),
];

/** The season's stored rows of the live games (the season's dates, not the live day). */
export const LIVE_GAME_ROWS = [
  gameRow({ gameId: 101, gameDate: '2025-11-18', away: DELTA, home: BRAVO, score: [70, 72] }),
  gameRow({
    gameId: 102,
    gameDate: '2025-11-18',
    away: BRAVO,
    home: ALPHA,
    conferenceGame: true,
    prediction: [3.1, 0.6, 74.2, 71.1],
  }),
  gameRow({ gameId: 103, gameDate: '2025-11-18', away: CHARLIE, home: DELTA, score: [81, 79] }),
  gameRow({ gameId: 104, gameDate: '2025-11-18', away: CHARLIE, home: ALPHA }),
  gameRow({ gameId: 105, gameDate: '2025-11-19', away: DELTA, home: CHARLIE }),
];

export const LIVE_PAGE = `/tools/scoreboard/${COMPETITION}/d1`;

/** Serves the season with the live games' rows; renders the page and opens its socket. */
export async function openLiveScoreboard(url: string, options: RenderScoreboardOptions = {}) {
  const requests = serveScoreboard({
    'raw-games': rawGamesReply([...SEASON_GAMES, ...LIVE_GAME_ROWS]),
  });
  const view = renderScoreboard(url, { now: LIVE_NOW, timeZone: 'America/New_York', ...options });
  await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
  const socket = FakeSocket.latest();
  socket.open();
  return { ...view, socket, requests };
}

export function deliverGames(socket: FakeSocket, games: readonly LiveGameSummary[]) {
  socket.deliver({ type: 'games', competitionId: COMPETITION, games: [...games] });
}
