/**
 * The comparison page under the real providers with the data API served on its real paths: one
 * MSW handler answers every `/gs/…` request from a table of endpoint → reply (rows, or a
 * Response such as a 404) and records the request, so tests assert both what the page shows and
 * what it asked for. An endpoint the table does not name answers 500, an error the test sees.
 */
import type {
  PlayerAggStatsPublicRow,
  PlayerAggStatsRow,
  TeamDataRow,
} from '@courtside/contract/schemas';
import { screen, within } from '@testing-library/react';
import { renderWithSession } from '@/lib/session/session-test-support';
import { serveData as serveDataApi, type DataReply } from '@/test/data-api-test-support';
import { ComparisonsPage } from './components/ComparisonsPage';

/** 2024-25 and 2022-23 men. */
export const SEASON = 38409;
export const OLD_SEASON = 33533;

export {
  competitionRow,
  signInTier,
  teamAggStatsRow as teamAggRow,
} from '@/test/data-api-test-support';

/** Endpoints the table does not name answer 500. */
export const serveData = (replies: Record<string, DataReply>) =>
  serveDataApi(replies, { unservedStatus: 500 });

/** A path segment's value (`/competition/38409/` → 38409), or a query parameter's. */
export function configValue(url: URL, segment: string, query = segment): number | null {
  const parts = url.pathname.split('/');
  const index = parts.indexOf(segment);
  const raw = index >= 0 ? parts[index + 1] : (url.searchParams.get(query) ?? undefined);
  return raw === undefined || raw === '' ? null : Number(raw);
}

export function teamListRow(
  competitionId: number,
  teamId: number,
  teamMarket: string,
  divisionId: 1 | 2 | 3 = 1,
): TeamDataRow {
  return {
    _id: `${competitionId}-${teamId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId,
    teamId,
    teamMarket,
    teamName: null,
    gender: 'MALE',
    divisionId,
    conferenceId: 10,
    conferenceShortName: 'ACC',
    teamKey: teamMarket.toLowerCase(),
    games: 10,
  };
}

export function publicPlayerRow(
  overrides: Partial<PlayerAggStatsPublicRow> & { playerId: number; fullName: string },
): PlayerAggStatsPublicRow {
  return {
    competitionId: SEASON,
    scope: 'season',
    playerKey: `id:${overrides.playerId}`,
    teamId: 1,
    teamMarket: 'Alpha',
    conferenceId: 10,
    position: 'G',
    gp: 10,
    minsPg: 30,
    isQualified: true,
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

export function renderComparisons(search = '') {
  return renderWithSession([{ path: '/tools/comparisons', element: <ComparisonsPage /> }], {
    initialEntries: [`/tools/comparisons${search}`],
  });
}

/** The texts of a stat's row in a family's table: [stat, cell of each subject…]. */
export async function statRow(family: string, stat: string): Promise<string[]> {
  const region = await screen.findByRole('region', { name: `${family}: comparison` });
  const row = within(region)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('th[scope="row"] span')?.textContent === stat);
  if (row === undefined) throw new Error(`No row "${stat}" in ${family}`);
  return [...row.querySelectorAll('th, td')].map((cell) =>
    [...cell.childNodes]
      .map((node) => node.textContent)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The teams of each season: the `teams` lists the page reads. */
export const TEAM_LISTS: Record<number, TeamDataRow[]> = {
  [SEASON]: [
    teamListRow(SEASON, 1, 'Alpha'),
    teamListRow(SEASON, 2, 'Bravo'),
    teamListRow(SEASON, 3, 'Charlie'),
    teamListRow(SEASON, 4, 'Delta'),
  ],
  [OLD_SEASON]: [teamListRow(OLD_SEASON, 11, 'Alpha'), teamListRow(OLD_SEASON, 12, 'Zulu')],
};

/** A reply with the rows of the request's season. */
export const bySeason =
  <T,>(table: Record<number, T[]>) =>
  (url: URL) =>
    table[configValue(url, 'competition', 'competitionId') ?? 0] ?? [];

/** The search parameters of the router's current address. */
export const locationSearch = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
