// Test environment for web components: DOM matchers, a clean DOM and storage per test, and an
// HTTP mock server that fails any request a test did not expect.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy/waitFor give up after 1 s by default; lazy routes and mocked answers can take longer
// than that on a busy machine, and only a wait that never ends should fail a test.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
