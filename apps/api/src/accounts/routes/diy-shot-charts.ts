/**
 * The signed-in user's DIY shot charts. Every call needs a session and the tool's tier; writes
 * are rate limited per IP and per account. An id that is not the user's answers 404 whether or
 * not it exists, so ids of other accounts cannot be probed.
 */
import type { DiyShotChart, DiyShotChartSummary } from '@courtside/contract';
import { ACCOUNT_API } from '@courtside/contract';
import {
  CreateDiyShotChartRequestSchema,
  UpdateDiyShotChartRequestSchema,
} from '@courtside/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../../routes/context';
import type { AccountsDeps } from '../deps';
import {
  changeChart,
  chartIdOf,
  createChart,
  listCharts,
  readChart,
  removeChart,
  requireDiyTier,
} from '../services/diy-shot-charts';
import { limitByEmail, limitByIp, parseBody, requireUser } from './http';

type ChartRequest = FastifyRequest<{ Params: { chartId: string } }>;

const CHART_PATH = `${ACCOUNT_API.diyShotCharts}/:chartId`;

async function chartUser(deps: AccountsDeps, request: FastifyRequest, writes: boolean) {
  if (writes) await limitByIp(deps, 'diyShotChartWrite', request);
  const user = await requireUser(deps, request);
  requireDiyTier(deps, user);
  if (writes) await limitByEmail(deps, 'diyShotChartWrite', user.email);
  return user;
}

export const diyShotChartRoutes: RouteModule = async (app, { accounts }) => {
  app.get(ACCOUNT_API.diyShotCharts, async (request): Promise<DiyShotChartSummary[]> => {
    const deps = await accounts.deps();
    return listCharts(deps, await chartUser(deps, request, false));
  });

  app.post(ACCOUNT_API.diyShotCharts, async (request, reply) => {
    const deps = await accounts.deps();
    const user = await chartUser(deps, request, true);
    const chart = await createChart(
      deps,
      user,
      parseBody(CreateDiyShotChartRequestSchema, request.body),
    );
    return reply.code(201).send(chart);
  });

  app.get(CHART_PATH, async (request: ChartRequest): Promise<DiyShotChart> => {
    const deps = await accounts.deps();
    const user = await chartUser(deps, request, false);
    return readChart(deps, user, chartIdOf(request.params.chartId));
  });

  app.patch(CHART_PATH, async (request: ChartRequest): Promise<DiyShotChart> => {
    const deps = await accounts.deps();
    const user = await chartUser(deps, request, true);
    const chartId = chartIdOf(request.params.chartId);
    return changeChart(
      deps,
      user,
      chartId,
      parseBody(UpdateDiyShotChartRequestSchema, request.body),
    );
  });

  app.delete(CHART_PATH, async (request: ChartRequest, reply) => {
    const deps = await accounts.deps();
    const user = await chartUser(deps, request, true);
    await removeChart(deps, user, chartIdOf(request.params.chartId));
    return reply.code(204).send();
  });
};
