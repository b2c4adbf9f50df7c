/**
 * Accessibility of every stats page type: axe-core finds no serious or critical
 * violation once the page has loaded its data. Signed in as the administrator so gated views
 * (roster, player lines) render their content rather than the upgrade prompt. Ids come from the
 * demo warehouse through the public API, never from constants that a new seed would break.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard';
import {
  DEMO_COMPETITION_ID,
  seriousViolations,
  signInAsAdmin,
  topDemoTeam,
} from './support/stats';

/**
 * A page's lazy chunk and its first data reads: on the shared 2-core machine, with builds and
 * other suites running, these take longer than the default 5 s expect timeout.
 */
const arrival = expect.configure({ timeout: 15_000 });

interface PageIds {
  teamId: number;
  conferenceId: number;
  playerId: number;
  gameId: string;
  tournamentId: number;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function demoIds(request: APIRequestContext): Promise<PageIds> {
  const team = await topDemoTeam(request);
  const [teamRow] = await json<Array<{ conferenceId: number }>>(
    request,
    `/api/gs/competition-teams?competitionId=${DEMO_COMPETITION_ID}&teamId=${team.teamId}`,
  );
  const players = await json<Array<{ playerId: number }>>(
    request,
    `/api/gs/competition-team-players?competitionId=${DEMO_COMPETITION_ID}&teamId=${team.teamId}`,
  );
  const found = await json<Array<{ _id: string; ptgc: string }>>(
    request,
    `/api/gs/live-search?competitions=&ptgc=all&text=${encodeURIComponent(team.teamMarket)}`,
  );
  const tournaments = await json<Array<{ tournamentId: number }>>(
    request,
    `/api/gs/tournaments/competitions/${DEMO_COMPETITION_ID}/`,
  );
  const gameId = found.find((option) => option.ptgc === 'game')?._id;
  const playerId = players[0]?.playerId;
  const tournamentId = tournaments[0]?.tournamentId;
  if (!teamRow || gameId === undefined || playerId === undefined || tournamentId === undefined) {
    throw new Error(`The demo warehouse lacks a conference, player, game or tournament`);
  }
  return {
    teamId: team.teamId,
    conferenceId: teamRow.conferenceId,
    playerId,
    gameId,
    tournamentId,
  };
}

interface PageType {
  name: string;
  path: (ids: PageIds) => string;
  /** Shown once the page's data is in. */
  ready: (page: Page) => Locator;
}

const c = DEMO_COMPETITION_ID;
const firstTable = (page: Page) => page.getByRole('main').locator('table').first();

const PAGE_TYPES: PageType[] = [
  {
    name: 'stats home',
    path: () => '/stats/home',
    ready: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /Box score/ })
        .first(),
  },
  {
    name: 'team overview',
    path: (ids) => `/stats/${c}/teams/${ids.teamId}/overview`,
    ready: firstTable,
  },
  {
    name: 'team roster',
    path: (ids) => `/stats/${c}/teams/${ids.teamId}/roster`,
    ready: firstTable,
  },
  {
    name: 'team splits',
    path: (ids) => `/stats/${c}/teams/${ids.teamId}/splits`,
    ready: firstTable,
  },
  {
    name: 'team shooting',
    path: (ids) => `/stats/${c}/teams/${ids.teamId}/shooting`,
    ready: firstTable,
  },
  {
    name: 'game play-by-play',
    path: (ids) => `/stats/${c}/games/${ids.gameId}/play-by-play`,
    ready: (page) => page.getByRole('region', { name: 'Play-by-play, scrollable' }),
  },
  {
    name: 'division team box',
    path: () => `/stats/${c}/division/d1/team-box`,
    ready: firstTable,
  },
  {
    name: 'player overview',
    path: (ids) => `/stats/${c}/players/${ids.playerId}/overview`,
    ready: (page) => page.getByRole('region', { name: 'Season line (per game)' }),
  },
  {
    name: 'player game log',
    path: (ids) => `/stats/${c}/players/${ids.playerId}/game-log`,
    ready: firstTable,
  },
  {
    name: 'game box score',
    path: (ids) => `/stats/${c}/games/${ids.gameId}/box-score`,
    ready: firstTable,
  },
  {
    name: 'conference home',
    path: () => `/stats/conference-home/${c}`,
    ready: (page) => page.getByRole('main').getByRole('link').first(),
  },
  {
    name: 'conference standings',
    path: (ids) => `/stats/${c}/conferences/${ids.conferenceId}/standings`,
    ready: firstTable,
  },
  {
    name: 'division player leaders',
    path: () => `/stats/${c}/division/d1/player-box`,
    ready: firstTable,
  },
  {
    name: 'starter overview',
    path: () => `/stats/${c}/starter/overview`,
    ready: firstTable,
  },
  {
    name: 'game shot chart by zone',
    path: (ids) => `/stats/${c}/games/${ids.gameId}/shot-chart?chart=zones`,
    ready: (page) => page.getByRole('main').locator('svg').first(),
  },
  {
    name: 'tournament player leaders',
    path: (ids) => `/stats/${c}/tournaments/${ids.tournamentId}/player-box`,
    ready: firstTable,
  },
  {
    name: 'tournament bracket',
    path: (ids) => `/stats/${c}/tournaments/${ids.tournamentId}/bracket`,
    ready: (page) => page.getByRole('navigation', { name: 'Tournament views' }),
  },
];

test.describe('stats pages have no serious or critical axe violations', () => {
  let ids: PageIds | undefined;
  test.beforeAll(async ({ request }) => {
    ids = await demoIds(request);
  });

  for (const type of PAGE_TYPES) {
    test(type.name, async ({ page, request }) => {
      // axe on a full stats page takes seconds, more on a busy machine.
      test.setTimeout(60_000);
      if (!ids) throw new Error('demo ids were not read');
      await signInAsAdmin(page, request);
      await page.goto(type.path(ids));
      await arrival(page.getByRole('heading', { level: 1 })).toBeVisible();
      await arrival(type.ready(page)).toBeVisible();
      await arrival(page.locator('.stats-skeleton')).toHaveCount(0);
      // A failed data read shows an error state (role alert): axe must judge the real page.
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
