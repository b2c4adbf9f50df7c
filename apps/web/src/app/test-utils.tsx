/** Renders the real route table in a memory router, inside the providers the shell needs. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { SessionGate, SessionProvider } from '@/lib/session';
import { SCREEN_ROUTES, createAppRoutes } from './routes';

export interface RenderRoutesOptions {
  /** History entries; the last one is the current page. */
  initialEntries?: string[];
  /** Extra screens added to the real ones (e.g. a route that throws). */
  extraScreens?: RouteObject[];
}

export function renderAppRoutes({
  initialEntries = ['/'],
  extraScreens = [],
}: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(createAppRoutes([...SCREEN_ROUTES, ...extraScreens]), {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        {/* As in App: routes render only once session start has finished. */}
        <SessionGate fallback={null}>
          <RouterProvider router={router} />
        </SessionGate>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}
