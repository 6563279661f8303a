import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/preact-aliases.js';

const sourceConditions = ['source', ...defaultServerConditions];

export default defineConfig({
  // Imports through "#shared/*" and "#server/*" resolve to the TypeScript sources in tests
  // (package.json "imports", condition "source"), not to the build.
  resolve: { conditions: sourceConditions },
  environments: { ssr: { resolve: { conditions: sourceConditions } } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'default',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.ts'],
          exclude: ['**/*.redis.test.ts', '**/*.pg.test.ts', 'node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Components in a document of their own: the visitor forms and the admin kit, as a person
        // fills them in. The server is stood in for by answers given to fetch.
        extends: true,
        resolve: { alias: preactAliases },
        test: {
          name: 'components',
          include: ['web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup-components.ts'],
          // Libraries that import react are bundled too, so those imports reach preact/compat.
          server: {
            deps: {
              inline: [
                /@tanstack\/react-query/,
                /@radix-ui/,
                /lucide-react/,
                /react-router/,
                /react-hook-form/,
              ],
            },
          },
          testTimeout: 20_000,
        },
      },
      {
        // Outages of PostgreSQL itself (timeouts, a frozen server): needs a real server.
        extends: true,
        test: {
          name: 'pg',
          include: ['server/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
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
