import type { RouteModule } from './context';

export interface HealthResponse {
  readonly status: 'ok';
  readonly uptimeSeconds: number;
  readonly version: string;
}

export const healthRoutes: RouteModule = async (app, { version, startedAt }) => {
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    // Load balancers and uptime monitors must always see the live answer.
    reply.header('cache-control', 'no-store');
    return {
      status: 'ok',
      uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      version,
    };
  });
};
