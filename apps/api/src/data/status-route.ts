/**
 * `GET {api}/data-status`: which seasons the server has, and which the background demo build
 * will still add (warehouse-source.ts `pending`), so the web app can say that a season is still
 * being built instead of showing it empty. Never cached: it changes as each season finishes.
 */
import type { DataStatusResponse, DataStatusSeason } from '@courtside/contract';
import { getCompetition } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';
import type { WarehouseSource } from './warehouse-source';
import { isLease } from './warehouse-source';

const seasonOf = (competitionId: number): DataStatusSeason => ({
  competitionId,
  label: getCompetition(competitionId)?.label ?? `Competition ${competitionId}`,
});

export function registerDataStatusRoute(app: FastifyInstance, warehouse: WarehouseSource): void {
  app.get('/data-status', async (_request, reply): Promise<DataStatusResponse> => {
    reply.header('cache-control', 'no-store');
    // A lease runs the periodic check, so a season finished a moment ago is listed as served.
    const lease = await warehouse.acquire();
    try {
      return {
        dataVersion: isLease(lease) ? lease.info.dataVersion : null,
        building: warehouse.pending().map(seasonOf),
      };
    } finally {
      if (isLease(lease)) lease.release();
    }
  });
}
