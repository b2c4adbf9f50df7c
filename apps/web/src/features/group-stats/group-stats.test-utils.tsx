/**
 * The group pages under the real providers with the data API served on its real paths: one MSW
 * handler answers every `/gs/…` request from a table of endpoint → rows and records the
 * request, so tests can assert both what the page shows and what it asked for.
 */
import type {
  CompetitionConferenceRow,
  CompetitionDataRow,
  PlayerAggStatsRow,
  RankRow,
  TeamAggStatsRow,
  TeamRecordsRow,
} from '@courtside/contract/schemas';
import type { ReactNode } from 'react';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { renderWithSession } from '@/lib/session/session-test-support';
import { serveData as serveDataApi, type DataReply } from '@/test/data-api-test-support';

export const COMPETITION = 38409;
export const CONFERENCE = 4;

/**
 * Answers each data endpoint named in `replies` (rows, or a whole Response such as a 404); any
 * other endpoint is a 500 the test sees (not a 404, which the pages take for an unknown id).
 */
export const serveData = (replies: Record<string, DataReply>) =>
  serveDataApi(replies, { unservedStatus: 500 });

export function conferenceRow(
  overrides: Partial<CompetitionConferenceRow>,
): CompetitionConferenceRow {
  return {
    _id: 'conference',
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    gender: 'MALE',
    conferenceId: CONFERENCE,
    conferenceLongName: 'Big Ten Conference',
    conferenceShortName: 'Big Ten',
    conferenceAbb: 'B10',
    divisionId: 1,
    isTopConference: true,
    teams: 18,
    ...overrides,
  };
}

export function competitionRow(isSimulated: boolean): CompetitionDataRow {
  return {
    _id: String(COMPETITION),
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    isSimulated,
    dataSource: isSimulated ? 'demo' : 'ncaa',
  } as CompetitionDataRow;
}

/** A records row: `overall` and `conf` as [wins, losses]; the other splits 0-0. */
export function recordsRow(
  teamId: number,
  teamMarket: string,
  overall: [number, number],
  conf: [number, number],
  streak: string | null = null,
): TeamRecordsRow {
  const pct = ([w, l]: [number, number]) => (w + l > 0 ? w / (w + l) : null);
  return {
    _id: `${teamId}-records`,
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    teamId,
    teamMarket,
    conferenceId: CONFERENCE,
    divisionId: 1,
    overallWins: overall[0],
    overallLosses: overall[1],
    overallWinPct: pct(overall),
    confWins: conf[0],
    confLosses: conf[1],
    confWinPct: pct(conf),
    streak,
    longestWinStreak: 0,
    longestLossStreak: 0,
    lastGameDate: '2025-03-01',
  } as TeamRecordsRow;
}

export function teamAggRow(overrides: Partial<TeamAggStatsRow>): TeamAggStatsRow {
  return {
    _id: 'row',
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    teamId: 1,
    teamMarket: 'Illinois',
    teamName: null,
    conferenceId: CONFERENCE,
    divisionId: 1,
    scope: 'season',
    isOffense: true,
    gp: 20,
    gpStats: 20,
    gpPbp: 20,
    isQualified: true,
    poss: 1400,
    mins: 800,
    netRtgAdj: 20,
    netRanking: 5,
    ptsScored: 1600,
    ...overrides,
  } as TeamAggStatsRow;
}

export function playerAggRow(overrides: Partial<PlayerAggStatsRow>): PlayerAggStatsRow {
  return {
    _id: 'player',
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    playerId: 11,
    playerKey: 'p11',
    fullName: 'Terrence Shannon',
    teamId: 1,
    teamMarket: 'Illinois',
    teamName: null,
    conferenceId: CONFERENCE,
    divisionId: 1,
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

export function rankRow(
  teamId: number,
  teamMarket: string,
  stat: string,
  value: number,
  rank: number,
  confRank: number,
): RankRow {
  return {
    _id: `rank-${teamId}-${stat}`,
    updated: '2025-03-01T00:00:00Z',
    competitionId: COMPETITION,
    entity: 'team',
    teamId,
    fullName: null,
    teamMarket,
    conferenceId: CONFERENCE,
    divisionId: 1,
    scope: 'season',
    stat,
    value,
    rank,
    rankLabel: String(rank),
    poolSize: 364,
    confRank,
    confPoolSize: 18,
  };
}

/** As the route table does, a not-found error of the page shows `page not found`. */
export function renderAt(path: string, url: string, element: ReactNode) {
  const errorElement = <RouteErrorFallback notFound={<p>page not found</p>} />;
  return renderWithSession([{ path, element, errorElement }], { initialEntries: [url] });
}
