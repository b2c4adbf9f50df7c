/**
 * The shot-chart page under the real providers with the data API on its real paths: one MSW
 * handler reads every `/gs/…` request back into its endpoint and config (the contract's codec),
 * records it, and answers from the fixture season (shot-charts.fixtures.ts) or a test's own
 * replies. An endpoint nobody answers is a 404 the page shows as an error.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { parseDataPath, type DataConfig } from '@courtside/contract';
import { API_ROOT } from '@/lib/config';
import { apiUrl, renderWithSession } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { ShotChartsPage } from './components/ShotChartsPage';
import {
  ALL_DIVISION_ZONES,
  DIVISION_ONE_ZONES,
  DIVISION_TWO_ZONES,
  GAMES,
  SEASON,
  SHOTS,
  TEAMS,
  TEAM_ID,
  WOMEN_SEASON,
  leagueHexRow,
  shotRow,
} from './shot-charts.fixtures';

export interface DataRequest {
  endpoint: string;
  config: Record<string, unknown>;
}

type Reply = (config: Record<string, unknown>) => JsonBodyType;

/** The opponents' attempts against the team (isOffense false): 0 of 2 at the rim. */
export const OPPONENT_SHOTS = [1, 2].map((seq) => ({
  ...shotRow(100 + seq, {
    gameId: 11,
    period: 1,
    x: 0,
    y: 1,
    zoneArea: 'atr2',
    shotValue: 2,
    shotType: 'layup',
    isMade: false,
    fullName: 'Opposing Guard',
  }),
  teamId: 502,
  teamIdAgst: TEAM_ID,
  isHome: false,
}));

const ROSTER = [
  { playerId: 9001, fullName: 'Ann Archer', jerseyNum: '3' },
  { playerId: 9002, fullName: 'Bo Baker', jerseyNum: '12' },
].map((player) => ({
  _id: `p-${player.playerId}`,
  updated: '2025-04-08T00:00:00Z',
  competitionId: SEASON,
  personId: player.playerId,
  teamId: TEAM_ID,
  teamMarket: 'Alpha State',
  conferenceId: 7,
  divisionId: 1,
  gender: 'MALE',
  firstName: null,
  lastName: null,
  classYr: 'Jr.',
  position: 'G',
  height: 75,
  heightLabel: '6-3',
  hometown: null,
  highSchool: null,
  gp: 3,
  gs: 3,
  mins: 90,
  rosterGp: 3,
  ...player,
}));

/** A `shotcharts-top-options` row: a Division I team of a competition and its rank. */
export const topOption = (
  competitionId: number,
  teamId: number,
  label: string,
  netRanking: number,
) => ({
  _id: `${competitionId}-${teamId}`,
  updated: '2025-04-08T00:00:00Z',
  competitionId,
  divisionId: 1,
  value: teamId,
  label,
  netRanking,
});

const zonesOf = (config: Record<string, unknown>) =>
  config.divisionId === 1
    ? DIVISION_ONE_ZONES
    : config.divisionId === 2
      ? DIVISION_TWO_ZONES
      : ALL_DIVISION_ZONES;

/** Division II's hexes: two spots of 5+ attempts and one of 3; every division's at the rim. */
const hexesOf = (config: Record<string, unknown>) =>
  config.divisionId === undefined
    ? [leagueHexRow(0, 0, 400, 200, null)]
    : [
        leagueHexRow(0, 0, 100, 60, config.divisionId as number),
        leagueHexRow(0.75, 1.299038, 30, 12, config.divisionId as number),
        leagueHexRow(3, 5.196152, 3, 1, config.divisionId as number),
      ];

export const DEFAULT_REPLIES: Record<string, Reply> = {
  competitions: (config) => [
    {
      _id: String(config.competitionId),
      competitionId: config.competitionId,
      isSimulated: false,
      hasData: config.competitionId === SEASON || config.competitionId === WOMEN_SEASON,
      gamesPbp: config.competitionId === SEASON ? 3 : 0,
    },
  ],
  teams: (config) =>
    TEAMS.filter(
      (team) =>
        (!Array.isArray(config.teamIds) || config.teamIds.includes(team.teamId)) &&
        (config.competitionId === undefined || config.competitionId === team.competitionId),
    ),
  games: (config) => (config.teamId === TEAM_ID ? GAMES : []),
  'pbp-shots': (config) => {
    if (typeof config.playerId === 'number') {
      return SHOTS.filter((row) => row.playerId === config.playerId);
    }
    if (config.teamId !== TEAM_ID) return [];
    return config.isOffense === false ? OPPONENT_SHOTS : SHOTS;
  },
  'competition-team-players': (config) => (config.teamId === TEAM_ID ? ROSTER : []),
  'lg-zones': zonesOf,
  'lg-hexes': hexesOf,
  'shotcharts-top-options': () => [
    topOption(SEASON, TEAM_ID, 'M: Alpha State', 1),
    topOption(WOMEN_SEASON, 601, 'W: Delta Women', 1),
  ],
};

/** Answers the data API from the fixtures (and `replies` over them); returns the requests. */
export function serveShotCharts(replies: Record<string, Reply> = {}): DataRequest[] {
  const all = { ...DEFAULT_REPLIES, ...replies };
  const requests: DataRequest[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const parsed = parseDataPath(`${url.pathname}${url.search}`, API_ROOT);
      const config = parsed.config as DataConfig & Record<string, unknown>;
      requests.push({ endpoint: parsed.endpoint, config });
      const reply = all[parsed.endpoint];
      if (reply === undefined) return HttpResponse.json({ msg: 'not served' }, { status: 404 });
      return HttpResponse.json(reply(config));
    }),
  );
  return requests;
}

/** Renders the page at `search` and waits for the session check to let it show. */
export async function renderShotCharts(search = '') {
  const view = renderWithSession([{ path: '/tools/shot-charts', element: <ShotChartsPage /> }], {
    initialEntries: [`/tools/shot-charts${search}`],
  });
  await screen.findByRole('region', { name: 'Left chart' });
  return view;
}

export const leftPanel = () => within(screen.getByRole('region', { name: 'Left chart' }));
export const rightPanel = () => within(screen.getByRole('region', { name: 'Right chart' }));

/** A table's body and foot rows as the text of their cells. */
export function tableText(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The requests made of an endpoint, as their configs. */
export const requestsOf = (requests: readonly DataRequest[], endpoint: string) =>
  requests.filter((request) => request.endpoint === endpoint).map((request) => request.config);
