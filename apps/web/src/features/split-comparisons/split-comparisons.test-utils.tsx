/**
 * The split comparisons page under the real providers with the data API served on its real
 * paths: one MSW handler answers every `/gs/…` request from a table of endpoint → rows and
 * records the request. The fixture is small enough to check by hand: three teams of Division I
 * (two conferences), their home, away and season lines and their halves.
 */
import type {
  CompetitionConferenceRow,
  TeamAggStatsRow,
  TeamPeriodStatsRow,
} from '@courtside/contract/schemas';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  conferenceRow,
  serveData,
  type DataReply,
} from '@/test/data-api-test-support';
import { SplitComparisonsPage } from './components/SplitComparisonsPage';

/** 2024-25: the default season of each gender. */
export const MEN_COMPETITION = 38409;
export const WOMEN_COMPETITION = 38529;

export { competitionRow, serveData };

interface StatLine {
  games: number;
  netRtg: number;
  efgPct: number;
  tovPct: number;
  ptsScored: number;
}

type Team = [teamId: number, teamMarket: string, conferenceId: number];

function teamAggRow(
  [teamId, teamMarket, conferenceId]: Team,
  scope: string,
  line: StatLine,
  competitionId: number,
): Partial<TeamAggStatsRow> {
  return {
    _id: `${competitionId}-${teamId}-${scope}-o`,
    competitionId,
    teamId,
    teamMarket,
    conferenceId,
    divisionId: 1,
    scope,
    gp: line.games,
    gpStats: line.games,
    netRtg: line.netRtg,
    efgPct: line.efgPct,
    tovPct: line.tovPct,
    ptsScored: line.ptsScored,
  };
}

const ALPHA: Team = [1, 'Alpha', 1];
const BRAVO: Team = [2, 'Bravo', 2];
const CHARLIE: Team = [3, 'Charlie', 1];

/**
 * Home − away, by hand:
 * - Alpha: net +10.0, eFG% +5.0 pts, TOV% −5.0 pts, points per game 80.0 − 70.0 = +10.0.
 * - Bravo: net −2.0, eFG% −4.0 pts, TOV% +2.0 pts, points per game 70.0 − 76.0 = −6.0.
 * - Charlie: net +20.0, but from 2 home games (under the default minimum of 3).
 * Season − away: Alpha 7.0 − 2.0 = +5.0, Bravo 5.0 − 6.0 = −1.0.
 */
export function teamAggRows(competitionId = MEN_COMPETITION): Partial<TeamAggStatsRow>[] {
  const line = (
    games: number,
    netRtg: number,
    efgPct: number,
    tovPct: number,
    ptsScored: number,
  ): StatLine => ({ games, netRtg, efgPct, tovPct, ptsScored });
  return [
    teamAggRow(ALPHA, 'season', line(18, 7, 0.53, 0.17, 1360), competitionId),
    teamAggRow(ALPHA, 'home', line(10, 12, 0.55, 0.15, 800), competitionId),
    teamAggRow(ALPHA, 'away', line(8, 2, 0.5, 0.2, 560), competitionId),
    teamAggRow(BRAVO, 'season', line(18, 5, 0.5, 0.17, 1314), competitionId),
    teamAggRow(BRAVO, 'home', line(9, 4, 0.48, 0.18, 630), competitionId),
    teamAggRow(BRAVO, 'away', line(9, 6, 0.52, 0.16, 684), competitionId),
    teamAggRow(CHARLIE, 'season', line(12, 3, 0.5, 0.18, 840), competitionId),
    teamAggRow(CHARLIE, 'home', line(2, 20, 0.6, 0.1, 150), competitionId),
    teamAggRow(CHARLIE, 'away', line(10, 0, 0.47, 0.19, 680), competitionId),
  ];
}

/** Halves of the three teams, and a team of another division the page must leave out. */
export function periodRows(competitionId = MEN_COMPETITION): Partial<TeamPeriodStatsRow>[] {
  const row = (teamId: number, period: number, gpPbp: number, netRtg: number) => ({
    _id: `${competitionId}-${teamId}-season-p${period}-o`,
    competitionId,
    teamId,
    conferenceId: 1,
    gameId: null,
    period,
    gpPbp,
    netRtg,
  });
  return [
    row(1, 1, 18, 5),
    row(1, 2, 18, 9),
    row(1, 3, 2, -4),
    row(2, 1, 18, 1),
    row(2, 2, 18, 8),
    row(3, 1, 12, 0),
    row(3, 2, 12, 6),
    row(99, 1, 20, 30),
  ];
}

export function conferenceRows(competitionId = MEN_COMPETITION): CompetitionConferenceRow[] {
  const row = (conferenceId: number, name: string, divisionId: number) =>
    conferenceRow({
      competitionId: competitionId,
      conferenceId,
      conferenceShortName: name,
      conferenceLongName: `${name} Conference`,
      divisionId,
    });
  return [row(1, 'ACC', 1), row(2, 'SEC', 1), row(201, 'GLIAC', 2)];
}

export function serveSplits(replies: Record<string, DataReply> = {}): string[] {
  return serveData({
    competitions: () => [
      competitionRow(MEN_COMPETITION, true),
      competitionRow(WOMEN_COMPETITION, true),
    ],
    'competition-conferences': () => conferenceRows(),
    'team-agg-stats': () => teamAggRows(),
    'team-period-stats': () => periodRows(),
    ...replies,
  });
}

/** Renders the page at `url` under its real route pattern, with a recognisable not-found. */
export function renderSplits(url: string) {
  return renderWithSession(
    [
      {
        path: '/tools/split-comparisons/:gender/:divisionLabel',
        element: <SplitComparisonsPage notFound={<p>page not found</p>} />,
      },
    ],
    { initialEntries: [url] },
  );
}
