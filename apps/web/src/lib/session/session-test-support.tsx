/**
 * Shared pieces of tests that need a real session: MSW handlers for the session calls on their
 * real paths, and a renderer with the app's providers (data cache, session, router). Imported
 * by tests only.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import {
  ACCOUNT_API,
  AUTH_STORAGE_KEY,
  type AdminAccess,
  type TierStatus,
  type User,
} from '@courtside/contract';
import { server } from '@/test/msw-server';
import { createTestQueryClient } from '../api/test-support';
import { API_ROOT } from '../config';
import { SessionGate } from './SessionGate';
import { SessionProvider } from './SessionProvider';

/** The URL the app's `http` client calls for an API path, as MSW should match it. */
export const apiUrl = (path: string): string => `${API_ROOT}${path}`;

export const TEST_TOKEN = 'test-token';

export const testUser = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  email: 'fan@example.com',
  userType: 'fan',
  settings: {},
  ...overrides,
});

export interface SignedInFixture {
  user: User;
  tier?: TierStatus;
  /** Answer of verify-admin-access; without it the call is unexpected and fails the test. */
  adminAccess?: AdminAccess;
  token?: string;
}

/** Stores a token and answers the session calls so the session starts signed in. */
export function signInForTest({
  user,
  tier = { value: 1, label: 'Basic: Free', expiresAt: null },
  adminAccess,
  token = TEST_TOKEN,
}: SignedInFixture): void {
  localStorage.setItem(AUTH_STORAGE_KEY, token);
  server.use(
    mswHttp.post(apiUrl(ACCOUNT_API.tokenIsValid), () => HttpResponse.json({ isValid: true })),
    mswHttp.get(apiUrl(ACCOUNT_API.me), () => HttpResponse.json(user)),
    mswHttp.get(apiUrl(ACCOUNT_API.verifyTier), () => HttpResponse.json(tier)),
  );
  if (adminAccess !== undefined) {
    server.use(
      mswHttp.get(apiUrl(ACCOUNT_API.verifyAdminAccess), () => HttpResponse.json(adminAccess)),
    );
  }
}

export interface RenderRoutesOptions {
  initialEntries?: string[];
  queryClient?: QueryClient;
}

/** Renders `routes` in a memory router under the data cache and the session, as the app does. */
export function renderWithSession(
  routes: RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SessionGate fallback={<p>session loading</p>}>
          <RouterProvider router={router} />
        </SessionGate>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
