import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import apiModules from './scripts/eslint/api-modules.js'

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/dist-ssr',
      '**/node_modules',
      'data',
      '.tmp',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      // The barrel pulls zod into whatever imports it; public pages must stay light.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@kheyr/contracts',
              message: 'Import the module you need: @kheyr/contracts/<module>.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's layers point down only: app -> features -> components -> lib; a feature
    // never imports another feature (docs/decisions/006-web-layers.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Tests may reach any layer (and the shared test helpers in src/test).
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app', partialMatch: false },
        {
          type: 'feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'assets', pattern: 'apps/web/src/assets', partialMatch: false },
      ],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // Reads the web app's subpath imports (`#lib/…`, apps/web/package.json) as the files they
      // name, so a layer's rule sees where each import points.
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Web layers point down: app -> features -> components -> lib, and a feature never imports another feature (docs/decisions/006-web-layers.md).',
          policies: [
            // Packages (react, @mui, @kheyr/contracts) are not layers.
            { allow: { to: { module: { origin: 'external' } } } },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'assets'] } },
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['components', 'lib', 'assets'] } } } },
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'assets'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { type: 'lib' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // A server module's tables, repository and internals are its own: other code reaches it
    // through its service, and modules depend on each other without cycles
    // (docs/decisions/012-api-modules.md). Tests may read any table to check what was written.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'api-modules': apiModules },
    rules: {
      'api-modules/module-imports': 'error',
      'api-modules/module-cycles': 'error',
      'api-modules/module-needs': 'error',
      'api-modules/no-queries-in-routes': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
