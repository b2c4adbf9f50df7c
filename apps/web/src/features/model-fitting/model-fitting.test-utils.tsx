/**
 * The model-fitting page under the real providers with the data API served on its real paths:
 * one MSW handler answers every `/gs/…` request from a table of endpoint → rows and records the
 * request, so tests can assert what the page shows, what it asked for and what its URL holds.
 * An endpoint the table does not name answers 404, which the page shows as an error.
 */
import type { JsonBodyType } from 'msw';
import { renderWithSession } from '@/lib/session/session-test-support';
import { ModelFittingPage } from './components/ModelFittingPage';

/** 2024-25 men: the product's default season. */
export const COMPETITION = 38409;

export { serveData } from '@/test/data-api-test-support';

/**
 * Six teams whose least-squares fit is worked by hand (content/fit-sample.test.ts): net rating
 * = −125.2916… + 2.625·eFG% + 0.625·TOV% with eFG% and TOV% in percentage points, R² = 525/562.
 * A seventh team lacks TOV% (dropped), and a defence twin row (isOffense false) must be ignored.
 * DRB% and the opponents' ORB% are complements (they sum to 100%), for the dropped-column case.
 */
export function sixTeams(): JsonBodyType {
  const x1 = [0, 1, 2, 3, 4, 5];
  const x2 = [1, 0, 3, 2, 5, 4];
  const y = [1, 3, 4, 6, 9, 8];
  const drb = [0.73, 0.71, 0.74, 0.71, 0.75, 0.79];
  const team = (teamId: number, isOffense: boolean, values: Record<string, number | null>) => ({
    _id: `${COMPETITION}-${teamId}-season-${isOffense ? 'o' : 'd'}`,
    competitionId: COMPETITION,
    teamId,
    teamMarket: `Team ${teamId}`,
    conferenceId: 1,
    divisionId: 1,
    isOffense,
    ...values,
  });
  return [
    ...x1.map((value, i) =>
      team(i + 1, true, {
        netRtg: 2 * (y[i] ?? 0),
        efgPct: 0.45 + value / 100,
        tovPct: 0.15 + (x2[i] ?? 0) / 100,
        drbPct: drb[i] ?? 0,
        orbPctAgst: Number((1 - (drb[i] ?? 0)).toPrecision(8)),
      }),
    ),
    team(7, true, { netRtg: 40, efgPct: 0.6, tovPct: null }),
    team(1, false, { netRtg: 2, efgPct: 0.9, tovPct: 0.01 }),
  ];
}

/**
 * Four teams whose possession-weighted fit is worked by hand (content/fit-sample.test.ts):
 * eFG% = 45% + (0, 1, 2, 3) points, net = (1, 3, 2, 5), possessions (500, 1000, 1000, 500):
 * slope 10/11, intercept −1307/33, R² = 75/154. A fifth team has no possessions (left out).
 */
export function fourWeightedTeams(): JsonBodyType {
  const net = [1, 3, 2, 5];
  const possessions = [500, 1000, 1000, 500];
  return [
    ...net.map((value, i) => ({
      _id: `${COMPETITION}-${i + 1}-season-o`,
      competitionId: COMPETITION,
      teamId: i + 1,
      teamMarket: `Team ${i + 1}`,
      conferenceId: 1,
      divisionId: 1,
      isOffense: true,
      netRtg: value,
      efgPct: 0.45 + i / 100,
      poss: possessions[i] ?? 0,
    })),
    {
      _id: `${COMPETITION}-5-season-o`,
      competitionId: COMPETITION,
      teamId: 5,
      teamMarket: 'Team 5',
      conferenceId: 1,
      divisionId: 1,
      isOffense: true,
      netRtg: 9,
      efgPct: 0.6,
      poss: null,
    },
  ];
}

export function renderModelFitting(url: string) {
  return renderWithSession([{ path: '/tools/model-fitting', element: <ModelFittingPage /> }], {
    initialEntries: [url],
  });
}
