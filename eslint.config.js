import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];
const serverNeverImportsWeb = { group: ['\\#web/*', '**/web/**'], message: 'server never imports web' };
const infrastructureImportsNoFeature = {
  group: ['\\#server/features/*', '**/features/**', './features/*'],
  message: 'infrastructure imports no feature: take it as a parameter wired in the composition root (deps.ts)',
};
// Types included: the shapes server and web share live in src/domain.
const webImportsNoServer = {
  group: ['\\#server/*', '**/server/**'],
  message: 'web imports nothing from server: shared shapes live in src/domain',
};

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
      '@typescript-eslint/no-restricted-imports': restrict([
        {
          group: ['\\#server/*', '\\#web/*', '../server/*', '../web/*', '**/server/**', '**/web/**'],
          message: 'domain imports nothing else in src',
        },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([serverNeverImportsWeb]),
      // Hono builds a new object of every variable on each read of c.var (decision 023 §17).
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='var']", message: "read context variables with c.get('name')" },
      ],
    },
  },
  // Infrastructure (auth, db, jobs, mail, providers…) never imports a feature: features depend on it, and what it
  // needs from a feature is handed to it by the composition root (app.ts, deps.ts, register-jobs.ts, the entries).
  {
    files: ['src/server/**'],
    ignores: [
      'src/server/features/**',
      'src/server/{app,deps,main,worker,register-jobs}.ts',
      'src/server/test/**',
      '**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([serverNeverImportsWeb, infrastructureImportsNoFeature]),
    },
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict([
        { group: ['**/features/**', '\\#web/features/*'], message: 'shared UI imports no feature' },
        webImportsNoServer,
      ]),
    },
  },
  {
    files: ['src/web/**'],
    ignores: ['src/web/components/**', 'src/web/lib/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict([webImportsNoServer]) },
  },
);
