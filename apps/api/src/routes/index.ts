import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from '../accounts/routes';
import { dataRoutes } from '../data/routes';
import type { RouteContext, RouteModule } from './context';
import { healthRoutes } from './health';
import { readinessRoutes } from './readiness';

export type { RouteContext, RouteModule } from './context';

/** Every API route module, in mount order. Add a feature's module here (accounts, data, live). */
const routeModules: readonly RouteModule[] = [
  healthRoutes,
  readinessRoutes,
  accountsRoutes,
  dataRoutes,
];

/** Mounts every route module under API_ROOT, each in its own encapsulated plugin context. */
export async function registerRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  await app.register(
    async (api) => {
      for (const routeModule of routeModules) {
        await api.register(routeModule, context);
      }
    },
    { prefix: context.config.apiRoot },
  );
}
