import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // One seed for the property tests of a run: fixed under CI, FC_SEED to replay a failure.
    setupFiles: ['../../tools/vitest/fast-check-seed.ts'],
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Set-ups open an embedded PostgreSQL (PGlite) and run its migrations, or build a small
    // warehouse: seconds on a quiet machine, several times that on a busy one.
    hookTimeout: 60_000,
  },
});
