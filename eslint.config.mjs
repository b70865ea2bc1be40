// Code lint for the site's TypeScript: the recommended sets, plus React hooks rules.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/build/**',
      '**/build-algolia/**',
      '**/build-test/**',
      '**/build-trace/**',
      'mcp/dist/**',
      '**/.docusaurus/**',
      // The generated files of the unit tests' fixture builds (tests/unit/config), which run beside the lint in npm test.
      '**/.docusaurus-*/**',
      'node_modules/**',
      'docs/api/**',
      'versioned_docs/*/api/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'trace-results/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser tests take `test` from the shared fixture, which keeps every test off the real GitHub API.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                'Import test from tests/e2e/fixtures.ts: it intercepts https://api.github.com/** for every test.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Scripts also hold functions that run in the page (page.evaluate), hence browser globals.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
