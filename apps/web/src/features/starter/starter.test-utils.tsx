/**
 * The starter page under the real providers with the data API served on its real paths: one MSW
 * handler answers every `/gs/…` request from a table of endpoint → rows and records the request,
 * so tests can assert both what the page shows and what it asked for. An endpoint the table does
 * not name answers 404, which the page shows as an error the test sees.
 */
import type {
  CompetitionConferenceRow,
  CompetitionDataRow,
  GameDataRow,
} from '@courtside/contract/schemas';
import { renderWithSession } from '@/lib/session/session-test-support';
import type { LeaderRow } from './api/division-leaders';
import type { DivisionPlayerRow } from './api/division-players';
import type { DivisionTeamRow } from './api/division-teams';
import { StarterPage } from './components/StarterPage';

/** 2024-25 men: the demo league's season with a national tournament (5025). */
export const COMPETITION = 38409;
export const WOMEN_COMPETITION = 38529;

export { serveData } from '@/test/data-api-test-support';

export function competitionRow(isSimulated: boolean): CompetitionDataRow {
  return {
    _id: String(COMPETITION),
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    isSimulated,
    dataSource: isSimulated ? 'demo' : 'ncaa',
  } as CompetitionDataRow;
}

export function conferenceRow(
  conferenceId: number,
  conferenceShortName: string,
  divisionId = 1,
): CompetitionConferenceRow {
  return {
    _id: `conference-${conferenceId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    gender: 'MALE',
    conferenceId,
    conferenceLongName: conferenceShortName,
    conferenceShortName,
    conferenceAbb: conferenceShortName,
    divisionId,
    isTopConference: true,
    teams: 12,
  };
}

export function teamRow(overrides: Partial<DivisionTeamRow> & { teamId: number }): DivisionTeamRow {
  return {
    competitionId: COMPETITION,
    teamMarket: `Team ${overrides.teamId}`,
    teamName: null,
    conferenceId: 4,
    divisionId: 1,
    gp: 30,
    overallWins: 20,
    overallLosses: 10,
    confWins: 12,
    confLosses: 8,
    ortgAdj: 110,
    drtgAdj: 100,
    netRtgAdj: 10,
    netRanking: 50,
    paceAdj: 68,
    sos: 5,
    ortg: 108,
    drtg: 99,
    pace: 67,
    isQualified: true,
    ...overrides,
  };
}

export function leaderRow(overrides: Partial<LeaderRow> & { playerId: number }): LeaderRow {
  return {
    competitionId: COMPETITION,
    teamId: 1,
    fullName: `Player ${overrides.playerId}`,
    teamMarket: 'Duke',
    gp: 30,
    ptsScoredPg: 10,
    rebPg: 4,
    astPg: 2,
    isQualified: true,
    ...overrides,
  };
}

export function playerRow(
  overrides: Partial<DivisionPlayerRow> & { playerId: number },
): DivisionPlayerRow {
  return {
    competitionId: COMPETITION,
    teamId: 1,
    playerKey: `p${overrides.playerId}`,
    fullName: `Player ${overrides.playerId}`,
    teamMarket: 'Duke',
    position: 'G',
    classYr: 'Jr',
    gp: 30,
    mins: 900,
    poss: 1000,
    ptsScored: 300,
    reb: 120,
    ast: 60,
    stl: 30,
    blk: 10,
    tov: 45,
    fgPct: 0.45,
    fg3Pct: 0.35,
    ftPct: 0.75,
    efgPct: 0.5,
    tsPct: 0.55,
    usagePct: 0.2,
    per: 15,
    bpm: 2,
    isQualified: true,
    ...overrides,
  };
}

export function gameRow(
  gameId: number,
  away: [string, number],
  home: [string, number],
  gameDate: string,
): GameDataRow {
  return {
    _id: `game-${gameId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    gameId,
    gameDate,
    homeTeamId: gameId * 2,
    homeMarket: home[0],
    homeConferenceId: 4,
    awayTeamId: gameId * 2 + 1,
    awayMarket: away[0],
    awayConferenceId: 5,
    homeScore: home[1],
    awayScore: away[1],
    isNeutral: false,
    conferenceGame: false,
    confTournament: false,
    periods: 2,
    coverage: 'pbp',
    status: 'final',
  } as GameDataRow;
}

/** Renders the page at `url` under its real route pattern, with a recognisable not-found. */
export function renderStarter(url: string) {
  return renderWithSession(
    [
      {
        path: '/stats/:competitionId/starter/:view',
        element: <StarterPage notFound={<p>page not found</p>} />,
      },
    ],
    { initialEntries: [url] },
  );
}
