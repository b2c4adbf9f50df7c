/**
 * The application: error boundary, data cache, session, then the router, which renders only
 * once session start has finished (§2, §4).
 */
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { AppErrorBoundary } from '@/components/errors/AppErrorBoundary';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { createQueryClient } from '@/lib/api/query-client';
import { SessionGate, SessionProvider } from '@/lib/session';
import { createAppRouter } from './routes';

type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  /** Tests pass createMemoryRouter; the app uses the browser's history. */
  createRouter?: CreateRouter;
}

function AppRouter({ createRouter }: { createRouter: CreateRouter }) {
  // Created after session start, so its first navigation (and any redirect) runs only then.
  const [router] = useState(() => createAppRouter(createRouter));
  return <RouterProvider router={router} />;
}

const defaultCreateRouter: CreateRouter = (routes) => createBrowserRouter(routes);

export function App({ createRouter = defaultCreateRouter }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SessionGate fallback={<LoadingSpinner fullPage />}>
            <AppRouter createRouter={createRouter} />
          </SessionGate>
        </SessionProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
