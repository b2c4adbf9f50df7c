/**
 * The scoring streaks page under the real providers with the data API served on its real
 * paths: one MSW handler answers every `/gs/…` request from a table of endpoint → rows and
 * records the request (an endpoint the table does not name answers 404, so a stray request
 * shows). The fixture is small enough to check by hand: three Division I teams of 2025-26 (two
 * conferences) and Alpha's runs, player streaks and shooting streaks, with two impossible runs
 * (a 0-0 run and one longer than the game) the page must leave out.
 */
import type {
  CompetitionConferenceRow,
  CompetitionTeamRow,
  PlayerScoringStreakRow,
  ShootingStreakRow,
  StreaksMarginRow,
  TeamAggStreakStatsRow,
  TeamScoringStreakRow,
} from '@courtside/contract/schemas';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  conferenceRow,
  serveData,
  type DataReply,
} from '@/test/data-api-test-support';
import { ScoringStreaksPage } from './components/ScoringStreaksPage';

/** 2025-26 men (the tool's default) and 2024-25 men. */
export const SEASON = 41097;
export const LAST_SEASON = 38409;
export const PAGE = `/tools/scoring-streaks?competitionIds=${SEASON}&division=d1`;

const UPDATED = '2026-03-01T00:00:00Z';

function leaderRow(
  competitionId: number,
  teamId: number,
  teamMarket: string,
  conferenceId: number,
  runs: Partial<TeamAggStreakStatsRow>,
): TeamAggStreakStatsRow {
  const none = {
    runs8For: null,
    runs10For: null,
    runs8Agst: null,
    runs10Agst: null,
    runs10ForPg: null,
    runs10AgstPg: null,
    longestRunFor: null,
    longestRunAgst: null,
    gamesWithRun10For: null,
    gamesWithRun10Agst: null,
    runsAcrossHalftimeFor: null,
    runsAcrossHalftimeAgst: null,
  };
  // Team ids belong to one season: last season's teams have others.
  const seasonTeamId = competitionId === SEASON ? teamId : teamId + 100;
  return {
    _id: `${competitionId}-${teamId}`,
    competitionId,
    teamId: seasonTeamId,
    teamMarket,
    conferenceId,
    divisionId: 1,
    scope: 'season',
    gp: 30,
    gpPbp: 28,
    streak: 'W2',
    longestWinStreak: 6,
    longestLossStreak: 3,
    ...none,
    ...runs,
  } as TeamAggStreakStatsRow;
}

/**
 * Alpha: best run 18, worst 12; Bravo: 14 and 15; Charlie: no play-by-play games; Echo: no run
 * of 8-0 (the API's 0) and one allowed, 9-0.
 */
export function leaderRows(competitionId = SEASON): TeamAggStreakStatsRow[] {
  return [
    leaderRow(competitionId, 1, 'Alpha', 1, {
      longestRunFor: 18,
      longestRunAgst: 12,
      runs10For: 4,
      runs10Agst: 2,
      runs8For: 9,
      runs8Agst: 5,
    }),
    leaderRow(competitionId, 2, 'Bravo', 2, {
      longestRunFor: 14,
      longestRunAgst: 15,
      runs10For: 3,
      runs10Agst: 5,
      runs8For: 7,
      runs8Agst: 8,
    }),
    leaderRow(competitionId, 3, 'Charlie', 1, { gpPbp: 0 }),
    leaderRow(competitionId, 4, 'Echo', 2, {
      gpPbp: 12,
      longestRunFor: 0,
      longestRunAgst: 9,
      runs10For: 0,
      runs10Agst: 0,
      runs8For: 0,
      runs8Agst: 1,
    }),
  ];
}

interface Span {
  startPeriod: number;
  startClock: number;
  endPeriod: number;
  endClock: number;
  durationSecs: number;
}

const label = (period: number) => (period > 2 ? 'OT' : `H${period}`);

function run(
  id: string,
  isOffense: boolean,
  runPts: number,
  gameId: number,
  teamIdAgst: number,
  span: Span,
  [teamScoreStart, oppScoreStart]: [number, number],
): TeamScoringStreakRow {
  return {
    _id: id,
    updated: UPDATED,
    competitionId: SEASON,
    gameId,
    gameDate: gameId === 501 ? '2026-01-10' : '2026-01-17',
    teamId: 1,
    teamIdAgst,
    isOffense,
    runPts,
    ...span,
    startPeriodLabel: label(span.startPeriod),
    endPeriodLabel: label(span.endPeriod),
    teamScoreStart,
    oppScoreStart,
    isAcrossHalftime: span.startPeriod === 1 && span.endPeriod === 2,
    isHeadline: runPts >= 10,
  };
}

const span = (
  startPeriod: number,
  startClock: number,
  endPeriod: number,
  endClock: number,
  durationSecs: number,
): Span => ({ startPeriod, startClock, endPeriod, endClock, durationSecs });

/**
 * Alpha's runs, by hand (men: two 20-minute halves):
 * - 18-0 vs Bravo, 2nd half 12:31–7:02 (751 → 422 s left: 329 s), from 40-42 down.
 * - 10-0 vs Delta, 1st half 5:00–2:00 (180 s), from 20-10 up.
 * - 8-0 vs Delta, 1st half 1:00 – 2nd half 19:00 (across halftime, 120 s), from 30-30.
 * - Against: Bravo 12-0, 1st half 10:00–6:40 (200 s), Alpha up 10-8.
 * - Impossible: a 0-0 run, and a 9-0 run of 5000 s (a game is 2400).
 */
export function runRows(): TeamScoringStreakRow[] {
  return [
    run('r18', true, 18, 501, 2, span(2, 751, 2, 422, 329), [40, 42]),
    run('r10', true, 10, 502, 99, span(1, 300, 1, 120, 180), [20, 10]),
    run('r8', true, 8, 502, 99, span(1, 60, 2, 1140, 120), [30, 30]),
    run('a12', false, 12, 501, 2, span(1, 600, 1, 400, 200), [10, 8]),
    run('zero', true, 0, 501, 2, span(1, 500, 1, 500, 0), [0, 0]),
    run('long', true, 9, 502, 99, span(1, 1100, 2, 100, 5000), [2, 0]),
  ];
}

/** Sam Guard 11 straight (11-2), 2nd half 11:40–8:20; Lee Wing 7 straight, 1st half 15:00–13:20. */
export function playerStreakRows(): PlayerScoringStreakRow[] {
  const streak = (
    id: string,
    fullName: string,
    streakPts: number,
    ptsAgstDuring: number,
    spanOf: Span,
  ): PlayerScoringStreakRow => ({
    _id: id,
    updated: UPDATED,
    competitionId: SEASON,
    gameId: 501,
    gameDate: '2026-01-10',
    playerId: id === 'p1' ? 11 : 12,
    fullName,
    teamId: 1,
    teamIdAgst: 2,
    streakPts,
    scoringPlays: 4,
    ptsAgstDuring,
    ...spanOf,
    startPeriodLabel: label(spanOf.startPeriod),
    endPeriodLabel: label(spanOf.endPeriod),
    teamScoreStart: 45,
    oppScoreStart: 50,
  });
  return [
    streak('p1', 'Sam Guard', 11, 2, span(2, 700, 2, 500, 200)),
    streak('p2', 'Lee Wing', 7, 0, span(1, 900, 1, 800, 100)),
  ];
}

function shooting(
  id: string,
  playerId: number | null,
  fullName: string | null,
  streakKind: ShootingStreakRow['streakKind'],
  streakLength: number,
  [startGameId, startPeriod, startClock, gamesSpanned]: [number, number, number, number],
): ShootingStreakRow {
  return {
    _id: id,
    updated: UPDATED,
    competitionId: SEASON,
    teamId: 1,
    playerId,
    fullName,
    streakKind,
    streakLength,
    startGameId,
    startGameDate: startGameId === 501 ? '2026-01-10' : '2026-01-17',
    startPeriod,
    startClock,
    endGameId: startGameId,
    endGameDate: null,
    endPeriod: startPeriod,
    endClock: 0,
    gamesSpanned,
  };
}

export const teamShootingRows = (): ShootingStreakRow[] => [
  shooting('t-fg', null, null, 'fgMake', 9, [501, 1, 1000, 1]),
];

export const playerShootingRows = (): ShootingStreakRow[] => [
  shooting('p-3', 11, 'Sam Guard', 'fg3Make', 6, [502, 2, 300, 2]),
];

/**
 * Alpha's games: a 71-68 win over Bravo from 15 down, a 60-64 loss to Delta after leading by 12,
 * and two games without a swing (a win never behind, a loss never ahead) the table leaves out.
 */
export function marginRows(): Partial<StreaksMarginRow>[] {
  const game = (
    gameId: number,
    teamIdAgst: number,
    [ptsScored, ptsAgst]: [number, number],
    [maxLead, maxLeadAgst]: [number, number],
  ): Partial<StreaksMarginRow> => {
    const isWin = ptsScored > ptsAgst;
    return {
      _id: `m${gameId}`,
      updated: UPDATED,
      competitionId: SEASON,
      gameId,
      gameDate: '2026-01-10',
      teamId: 1,
      teamIdAgst,
      isWin,
      ptsScored,
      ptsAgst,
      finalMargin: ptsScored - ptsAgst,
      maxLead,
      maxLeadAgst,
      leadChanges: 3,
      comebackPts: isWin ? maxLeadAgst : 0,
      blownLeadPts: isWin ? 0 : maxLead,
    };
  };
  return [
    game(501, 2, [71, 68], [5, 15]),
    game(502, 99, [60, 64], [12, 6]),
    game(503, 2, [80, 60], [22, 0]),
    game(504, 99, [50, 70], [0, 25]),
  ];
}

export function teamRows(): Partial<CompetitionTeamRow>[] {
  const team = (teamId: number, teamMarket: string) => ({
    _id: `${SEASON}-${teamId}`,
    competitionId: SEASON,
    teamId,
    teamMarket,
  });
  return [team(1, 'Alpha'), team(2, 'Bravo'), team(99, 'Delta')];
}

export function conferenceRows(competitionId = SEASON): CompetitionConferenceRow[] {
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

export function serveStreaks(replies: Record<string, DataReply> = {}): string[] {
  return serveData({
    competitions: () => [competitionRow(SEASON), competitionRow(LAST_SEASON)],
    'competition-conferences': () => conferenceRows(),
    'competition-teams': () => teamRows(),
    'team-agg-streak-stats': (url) => leaderRows(Number(url.searchParams.get('competitionId'))),
    'team-scoring-streaks': () => runRows(),
    'player-scoring-streaks': () => playerStreakRows(),
    'team-shooting-streaks': () => teamShootingRows(),
    'player-shooting-streaks': () => playerShootingRows(),
    'streaks-margins': () => marginRows(),
    ...replies,
  });
}

/** Renders the page at `url` under its real route, with a recognisable not-found. */
export function renderStreaks(url: string) {
  return renderWithSession(
    [
      {
        path: '/tools/scoring-streaks',
        element: <ScoringStreaksPage notFound={<p>page not found</p>} />,
      },
      { path: '/stats/:competitionId/games/:gameId/:view', element: <p>game page</p> },
    ],
    { initialEntries: [url] },
  );
}
