import { openDatabase } from './db/client';
import { closeDeps, createDeps, startWorkers } from './deps';
import { loadEnvOrExit } from './env';

// Workers only, for scale-out on a PostgreSQL server: `npm run worker` beside any number of API processes.
const env = loadEnvOrExit();
if (!env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database runs its workers inside `npm start`.');
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
await startWorkers(deps);
deps.logger.info('Scoutline worker started');
const shutdown = async () => {
  await closeDeps(deps);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
