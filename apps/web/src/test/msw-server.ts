import type { DataStatusResponse } from '@courtside/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Shared mock HTTP server; tests add handlers with `server.use(...)`. Its one standing answer is
 * the status check the shell makes on every page: nothing being built, the normal case.
 */
export const server = setupServer(
  http.get('*/data-status', () =>
    HttpResponse.json({ dataVersion: 'test', building: [] } satisfies DataStatusResponse),
  ),
);
