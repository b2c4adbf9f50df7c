/**
 * The demo tour under the real providers, signed out (a visitor, tier 0), with the data API
 * served on its real paths: one MSW handler answers each `/gs/…` endpoint from hand-made rows
 * of 2024-25 men's Division I and records the requests. Test-only.
 */
import { HttpResponse } from 'msw';
import { renderWithSession } from '@/lib/session/session-test-support';
import { competitionRow, serveData, type DataReply } from '@/test/data-api-test-support';
import type { LatestGameRow } from './api/latest-games';
import type { TopTeamRow } from './api/top-teams';
import { DemoTourPage } from './components/DemoTourPage';

export const MEN = 38409;
/** The scoreboard's season (the live one). */
export const LIVE = 41097;
/** A Monday of the 2026-27 season, 12:00 in US Eastern. */
export const NOW = new Date('2026-12-07T17:00:00Z');

export const teamRow = (teamId: number, values: Partial<TopTeamRow>): TopTeamRow => ({
  competitionId: MEN,
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

export const TEAMS: TopTeamRow[] = [
  teamRow(2400003, { teamMarket: 'Baydale', teamName: 'Wolves', netRtgAdj: 12.66 }),
  teamRow(2400010, {
    teamMarket: 'Eagleshire',
    teamName: 'Eagles',
    netRtgAdj: 15.04,
    overallWins: 8,
    overallLosses: 1,
  }),
  // Best on paper but too few games: not ranked.
  teamRow(2400099, { teamMarket: 'Shortseason', netRtgAdj: 40, isQualified: false }),
];

export const gameRow = (gameId: number, values: Partial<LatestGameRow>): LatestGameRow => ({
  competitionId: MEN,
  gameId,
  gameDate: '2025-03-22',
  homeMarket: `Home ${gameId}`,
  awayMarket: `Away ${gameId}`,
  homeScore: 80,
  awayScore: 70,
  isNeutral: true,
  periods: 2,
  coverage: 'pbp',
  status: 'final',
  ...values,
});

/** Newest first, as `latest` answers. */
export const GAMES: LatestGameRow[] = [
  gameRow(24000101, {
    homeMarket: 'Baydale',
    awayMarket: 'Ironport',
    homeScore: 70,
    awayScore: 68,
  }),
  // One point, but only a box score: no game flow to show.
  gameRow(24000102, { homeScore: 61, awayScore: 60, coverage: 'box' }),
  gameRow(24000103, {
    gameDate: '2025-03-20',
    homeMarket: 'Eagleshire',
    awayMarket: 'Northgate',
    homeScore: 75,
    awayScore: 77,
    periods: 3,
  }),
  // Two points too, in regulation: the overtime game above ranks first.
  gameRow(24000104, { homeScore: 66, awayScore: 64 }),
];

/** A refusal as the API sends it to a tier that may not read an endpoint. */
export const refused = () => HttpResponse.json({ msg: 'Upgrade to read this' }, { status: 403 });

/** Every lookup answered; `replies` replaces some. */
export function serveTour(replies: Record<string, DataReply> = {}, isSimulated = true): string[] {
  return serveData({
    competitions: () => [competitionRow(MEN, isSimulated)],
    'team-agg-stats': () => TEAMS,
    games: () => GAMES,
    'raw-games': () => [
      { competitionId: LIVE, gameId: 1, status: 'scheduled' },
      { competitionId: LIVE, gameId: 2, status: 'scheduled' },
    ],
    ...replies,
  });
}

export function renderTour() {
  return renderWithSession([{ path: '/hidden-demo-page', element: <DemoTourPage now={NOW} /> }], {
    initialEntries: ['/hidden-demo-page'],
  });
}
