/**
 * The DIY shot chart page under the real providers, with the account's chart API played by an
 * in-memory store on its real paths (recording every call) and the data API's league zones and
 * competitions answered from small fixtures. Imported by tests only.
 */
import {
  ACCOUNT_API,
  DIY_SHOT_CHART_MESSAGES,
  type DiyShot,
  type DiyShotChart,
  type DiyShotChartSummary,
} from '@courtside/contract';
import type { LeagueZoneRow } from '@courtside/contract/schemas';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { DiyShotChartsPage } from './components/DiyShotChartsPage';
import type { ScreenMatrix } from './content/court-pointer';
import { DRAFT_STORAGE_KEY } from './content/draft-storage';

export const PAGE_PATH = '/tools/diy-shot-charts';
export const CHART_ID = '11111111-1111-4111-8111-111111111111';
export const NEW_CHART_ID = '22222222-2222-4222-8222-222222222222';
export const UNKNOWN_ID = '33333333-3333-4333-8333-333333333333';

export const savedChart = (overrides: Partial<DiyShotChart> = {}): DiyShotChart => {
  const shots = overrides.shots ?? [
    { x: 0, y: 2, made: true },
    { x: -22, y: 0, made: false },
  ];
  return {
    id: CHART_ID,
    name: 'Tuesday practice',
    shotCount: shots.length,
    madeCount: shots.filter((shot) => shot.made).length,
    createdAt: '2026-01-10T18:00:00.000Z',
    updatedAt: '2026-01-12T18:30:00.000Z',
    ...overrides,
    shots,
  };
};

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const summaryOf = ({ shots: _shots, ...summary }: DiyShotChart): DiyShotChartSummary => summary;

const SAVED_AT = '2026-02-01T12:00:00.000Z';
/** One chart's path with its id as an MSW parameter. */
const CHART_URL = apiUrl(`${ACCOUNT_API.diyShotCharts}/:id`);

/** The chart API over an in-memory store; returns the calls it answered, in order. */
export function serveChartApi(charts: DiyShotChart[] = []): RecordedCall[] {
  const store = new Map(charts.map((chart) => [chart.id, chart]));
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const path = new URL(request.url).pathname.slice(apiUrl('').length);
    calls.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
  };
  const notFound = () =>
    HttpResponse.json({ msg: DIY_SHOT_CHART_MESSAGES.notFound }, { status: 404 });
  const withCounts = (chart: DiyShotChart, shots: DiyShot[]): DiyShotChart => ({
    ...chart,
    shots,
    shotCount: shots.length,
    madeCount: shots.filter((shot) => shot.made).length,
    updatedAt: SAVED_AT,
  });
  server.use(
    http.get(apiUrl(ACCOUNT_API.diyShotCharts), async ({ request }) => {
      await record(request);
      const list = [...store.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return HttpResponse.json(list.map(summaryOf));
    }),
    http.post(apiUrl(ACCOUNT_API.diyShotCharts), async ({ request }) => {
      await record(request);
      const body = calls.at(-1)?.body as { name: string; shots: DiyShot[] };
      const chart = withCounts(
        savedChart({ id: NEW_CHART_ID, name: body.name, createdAt: SAVED_AT }),
        body.shots,
      );
      store.set(chart.id, chart);
      return HttpResponse.json(chart, { status: 201 });
    }),
    http.get(CHART_URL, async ({ request, params }) => {
      await record(request);
      const chart = store.get(String(params.id));
      return chart ? HttpResponse.json(chart) : notFound();
    }),
    http.patch(CHART_URL, async ({ request, params }) => {
      await record(request);
      const chart = store.get(String(params.id));
      if (!chart) return notFound();
      const body = calls.at(-1)?.body as { name?: string; shots?: DiyShot[] };
      const changed = withCounts(
        { ...chart, name: body.name ?? chart.name },
        body.shots ?? chart.shots,
      );
      store.set(chart.id, changed);
      return HttpResponse.json(changed);
    }),
    http.delete(CHART_URL, async ({ request, params }) => {
      await record(request);
      if (!store.delete(String(params.id))) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

export const leagueZone = (zone: string, fgPct: number): LeagueZoneRow => ({
  _id: zone,
  updated: '2025-04-01T00:00:00Z',
  competitionId: 38409,
  divisionId: 1,
  zoneSchema: 'area',
  zone,
  label: zone,
  definition: '',
  shotValue: zone.endsWith('3') ? 3 : 2,
  fga: 1000,
  fgm: Math.round(1000 * fgPct),
  fgPct,
  fgaFreq: 0.2,
  pps: null,
  xPps: null,
  gpPbp: 500,
});

export const LEAGUE_ZONES = [
  leagueZone('atr2', 0.6),
  leagueZone('paint2', 0.45),
  leagueZone('mid2', 0.38),
  leagueZone('c3', 0.37),
  leagueZone('atb3', 0.34),
];

/** Answers lg-zones and competitions; returns the data requests made, decoded. */
export function serveLeague(rows: LeagueZoneRow[] = LEAGUE_ZONES): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      requests.push(decodeURIComponent(`${url.pathname.slice(apiUrl('').length)}${url.search}`));
      if (url.pathname.includes('lg-zones')) return HttpResponse.json(rows);
      if (url.pathname.includes('competitions')) return HttpResponse.json([]);
      return HttpResponse.json({ msg: 'not served' }, { status: 500 });
    }),
  );
  return requests;
}

export function storeDraft(draft: { chartId: string | null; name: string; shots: DiyShot[] }) {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
}

/** Signs a user of `tier` in (none for a visitor) and opens the page at `search`. */
export function renderDiyPage(search = '', tier: number | null = 1) {
  if (tier !== null) {
    signInForTest({
      user: testUser(),
      tier: { value: tier, label: `Tier ${tier}`, expiresAt: null },
    });
  }
  return renderWithSession([{ path: PAGE_PATH, element: <DiyShotChartsPage /> }], {
    initialEntries: [`${PAGE_PATH}${search}`],
  });
}

/** 10 px a foot with the court's top-left corner (−25, −5.25) at the page's origin. */
export const TEN_PX_A_FOOT: ScreenMatrix = { a: 10, b: 0, c: 0, d: 10, e: 250, f: 52.5 };

/** Where a spot in feet lands on screen under TEN_PX_A_FOOT. */
export const screenPoint = (x: number, y: number) => ({
  clientX: 10 * x + 250,
  clientY: 10 * y + 52.5,
});

/** jsdom lays nothing out: the court's screen transform is stated for the tests of a file. */
export function placeCourtOnScreen(matrix: ScreenMatrix = TEN_PX_A_FOOT) {
  beforeEach(() => {
    Object.defineProperty(SVGElement.prototype, 'getScreenCTM', {
      configurable: true,
      value: () => matrix,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(SVGElement.prototype, 'getScreenCTM');
  });
}

export const findCourt = () => screen.findByRole('application', { name: /half court/ });
