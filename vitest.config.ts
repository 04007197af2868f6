import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^#domain\/(.*)$/, replacement: `${src('domain')}/$1` },
      { find: /^#server\/(.*)$/, replacement: `${src('server')}/$1` },
      { find: /^#web\/(.*)$/, replacement: `${src('web')}/$1` },
    ],
  },
  test: {
    // CI asks for a JSON report (summed into the closing 'N passed, N failed' line).
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    // Console output of passing tests is dropped (a failing test's is still shown), so the counts end the run.
    silent: 'passed-only',
    // Vitest's default is one worker per core but one: on 2 cores a single worker, which kept one core busy and
    // left the other idle (PGlite runs in the worker; the rest is waiting on mail servers, fakes and timers).
    // Two on 2 cores: the PGlite suite took 12 min instead of 20 (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.realdata.test.ts', '**/*.crash.test.ts'],
        },
      },
      // kill -9 of real worker and API processes on PostgreSQL (CI step "crash test"; needs TEST_DATABASE_URL).
      ...(process.env.CRASH_TEST
        ? [
            {
              extends: true as const,
              test: {
                name: 'crash',
                environment: 'node',
                include: ['src/server/**/*.crash.test.ts'],
                testTimeout: 300_000,
              },
            },
          ]
        : []),
      // The suite on the real sites and company lists in ../shared/data (npm run test:real-data).
      ...(process.env.REAL_DATA
        ? [
            {
              extends: true as const,
              test: {
                name: 'realdata',
                environment: 'node',
                include: ['src/**/*.realdata.test.ts'],
                testTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/class-merger-setup.ts'],
        },
      },
    ],
  },
});
