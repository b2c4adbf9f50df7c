import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'warehouse',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
