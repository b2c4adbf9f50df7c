/** The admin page under the real providers, with the admin API served on its real paths. */
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_API,
  BRACKET_PICKS_OUT_OF_ORDER_MSG,
  NATIONAL_TOURNAMENTS,
  defaultBracketSettings,
  picksInOrder,
  type AdminAccess,
  type AdminUserRow,
  type BracketSettings,
  type EventLogAnalyticsRow,
  type TrialTokenRow,
  type UpdateBracketSettingsRequest,
} from '@courtside/contract';
import { dataRequestPath } from '@/lib/api/fetch-data';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { AdminPage } from './components/AdminPage';
import { BracketAdminPage } from './components/BracketAdminPage';

export const ADMIN_ID = 'admin-1';

export const userRow = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  _id: 'user-2',
  email: 'ann@example.com',
  userType: 'fan',
  tier: { value: 1, label: 'Basic: Free', expiresAt: null },
  adminRole: 'none',
  emailVerified: true,
  onboardingSubscribed: true,
  createdAt: '2025-11-02T10:00:00Z',
  lastActiveAt: null,
  ...overrides,
});

export const ADMIN_ROW = userRow({
  _id: ADMIN_ID,
  email: 'boss@example.com',
  adminRole: 'upper',
  tier: { value: 3, label: 'Pro', expiresAt: null },
});

export interface AdminApi {
  /** Query strings of each user search, e.g. 'q=ann&limit=25&offset=0'. */
  searches: string[];
  /** Count of trial-token list requests. */
  tokenLists: number[];
  /** Query strings of each analytics request. */
  analytics: string[];
}

export interface AdminApiReplies {
  users?: AdminUserRow[];
  total?: number;
  tokens?: () => TrialTokenRow[];
  analytics?: EventLogAnalyticsRow[];
}

export function serveAdminApi(replies: AdminApiReplies = {}): AdminApi {
  const api: AdminApi = { searches: [], tokenLists: [], analytics: [] };
  const users = replies.users ?? [ADMIN_ROW, userRow()];
  server.use(
    http.get(apiUrl(ACCOUNT_API.adminUsers), ({ request }) => {
      api.searches.push(new URL(request.url).search.slice(1));
      return HttpResponse.json({ users, total: replies.total ?? users.length });
    }),
    http.get(apiUrl(dataRequestPath('user-tier-trial-tokens')), () => {
      api.tokenLists.push(api.tokenLists.length + 1);
      return HttpResponse.json(replies.tokens?.() ?? []);
    }),
    http.get(apiUrl(dataRequestPath('event-log-analytics')), ({ request }) => {
      api.analytics.push(new URL(request.url).search.slice(1));
      return HttpResponse.json(replies.analytics ?? []);
    }),
  );
  return api;
}

/** When the fake bracket settings API says a save happened. */
export const BRACKET_SAVED_AT = '2026-02-10T15:30:00.000Z';

export interface BracketApi {
  /** Each PUT: the tournament id of its path and its body. */
  puts: { tournamentId: string; body: UpdateBracketSettingsRequest }[];
}

/**
 * Serves the bracket settings API on its real paths, with the server's rules: one entry per
 * national tournament, a PUT changes only the fields it sends, and picks must open before they
 * lock once the change is applied.
 */
export function serveBracketSettings(saved: BracketSettings[] = []): BracketApi {
  const api: BracketApi = { puts: [] };
  const stored = new Map(saved.map((settings) => [settings.tournamentId, settings]));
  const current = (id: number) => stored.get(id) ?? defaultBracketSettings(id);
  server.use(
    http.get(apiUrl(ACCOUNT_API.adminBracketSettings), () =>
      HttpResponse.json(NATIONAL_TOURNAMENTS.map((t) => current(t.tournamentId))),
    ),
    http.put(
      apiUrl(`${ACCOUNT_API.adminBracketSettings}/:tournamentId`),
      async ({ request, params }) => {
        const body = (await request.json()) as UpdateBracketSettingsRequest;
        const tournamentId = String(params.tournamentId);
        api.puts.push({ tournamentId, body });
        const next: BracketSettings = {
          ...current(Number(tournamentId)),
          ...body,
          updatedAt: BRACKET_SAVED_AT,
          updatedBy: 'boss@example.com',
        };
        if (!picksInOrder(next.picksOpenAt, next.picksLockAt)) {
          return HttpResponse.json({ msg: BRACKET_PICKS_OUT_OF_ORDER_MSG }, { status: 400 });
        }
        stored.set(next.tournamentId, next);
        return HttpResponse.json(next);
      },
    ),
  );
  return api;
}

export function renderAdmin(
  access: AdminAccess = { isUpperAdmin: true, isLowerAdmin: false },
  path = '/admin',
) {
  signInForTest({
    user: testUser({ _id: ADMIN_ID, email: 'boss@example.com' }),
    tier: { value: 3, label: 'Pro', expiresAt: null },
    adminAccess: access,
  });
  return renderWithSession(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/admin', element: <AdminPage /> },
      { path: '/bracket-admin', element: <BracketAdminPage /> },
    ],
    { initialEntries: [path] },
  );
}
