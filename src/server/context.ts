import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Auth } from './auth/auth';
import type { JobQueue } from './jobs/queue';
import type { EventBus } from './realtime/event-bus';
import type { AiEngine, SiteSnapshot } from './ai/engine';
import type { CompanyRole } from '#domain/roles';

export type Clock = { now: () => Date };

/** Everything a request handler may use; built once per process (or per test). */
export type Deps = {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  clock: Clock;
  queue: JobQueue;
  events: EventBus;
  engine: AiEngine;
  /** Reads a public website (SSRF-guarded, robots.txt respected). */
  readSite: (url: string) => Promise<SiteSnapshot>;
};

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

export type CurrentCompany = {
  id: string;
  name: string;
  slug: string;
  planType: string;
  creditsRemaining: number;
  maxUsers: number;
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    sessionId: string | null;
    company: CurrentCompany;
    role: CompanyRole;
  };
};
