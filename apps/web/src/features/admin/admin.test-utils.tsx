/** The admin page under the real providers, with the admin API served on its real paths. */
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_API,
  type AdminAccess,
  type AdminUserRow,
  type EventLogAnalyticsRow,
  type TrialTokenRow,
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
    ],
    { initialEntries: [path] },
  );
}
