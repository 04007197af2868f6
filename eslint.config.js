import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.e2e/**',
      '.tmp*/**',
      '.tmp*',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  { files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  // Import boundaries (DESIGN.md section 3).
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['#server/*', '#web/*', '../server/*', '../web/*', '**/server/**', '**/web/**'],
          message: 'domain imports nothing else in src',
        },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['#web/*', '**/web/**'], message: 'server never imports web' }]),
    },
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/features/**', '#web/features/*'], message: 'shared UI imports no feature' },
      ]),
    },
  },
  {
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#server/*', '**/server/**'], message: 'web imports server for types only', allowTypeImports: true },
      ]),
    },
  },
);
