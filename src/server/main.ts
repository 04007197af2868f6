import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { closeDeps, createDeps, startWorkers } from './deps';
import { loadEnvOrExit } from './env';
import { serveWebApp } from './spa/serve-web-app';
import { announceSuperAdminSetup } from './features/admin/super-admin-bootstrap';

const WORKER_START_DELAY_MS = 500;
let workersTimer: NodeJS.Timeout | undefined;

const env = loadEnvOrExit();
const webRoot = path.relative(process.cwd(), path.resolve(env.WEB_DIST_DIR)) || '.';
const indexHtml = `${webRoot}/index.html`;
if (!existsSync(indexHtml)) {
  console.error('The front end is not built. Run `npm run build` (npm start does this for you).');
  process.exit(1);
}

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
});
await database.migrate();
const deps = await createDeps(env, database).catch((error: unknown) => {
  // A wrong SECRETS_KEY (or another start-up refusal) is said in one line, not a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
await announceSuperAdminSetup(database.db, deps.logger, env.BOOTSTRAP_SUPER_ADMIN_EMAIL);
const app = createApp(deps);

serveWebApp(app, webRoot);

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  deps.logger.info(`Scoutline listening on ${env.APP_URL}`, {
    port: info.port,
    database: database.kind,
    mail: deps.mailer.kind,
  });
  // The workers start a moment after the server listens: they are not needed for its first requests, and on
  // PGlite (one connection) their start-up queries would otherwise queue ahead of those requests.
  // better-auth is built then too (first use would otherwise pay for it), and a configuration it refuses is logged.
  workersTimer = setTimeout(() => {
    deps.auth().catch((error) => deps.logger.error('authentication failed to start', { error: String(error) }));
    if (env.RUN_WORKERS) {
      startWorkers(deps).catch((error) => deps.logger.error('workers failed to start', { error: String(error) }));
    }
  }, WORKER_START_DELAY_MS);
});

const shutdown = async () => {
  clearTimeout(workersTimer);
  server.close();
  await closeDeps(deps);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
