import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'default',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.ts'],
          exclude: ['**/*.redis.test.ts', 'node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'redis',
          include: ['server/**/*.redis.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
