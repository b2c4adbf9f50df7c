/**
 * The scoreboard under the real providers with the data API served on its real paths: one MSW
 * handler answers every `/gs/…` request (test/data-api-test-support) and records it. `raw-games`
 * is answered from one small season by the request's own segments (one day, a date range, or
 * the newest game up to a day), so the page's day, calendar and neighbour reads all meet the
 * same games. Checked by hand:
 *
 * - Jan 31 2025: 1 game. Feb 20: 1. Feb 22: 4 (two finals, two to play). Mar 1: 2.
 * - Ranks (`netRanking`): Alpha 3, Charlie 12, Bravo 40, Delta none; Echo is outside Division I.
 * - Conferences: Alpha and Charlie ACC (1), Bravo and Delta SEC (2).
 */
import type {
  CompetitionTeamRow,
  GameDataRow,
  TeamPeriodStatsRow,
} from '@courtside/contract/schemas';
import { LiveSocketContext } from '@/lib/live/live-socket-context';
import { FakeSocket } from '@/lib/live/testing/fake-socket';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  conferenceRow,
  serveData,
  type DataReply,
} from '@/test/data-api-test-support';
import { ScoreboardPage } from './components/ScoreboardPage';

export const COMPETITION = 38409;

export type Team = [teamId: number | null, market: string, conferenceId: number | null];
export const ALPHA: Team = [1, 'Alpha', 1];
export const BRAVO: Team = [2, 'Bravo', 2];
export const CHARLIE: Team = [3, 'Charlie', 1];
export const DELTA: Team = [4, 'Delta', 2];
export const ECHO: Team = [null, 'Echo College', null];

interface GameFixture {
  gameId: number;
  gameDate: string;
  away: Team;
  home: Team;
  score?: [away: number, home: number];
  periods?: number;
  coverage?: GameDataRow['coverage'];
  isNeutral?: boolean;
  conferenceGame?: boolean;
  /** Home margin, home win probability, projected home and away points. */
  prediction?: [margin: number, homeChance: number, home: number, away: number];
}

export function gameRow(fixture: GameFixture): GameDataRow {
  const [awayTeamId, awayMarket, awayConferenceId] = fixture.away;
  const [homeTeamId, homeMarket, homeConferenceId] = fixture.home;
  const final = fixture.score !== undefined;
  const prediction = fixture.prediction;
  return {
    _id: String(fixture.gameId),
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    gameId: fixture.gameId,
    gameDate: fixture.gameDate,
    homeTeamId,
    homeMarket,
    homeConferenceId,
    awayTeamId,
    awayMarket,
    awayConferenceId,
    homeScore: fixture.score?.[1] ?? null,
    awayScore: fixture.score?.[0] ?? null,
    isNeutral: fixture.isNeutral ?? false,
    conferenceGame: fixture.conferenceGame ?? false,
    confTournament: false,
    periods: final ? (fixture.periods ?? 2) : null,
    coverage: fixture.coverage ?? (final ? 'pbp' : 'schedule'),
    status: final ? 'final' : 'scheduled',
    predictionKind: prediction === undefined ? null : final ? 'retrospective' : 'projected',
    predictedHomeMargin: prediction?.[0] ?? null,
    homeWinProbability: prediction?.[1] ?? null,
    predictedHomeScore: prediction?.[2] ?? null,
    predictedAwayScore: prediction?.[3] ?? null,
  };
}

export const SEASON_GAMES: GameDataRow[] = [
  gameRow({ gameId: 9, gameDate: '2025-01-31', away: DELTA, home: ALPHA, score: [60, 77] }),
  gameRow({ gameId: 8, gameDate: '2025-02-20', away: ALPHA, home: CHARLIE, score: [66, 64] }),
  // Feb 22: Bravo at Alpha (final), Charlie at Delta (final after one overtime, box only),
  // Delta at Bravo (to play, Bravo by 4.3 → a 4.5-point line, 64.8%), Echo at Charlie (no
  // projection: Echo has no rating). Listed best-ranked first: Alpha (3), then Charlie (12).
  gameRow({
    gameId: 1,
    gameDate: '2025-02-22',
    away: BRAVO,
    home: ALPHA,
    score: [70, 75],
    prediction: [3.1, 0.6, 74.2, 71.1],
  }),
  gameRow({
    gameId: 2,
    gameDate: '2025-02-22',
    away: CHARLIE,
    home: DELTA,
    score: [81, 79],
    periods: 3,
    coverage: 'box',
    conferenceGame: false,
  }),
  gameRow({
    gameId: 3,
    gameDate: '2025-02-22',
    away: DELTA,
    home: BRAVO,
    conferenceGame: true,
    prediction: [4.3, 0.648, 72.4, 68.1],
  }),
  gameRow({ gameId: 4, gameDate: '2025-02-22', away: ECHO, home: CHARLIE }),
  gameRow({
    gameId: 5,
    gameDate: '2025-03-01',
    away: ALPHA,
    home: BRAVO,
    isNeutral: true,
    prediction: [-2.2, 0.42, 70.0, 72.2],
  }),
  gameRow({ gameId: 6, gameDate: '2025-03-01', away: CHARLIE, home: DELTA }),
];

/** The path's segments as name → value (`/gs/raw-games/competition/38409/start/…/`). */
function segmentsOf(url: URL): Map<string, string> {
  const parts = url.pathname.split('/gs/')[1]?.split('/').filter(Boolean) ?? [];
  const values = new Map<string, string>();
  for (let index = 1; index + 1 < parts.length; index += 2) {
    values.set(parts[index] ?? '', parts[index + 1] ?? '');
  }
  return values;
}

const isoOf = (date: string) =>
  date.includes('-') ? date : `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

/** `raw-games` as the API filters: game ids, one day, a range, and `latest` N newest first. */
export function rawGamesReply(games: readonly GameDataRow[] = SEASON_GAMES): DataReply {
  return (url) => {
    const segments = segmentsOf(url);
    const ids = segments.get('games')?.split('-').map(Number);
    const day = segments.get('gamedate');
    const from = day ?? segments.get('start');
    const to = day ?? segments.get('end');
    const latest = segments.get('latest');
    const inRange = games
      .filter(
        (game) =>
          (ids === undefined || ids.includes(game.gameId)) &&
          game.gameDate !== null &&
          (from === undefined || game.gameDate >= isoOf(from)) &&
          (to === undefined || game.gameDate <= isoOf(to)),
      )
      .sort((a, b) => (a.gameDate ?? '').localeCompare(b.gameDate ?? '') || a.gameId - b.gameId);
    return latest === undefined ? inRange : inRange.reverse().slice(0, Number(latest));
  };
}

/** Home courts: Bravo and Delta have none, as a source may leave them out. */
const VENUES: Record<number, string> = { 1: 'Alpha Arena', 3: 'Charlie Hall' };

function teamRow([teamId, teamMarket, conferenceId]: Team, netRanking: number | null) {
  return {
    _id: `${COMPETITION}-${teamId}`,
    competitionId: COMPETITION,
    teamId,
    teamMarket,
    divisionId: 1,
    conferenceId,
    netRanking,
    venue: teamId === null ? null : (VENUES[teamId] ?? null),
  } as CompetitionTeamRow;
}

export const TEAM_ROWS = [
  teamRow(ALPHA, 3),
  teamRow(BRAVO, 40),
  teamRow(CHARLIE, 12),
  teamRow(DELTA, null),
];

/** Halves of game 1 (Bravo 70 at Alpha 75): Alpha 40 + 35, Bravo 30 + 40, from Alpha's line. */
export function periodRows(): Partial<TeamPeriodStatsRow>[] {
  const row = (period: number, ptsScored: number, ptsAgst: number) => ({
    _id: `1-1-p${period}`,
    competitionId: COMPETITION,
    teamId: 1,
    gameId: 1,
    isOffense: true,
    period,
    ptsScored,
    ptsAgst,
  });
  return [row(1, 40, 30), row(2, 35, 40)];
}

export function serveScoreboard(replies: Record<string, DataReply> = {}): string[] {
  return serveData({
    competitions: () => [competitionRow(COMPETITION, true)],
    'competition-conferences': () => [
      conferenceRow({ competitionId: COMPETITION, conferenceId: 1, conferenceShortName: 'ACC' }),
      conferenceRow({ competitionId: COMPETITION, conferenceId: 2, conferenceShortName: 'SEC' }),
      conferenceRow({
        competitionId: COMPETITION,
        conferenceId: 201,
        conferenceShortName: 'GLIAC',
        divisionId: 2,
      }),
    ],
    'competition-teams': () => TEAM_ROWS,
    'raw-games': rawGamesReply(),
    'team-period-stats': () => periodRows(),
    ...replies,
  });
}

export interface RenderScoreboardOptions {
  /** The page's clock (today and tomorrow); the real one by default. */
  now?: () => Date;
  /** The viewer's time zone for tip times. */
  timeZone?: string;
}

/**
 * Renders the page at `url` under its real route pattern, with a recognisable not-found and
 * the fake WebSocket (lib/live/testing/fake-socket.ts) for the live stream: a test that does not
 * open it leaves the stream connecting, which a stored day never waits for.
 */
export function renderScoreboard(url: string, { now, timeZone }: RenderScoreboardOptions = {}) {
  FakeSocket.reset();
  return renderWithSession(
    [
      {
        path: '/tools/scoreboard/:competitionId/:divisionLabel/:gameDate',
        element: (
          <LiveSocketContext.Provider value={{ WebSocketImpl: FakeSocket, network: null }}>
            <ScoreboardPage notFound={<p>page not found</p>} now={now} timeZone={timeZone} />
          </LiveSocketContext.Provider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
}
