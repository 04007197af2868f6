import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import type { Clock, Deps } from './context';
import type { Database } from './db/client';
import type { Env } from './env';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';

export const systemClock: Clock = { now: () => new Date() };

/** Wires the process-wide dependencies on an opened, migrated database. */
export async function createDeps(env: Env, database: Database, overrides: { logger?: Logger; clock?: Clock } = {}): Promise<Deps> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const mailer = createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
  const auth = createAuth({ db: database.db, env, mailer, secret });
  return { env, database, logger, mailer, auth, clock: overrides.clock ?? systemClock };
}
