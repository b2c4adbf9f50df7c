/**
 * The bar chart page under the real providers with the data API served on its real paths: one
 * MSW handler answers every `/gs/…` request from a table of endpoint → rows and records the
 * request, so tests assert both what the page shows and what it asked for. An endpoint the
 * table does not name answers 500, an error the test sees.
 */
import type {
  PlayerAggStatsPublicRow,
  PlayerAggStatsRow,
  TeamAggStatsRow,
} from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow as competitionDataRow,
  conferenceRow as conferenceDataRow,
  serveData as serveDataApi,
  teamAggStatsRow,
  teamColorRow,
  type DataReply,
} from '@/test/data-api-test-support';
import { BarChartsPage } from './components/BarChartsPage';

/** 2024-25 men, the default competition of a visitor. */
export const COMPETITION = 38409;
export const ACC = 10;
export const SEC = 20;

export { signInTier } from '@/test/data-api-test-support';

/** Endpoints the table does not name answer 500. */
export const serveData = (replies: Record<string, DataReply>) =>
  serveDataApi(replies, { unservedStatus: 500 });

export const competitionRow = (isSimulated: boolean) =>
  competitionDataRow(COMPETITION, isSimulated);

export const conferenceRow = (conferenceId: number, conferenceShortName: string, divisionId = 1) =>
  conferenceDataRow({
    competitionId: COMPETITION,
    conferenceId,
    conferenceShortName,
    divisionId,
    teams: 3,
  });

/** A team's offence row with what the chart reads. */
export const teamRow = (
  overrides: Partial<TeamAggStatsRow> & { teamId: number; teamMarket: string },
) => teamAggStatsRow(COMPETITION, { conferenceId: ACC, ...overrides });

export const colorRow = (teamId: number, colorPrimary: string | null) =>
  teamColorRow(COMPETITION, teamId, colorPrimary);

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
    ...publicPlayerRow(overrides),
    divisionId: 1,
    mins: 300,
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
