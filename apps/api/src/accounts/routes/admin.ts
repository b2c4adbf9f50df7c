/** The admin API: refused with 401 without a session and 403 to anyone but an admin. */
import type {
  AdminUserRow,
  AdminUsersResponse,
  EventLogAnalyticsRow,
  TrialTokenRow,
} from '@courtside/contract';
import { ACCOUNT_API } from '@courtside/contract';
import {
  AdminUpdateUserRequestSchema,
  AdminUsersQuerySchema,
  CreateTrialTokenRequestSchema,
  EVENT_LOG_ANALYTICS_DEFAULT_DAYS,
  EVENT_LOG_ANALYTICS_MAX_DAYS,
  EventLogAnalyticsQuerySchema,
} from '@courtside/contract/schemas';
import { HttpError } from '../../errors';
import type { RouteModule } from '../../routes/context';
import { MS_PER_DAY, addMs } from '../clock';
import { analytics, createTrialToken, listUsers, trialTokens, updateUser } from '../services/admin';
import { parseBody, parseQuery, requireAdmin } from './http';

/** The data endpoints (§7) that serve the admin page; they live under {api}/gs like the rest. */
export const ADMIN_DATA_PATHS = {
  trialTokens: '/gs/user-tier-trial-tokens',
  eventLogAnalytics: '/gs/event-log-analytics',
} as const;

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

function startOfUtcDay(date: Date): Date {
  return utcDay(date.toISOString().slice(0, 10));
}

export const adminRoutes: RouteModule = async (app, { accounts }) => {
  app.get(ACCOUNT_API.adminUsers, async (request): Promise<AdminUsersResponse> => {
    const deps = await accounts.deps();
    await requireAdmin(deps, request);
    return listUsers(deps, parseQuery(AdminUsersQuerySchema, request.query));
  });

  app.patch<{ Params: { id: string } }>(
    `${ACCOUNT_API.adminUsers}/:id`,
    async (request): Promise<AdminUserRow> => {
      const deps = await accounts.deps();
      const admin = await requireAdmin(deps, request);
      const update = parseBody(AdminUpdateUserRequestSchema, request.body);
      return updateUser(deps, admin, request.params.id, update);
    },
  );

  app.post(ACCOUNT_API.adminTrialTokens, async (request, reply) => {
    const deps = await accounts.deps();
    const admin = await requireAdmin(deps, request);
    const { email } = parseBody(CreateTrialTokenRequestSchema, request.body);
    return reply.code(201).send(await createTrialToken(deps, admin, email));
  });

  for (const path of [ADMIN_DATA_PATHS.trialTokens, `${ADMIN_DATA_PATHS.trialTokens}/`]) {
    app.get(path, async (request): Promise<TrialTokenRow[]> => {
      const deps = await accounts.deps();
      await requireAdmin(deps, request);
      return trialTokens(deps);
    });
  }

  app.get(ADMIN_DATA_PATHS.eventLogAnalytics, async (request): Promise<EventLogAnalyticsRow[]> => {
    const deps = await accounts.deps();
    await requireAdmin(deps, request);
    const query = parseQuery(EventLogAnalyticsQuerySchema, request.query);
    const today = startOfUtcDay(deps.clock.now());
    const end = query.end === undefined ? today : utcDay(query.end);
    const start =
      query.start === undefined
        ? addMs(end, -(EVENT_LOG_ANALYTICS_DEFAULT_DAYS - 1) * MS_PER_DAY)
        : utcDay(query.start);
    if (start > end)
      throw new HttpError(400, 'Invalid request: start: start must not be after end');
    const days = Math.round((end.getTime() - start.getTime()) / MS_PER_DAY) + 1;
    if (days > EVENT_LOG_ANALYTICS_MAX_DAYS) {
      throw new HttpError(
        400,
        `Invalid request: the range may span at most ${EVENT_LOG_ANALYTICS_MAX_DAYS} days`,
      );
    }
    return analytics(deps, start, addMs(end, MS_PER_DAY));
  });
};
