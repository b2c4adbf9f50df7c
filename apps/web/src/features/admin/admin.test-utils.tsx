/** The admin page under the real providers, with the admin API served on its real paths. */
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_API,
  BRACKET_PICKS_OUT_OF_ORDER_MSG,
  BRACKET_SETTINGS_MESSAGES,
  NATIONAL_TOURNAMENTS,
  USER_BRACKET_MESSAGES,
  defaultBracketSettings,
  picksInOrder,
  type AdminAccess,
  type AdminUserRow,
  type BracketAdminAction,
  type BracketAdminLogEntry,
  type BracketFieldCorrection,
  type BracketLayout,
  type BracketLayoutTeam,
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
  /** Each PUT of settings: the tournament id of its path and its body. */
  puts: { tournamentId: string; body: UpdateBracketSettingsRequest }[];
  /** Each PUT of field corrections: the tournament id of its path and its body. */
  fieldPuts: { tournamentId: string; body: unknown }[];
  /** The log as the fake server holds it, newest first. */
  log: BracketAdminLogEntry[];
  /** Count of log requests. */
  logReads: number;
}

export interface BracketApiOptions {
  /** Entries the log starts with, newest first. */
  log?: BracketAdminLogEntry[];
  /** A reason to refuse every field PUT with, as the server words it after fieldRefused. */
  refuseField?: string;
}

let logIds = 0;

export const logEntry = (
  action: BracketAdminAction,
  overrides: Partial<BracketAdminLogEntry> = {},
): BracketAdminLogEntry => {
  logIds += 1;
  return {
    id: `00000000-0000-4000-8000-${String(logIds).padStart(12, '0')}`,
    tournamentId: 5025,
    action,
    detail: {},
    adminEmail: 'boss@example.com',
    at: BRACKET_SAVED_AT,
    ...overrides,
  };
};

/**
 * Serves the bracket settings API on its real paths, with the server's rules: one entry per
 * national tournament, a PUT changes only the fields it sends, picks must open before they lock
 * once the change is applied, publishing keeps the first publication time, and each save is
 * logged the way the server logs it.
 */
export function serveBracketSettings(
  saved: BracketSettings[] = [],
  options: BracketApiOptions = {},
): BracketApi {
  const api: BracketApi = { puts: [], fieldPuts: [], log: [...(options.log ?? [])], logReads: 0 };
  const stored = new Map(saved.map((settings) => [settings.tournamentId, settings]));
  const current = (id: number) => stored.get(id) ?? defaultBracketSettings(id);
  const record = (tournamentId: number, action: BracketAdminAction, detail: object) =>
    api.log.unshift(logEntry(action, { tournamentId, detail: { ...detail } }));
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
        const before = current(Number(tournamentId));
        const { published, ...settings } = body;
        const publishedAt =
          published === undefined
            ? before.publishedAt
            : published
              ? (before.publishedAt ?? BRACKET_SAVED_AT)
              : null;
        const next: BracketSettings = {
          ...before,
          ...settings,
          published: publishedAt !== null,
          publishedAt,
          updatedAt: BRACKET_SAVED_AT,
          updatedBy: 'boss@example.com',
        };
        if (!picksInOrder(next.picksOpenAt, next.picksLockAt)) {
          return HttpResponse.json({ msg: BRACKET_PICKS_OUT_OF_ORDER_MSG }, { status: 400 });
        }
        stored.set(next.tournamentId, next);
        if (Object.keys(settings).length > 0) record(next.tournamentId, 'settings', settings);
        if (published !== undefined && published !== before.published) {
          record(next.tournamentId, published ? 'publish' : 'unpublish', {});
        }
        return HttpResponse.json(next);
      },
    ),
    http.put(
      apiUrl(`${ACCOUNT_API.adminBracketSettings}/:tournamentId/field`),
      async ({ request, params }) => {
        const body = (await request.json()) as { corrections: BracketFieldCorrection[] };
        const tournamentId = String(params.tournamentId);
        api.fieldPuts.push({ tournamentId, body });
        if (options.refuseField !== undefined) {
          const msg = `${BRACKET_SETTINGS_MESSAGES.fieldRefused} ${options.refuseField}`;
          return HttpResponse.json({ msg }, { status: 400 });
        }
        const next: BracketSettings = {
          ...current(Number(tournamentId)),
          fieldCorrections: body.corrections,
          updatedAt: BRACKET_SAVED_AT,
          updatedBy: 'boss@example.com',
        };
        stored.set(next.tournamentId, next);
        record(next.tournamentId, 'field', { corrections: body.corrections });
        return HttpResponse.json(next);
      },
    ),
    http.get(apiUrl(ACCOUNT_API.adminBracketLog), () => {
      api.logReads += 1;
      return HttpResponse.json(api.log);
    }),
  );
  return api;
}

const fieldTeam = (
  teamId: number,
  teamMarket: string,
  region: number,
  seed: number,
  firstFour = false,
): BracketLayoutTeam => ({
  teamId,
  teamMarket,
  colorPrimary: null,
  colorSecondary: null,
  conferenceId: null,
  seed,
  region,
  regionName: ['South', 'East', 'Midwest', 'West'][region - 1] ?? null,
  firstFour,
  wins: 25,
  losses: 8,
  netRtgAdj: null,
  oddsChampion: 0.01,
});

/** A small field: enough lines to pick teams from in every region, First Four lines included. */
export const FIELD_TEAMS: BracketLayoutTeam[] = [
  fieldTeam(101, 'Auburn', 1, 1),
  fieldTeam(102, 'Alabama State', 1, 16, true),
  fieldTeam(103, 'Saint Francis', 1, 16, true),
  fieldTeam(104, 'Louisville', 1, 8),
  fieldTeam(201, 'Duke', 2, 1),
  fieldTeam(202, 'Mount St. Mary', 2, 16),
  fieldTeam(301, 'Houston', 3, 1),
  fieldTeam(302, 'Texas', 3, 11, true),
  fieldTeam(303, 'Xavier', 3, 11, true),
  fieldTeam(401, 'Florida', 4, 1),
];

export interface LayoutApi {
  /** Count of layout requests. */
  reads: number;
}

/** Serves a tournament's public bracket layout with `teams`, or its 404 when `teams` is null. */
export function serveBracketLayout(
  tournamentId: number,
  teams: BracketLayoutTeam[] | null = FIELD_TEAMS,
): LayoutApi {
  const api: LayoutApi = { reads: 0 };
  const layout: BracketLayout = {
    tournamentId,
    competitionId: 1,
    label: NATIONAL_TOURNAMENTS.find((t) => t.tournamentId === tournamentId)?.label ?? '',
    teams: teams ?? [],
    games: [],
    scoringSystem: 'standard',
    status: 'notOpen',
    published: false,
    picksOpenAt: null,
    picksLockAt: null,
    firstGameDate: '2025-03-18',
    gamesPlayed: 0,
    pickByOdds: [],
    pickBySeed: [],
    dataVersion: 'test',
  };
  server.use(
    http.get(apiUrl(ACCOUNT_API.bracketLayout(tournamentId)), () => {
      api.reads += 1;
      return teams === null
        ? HttpResponse.json({ msg: USER_BRACKET_MESSAGES.noBracket }, { status: 404 })
        : HttpResponse.json(layout);
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
      { path: '/bracket-admin', element: <BracketAdminPage /> },
    ],
    { initialEntries: [path] },
  );
}
