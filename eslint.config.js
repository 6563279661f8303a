import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const promiseRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs}', 'bench/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },

  // A promise is awaited or handled on purpose, never dropped by accident. These rules need
  // type information: tsconfig.json covers web/, shared/ and tests/, tsconfig.server.json the
  // server and the benchmarks.
  {
    files: ['web/**/*.{ts,tsx}', 'shared/**/*.ts', 'tests/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: promiseRules,
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './tsconfig.server.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: promiseRules,
  },

  // No import cycles anywhere in the code (dynamic imports count too).
  {
    files: ['web/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too (by default only .js files are read).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },

  // One module per feature. Each folder web/features/<area>/ is a feature, and so is each
  // web/features/admin/<area>/ (admin groups the admin area's features; admin/kit is their
  // shared kit). Code outside a feature imports it only through its index.ts; inside, files
  // import each other freely. Shared UI (web/components), helpers (web/lib), the theme tokens
  // and i18n know no feature. web/feature-boundaries.test.ts proves the rule catches a deep
  // import.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': [
        // The first pattern that matches wins: an admin area before the admin group itself.
        { type: 'feature', pattern: 'web/features/admin/*', capture: ['area'] },
        { type: 'feature', pattern: 'web/features/*', capture: ['area'] },
        { type: 'shared', pattern: 'web/(components|lib|theme|i18n)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'feature' } },
              disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
              message: 'Import another feature through its index.ts only.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'Shared UI and helpers do not depend on features.',
            },
          ],
        },
      ],
    },
  },

  // The server's features are folders under server/features/; the platform they stand on is
  // server/platform/. A feature uses another only through its index.ts, and the platform never
  // depends on a feature (only its test support may, to arrange rows in tests).
  // server/platform/lint-boundaries.test.ts proves the rule catches a deep import.
  {
    files: ['server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.server.json' } },
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'server/features/*', capture: ['feature'] },
        { type: 'platform-testing', pattern: 'server/platform/testing' },
        { type: 'platform', pattern: 'server/platform' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: ['server-feature', 'platform'] } },
              to: { element: { type: 'server-feature' } },
              disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
              message: 'Use another feature through its index.ts only.',
            },
            {
              from: { element: { type: 'platform' } },
              disallow: { to: { element: { type: 'server-feature' } } },
              message: 'The platform does not depend on features.',
            },
          ],
        },
      ],
    },
  },
);
