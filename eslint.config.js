import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/prerender-dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The shared package is pure domain code: it imports nothing from the apps and does no I/O.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@tradepact/server', '@tradepact/web'],
              message: 'shared must not import app code',
            },
            { group: ['node:*', 'fs', 'path', 'http'], message: 'shared is pure: no I/O' },
          ],
        },
      ],
    },
  },
  {
    // The server never reaches into the web app and vice versa; both meet in @tradepact/shared.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/src/**', '@tradepact/web'], message: 'server must not import the web app' },
          ],
        },
      ],
    },
  },
  {
    // Features use each other through their services (and policies), never another's repository.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/features/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/src/**', '@tradepact/web'], message: 'server must not import the web app' },
            {
              group: ['../*/*.repository.js', '../../*/*.repository.js', '../*/*/*.repository.js'],
              message: "use that feature's service: a feature never reads another feature's repository",
            },
          ],
        },
      ],
    },
  },
  {
    // Every query lives in the feature's repository: routes, policies and services hold none.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/features/**/*.test.ts', 'apps/server/src/features/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', '**/db/schema/**', '**/db/schema/index.js'],
              allowTypeImports: true,
              message: 'queries belong in the feature repository',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/src/**', '@tradepact/server'],
              message: 'the web app talks to the server over HTTP only',
            },
            {
              // The table's schemas would bring zod into every page that calls the API.
              regex: '^@tradepact/shared$',
              importNamePattern: '^[a-z][A-Za-z]*Api$',
              message: "import the API table's endpoints from '@tradepact/shared/api-routes' in the browser",
            },
          ],
        },
      ],
    },
  },
);
