import { defineConfig, devices } from '@playwright/test';
import { installedBrowser, DEBIAN_CHROMIUM } from './scripts/e2e/browser-choice';
import { browserFacts } from './scripts/e2e/browser-facts';

const chosenBrowser = () => {
  const found = installedBrowser(browserFacts());
  return found?.kind === 'use' ? found.path : (process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM);
};

// Each run gets its own port, data and build folder, so parallel runs never collide; the
// environment variable carries the choice from the main process to the workers.
// 10000-10899, with the fake providers at +1000 (Apollo), +2000 (People Data Labs), +3000 (Hunter), the fake
// HubSpot at +4000, the fake Salesforce at +5000 and the fake Pipedrive at +6000, so 11000-16899 at most: clear of the services on these machines (MariaDB 3306, NATS 4222, epmd 4369), of the
// helpers' hand-started ranges (20000 and up) and of the ephemeral range; two runs never share a port.
process.env.E2E_PORT ??= String(10_000 + Math.floor(Math.random() * 900));
const PORT = Number(process.env.E2E_PORT);
const RUN_DIR = `.e2e/${PORT}`;
/** The app's own output for this run goes to a file, so the console keeps the test lines and the final counts. */
export const E2E_SERVER_LOG = `test-results/e2e-server-${PORT}.log`;
/**
 * The fake provider APIs e2e/providers.spec.ts, people-providers.spec.ts and people-search.spec.ts start; the app is
 * pointed at them.
 */
const E2E_APOLLO_PORT = PORT + 1000;
const E2E_PDL_PORT = PORT + 2000;
const E2E_HUNTER_PORT = PORT + 3000;
/** The fake HubSpot e2e/crm.spec.ts starts. */
const E2E_HUBSPOT_PORT = PORT + 4000;
/** The fake Salesforce e2e/crm-salesforce.spec.ts starts (its OAuth host and org). */
const E2E_SALESFORCE_PORT = PORT + 5000;
/** The fake Pipedrive e2e/crm-pipedrive.spec.ts starts. */
const E2E_PIPEDRIVE_PORT = PORT + 6000;
/**
 * E2E_WEB_DIST names a web build already made from this tree (CI builds once for its two browser runs); without
 * it each run builds its own into its run folder.
 */
const PREBUILT_WEB = process.env.E2E_WEB_DIST;
const WEB_DIR = PREBUILT_WEB ?? `${RUN_DIR}/web`;
const BUILD_WEB = PREBUILT_WEB ? 'true' : `npx vite build --logLevel warn --outDir ../../${RUN_DIR}/web`;

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  // One retry on CI, so a single timing hiccup on a loaded machine does not block a landing; a retried
  // pass is reported as flaky by name (scripts/ci/count-tests.mjs) and still needs fixing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The server refuses writes without the app's Origin (CSRF guard); the browser sends it on its own, the
    // API request contexts (page.request) need it said.
    extraHTTPHeaders: { origin: `http://localhost:${PORT}` },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The same choice `npm test` made before starting (scripts/e2e/ensure-browser.ts).
      executablePath: chosenBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The server runs as `npm start` runs it: the bundle in dist/server (rebuilt when a source changed).
    command: `rm -rf ${RUN_DIR} && ${BUILD_WEB} && node scripts/build-server.mjs --if-stale && mkdir -p test-results && node dist/server/main.js > ${E2E_SERVER_LOG} 2>&1`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // E2E_DATABASE_URL runs the app under test on that PostgreSQL database instead of PGlite.
    env: {
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      PORT: String(PORT),
      DATA_DIR: `${RUN_DIR}/data`,
      STORAGE_DIR: `${RUN_DIR}/storage`,
      WEB_DIST_DIR: WEB_DIR,
      DEV_OUTBOX_API: 'true',
      WEB_READER_ALLOW_PRIVATE: 'true',
      // No real site is read: every name the web reader looks up goes to a closed local port and is not found
      // (the directory's organizations have real domains); sites the tests serve are on 127.0.0.1.
      WEB_READER_DNS_SERVERS: '127.0.0.1:9',
      // The local Postfix and Dovecot of e2e/sequences.spec.ts (scripts/mail/ensure-mail-servers.ts).
      MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
      // A sent step and a reply seen within seconds, not the minute a production worker waits.
      SEQUENCE_TICK_SECONDS: '2',
      EMAIL_DNS_SERVERS: '127.0.0.1:9',
      APP_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      APOLLO_BASE_URL: `http://127.0.0.1:${E2E_APOLLO_PORT}`,
      PDL_BASE_URL: `http://127.0.0.1:${E2E_PDL_PORT}`,
      HUNTER_BASE_URL: `http://127.0.0.1:${E2E_HUNTER_PORT}`,
      HUBSPOT_BASE_URL: `http://127.0.0.1:${E2E_HUBSPOT_PORT}`,
      PIPEDRIVE_BASE_URL: `http://127.0.0.1:${E2E_PIPEDRIVE_PORT}`,
      SALESFORCE_LOGIN_URL: `http://127.0.0.1:${E2E_SALESFORCE_PORT}`,
    },
  },
});
