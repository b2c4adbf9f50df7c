/** Every accounts route, mounted under API_ROOT. Account answers are private: never cached. */
import type { RouteModule } from '../../routes/context';
import { adminRoutes } from './admin';
import { bracketRoutes } from './brackets';
import { diyShotChartRoutes } from './diy-shot-charts';
import { emailRoutes } from './email';
import { linkRoutes } from './links';
import { surveyRoutes } from './survey';
import { userRoutes } from './users';

export const accountsRoutes: RouteModule = async (app, context) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  for (const routes of [
    userRoutes,
    emailRoutes,
    linkRoutes,
    adminRoutes,
    bracketRoutes,
    diyShotChartRoutes,
    surveyRoutes,
  ]) {
    await app.register(routes, context);
  }
};
