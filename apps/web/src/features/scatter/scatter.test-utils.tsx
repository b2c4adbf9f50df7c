/**
 * The scatter pages under the real providers and route patterns, with the data API served on
 * its real paths: one MSW handler answers every `/gs/…` request from a table of endpoint → rows
 * and records the request, so tests assert what the page shows and what it asked for. An
 * endpoint the table does not name answers 404, which the page shows as an error.
 */
import { screen, within } from '@testing-library/react';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow as competitionDataRow,
  conferenceRow as conferenceDataRow,
  teamColorRow,
} from '@/test/data-api-test-support';
import type { PlayerScatterRow } from './api/player-scatter-rows';
import type { TeamScatterRow } from './api/team-scatter-rows';
import { PlayerScatterPage, TeamScatterPage } from './components/ScatterPage';

/** 2024-25 men: a scatter season (§9). */
export const COMPETITION = 38409;

export { serveData } from '@/test/data-api-test-support';

export const competitionRow = () => competitionDataRow(COMPETITION);

export const conferenceRow = (conferenceId: number, conferenceShortName: string, divisionId = 1) =>
  conferenceDataRow({ competitionId: COMPETITION, conferenceId, conferenceShortName, divisionId });

export const CONFERENCES = [
  conferenceRow(1, 'ACC'),
  conferenceRow(4, 'Big Ten'),
  conferenceRow(201, 'GSC', 2),
];

export function teamRow(
  overrides: Partial<TeamScatterRow> & { teamId: number; teamMarket: string },
): TeamScatterRow {
  return { competitionId: COMPETITION, conferenceId: 1, divisionId: 1, gp: 30, ...overrides };
}

/**
 * Four teams whose AdjO and AdjD are the hand-worked regression of lib/charts (shifted by 100):
 * the least-squares line has slope 0.8 and R² = 4² / (5·5) = 0.64.
 */
export const TEAMS: TeamScatterRow[] = [
  teamRow({ teamId: 1, teamMarket: 'Alpha', ortgAdj: 101, drtgAdj: 102, efgPct: 0.5, gp: 31 }),
  teamRow({ teamId: 2, teamMarket: 'Beta', ortgAdj: 102, drtgAdj: 103, efgPct: 0.52, gp: 29 }),
  teamRow({
    teamId: 3,
    teamMarket: 'Gamma State',
    conferenceId: 4,
    ortgAdj: 103,
    drtgAdj: 105,
    efgPct: 0.55,
    gp: 12,
  }),
  teamRow({
    teamId: 4,
    teamMarket: 'Delta',
    conferenceId: 4,
    ortgAdj: 104,
    drtgAdj: 104,
    efgPct: 0.48,
    gp: 30,
  }),
];

export const colorRow = (teamId: number, colorPrimary: string) =>
  teamColorRow(COMPETITION, teamId, colorPrimary);

export function playerRow(
  overrides: Partial<PlayerScatterRow> & { playerId: number; fullName: string },
): PlayerScatterRow {
  return {
    competitionId: COMPETITION,
    playerKey: `id:${overrides.playerId}`,
    teamId: 1,
    conferenceId: 1,
    teamMarket: 'Alpha',
    position: 'G',
    gp: 30,
    minsPg: 30,
    ...overrides,
  };
}

const PAGE_ROUTES = [
  { path: '/tools/team-scatter', element: <TeamScatterPage /> },
  { path: '/tools/player-scatter', element: <PlayerScatterPage /> },
  { path: '/stats/:competitionId/teams/:teamId/overview', element: <p>team page</p> },
  { path: '/stats/:competitionId/players/:playerId/overview', element: <p>player page</p> },
];

export function renderScatter(url: string) {
  return renderWithSession(PAGE_ROUTES, { initialEntries: [url] });
}

/** The chart's marks (each named by its tooltip text). */
export async function findMarks(groupName: 'Teams' | 'Players'): Promise<HTMLElement[]> {
  const group = await screen.findByRole('group', { name: groupName }, { timeout: 5000 });
  return within(group).getAllByRole('img');
}

export const markNames = (marks: readonly HTMLElement[]): string[] =>
  marks.map((mark) => mark.getAttribute('aria-label') ?? '').sort();
