import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo-league',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
