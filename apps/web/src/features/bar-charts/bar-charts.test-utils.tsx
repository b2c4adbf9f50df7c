/**
 * The bar chart page under the real providers with the data API served on its real paths: one
 * MSW handler answers every `/gs/…` request from a table of endpoint → rows and records the
 * request, so tests assert both what the page shows and what it asked for. An endpoint the
 * table does not name answers 500, an error the test sees.
 */
import type {
  CompetitionConferenceRow,
  CompetitionDataRow,
  PlayerAggStatsPublicRow,
  PlayerAggStatsRow,
  TeamAggStatsRow,
  TeamColorRow,
} from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { BarChartsPage } from './components/BarChartsPage';

/** 2024-25 men, the default competition of a visitor. */
export const COMPETITION = 38409;
export const ACC = 10;
export const SEC = 20;

type Reply = (url: URL) => JsonBodyType;

export function serveData(replies: Record<string, Reply>): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      requests.push(decodeURIComponent(`${url.pathname.slice(apiUrl('').length)}${url.search}`));
      const reply = replies[endpoint];
      if (reply === undefined) return HttpResponse.json({ msg: 'not served' }, { status: 500 });
      return HttpResponse.json(reply(url));
    }),
  );
  return requests;
}

export const signInTier = (value: number) =>
  signInForTest({ user: testUser(), tier: { value, label: `Tier ${value}`, expiresAt: null } });

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
    teams: 3,
  };
}

/** A team's offence row with what the chart reads. */
export function teamRow(
  overrides: Partial<TeamAggStatsRow> & { teamId: number; teamMarket: string },
): TeamAggStatsRow {
  return {
    competitionId: COMPETITION,
    conferenceId: ACC,
    divisionId: 1,
    scope: 'season',
    isOffense: true,
    gp: 10,
    gpStats: 10,
    mins: 400,
    poss: 700,
    isQualified: true,
    ...overrides,
  } as TeamAggStatsRow;
}

export function colorRow(teamId: number, colorPrimary: string | null): TeamColorRow {
  return {
    _id: `color-${teamId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    teamId,
    teamMarket: `Team ${teamId}`,
    teamKey: `team-${teamId}`,
    colorPrimary,
    colorSecondary: null,
  };
}

export function publicPlayerRow(
  overrides: Partial<PlayerAggStatsPublicRow> & { playerId: number; fullName: string },
): PlayerAggStatsPublicRow {
  return {
    competitionId: COMPETITION,
    scope: 'season',
    playerKey: `id:${overrides.playerId}`,
    teamId: 1,
    teamMarket: 'Alpha',
    conferenceId: ACC,
    gp: 10,
    minsPg: 30,
    ...overrides,
  } as PlayerAggStatsPublicRow;
}

export function fullPlayerRow(
  overrides: Partial<PlayerAggStatsRow> & { playerId: number; fullName: string },
): PlayerAggStatsRow {
  return {
    competitionId: COMPETITION,
    scope: 'season',
    playerKey: `id:${overrides.playerId}`,
    teamId: 1,
    teamMarket: 'Alpha',
    conferenceId: ACC,
    divisionId: 1,
    gp: 10,
    mins: 300,
    minsPg: 30,
    poss: 600,
    ...overrides,
  } as PlayerAggStatsRow;
}

export function renderBarCharts(search = '') {
  return renderWithSession([{ path: '/tools/bar-charts', element: <BarChartsPage /> }], {
    initialEntries: [`/tools/bar-charts${search}`],
  });
}

/** The data table's rows as [rank, name, …, value] texts. */
export async function tableRows(): Promise<string[][]> {
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The names column of the data table, in order. */
export async function rankedNames(): Promise<string[]> {
  return (await tableRows()).map((cells) => cells[1] ?? '');
}
