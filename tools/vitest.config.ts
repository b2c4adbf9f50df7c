import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.{js,ts}'],
    // Each lint-rule test runs ESLint with the project's typed configuration over a snippet:
    // about a second on a quiet machine, several on a busy one.
    testTimeout: 30_000,
  },
});
