import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Auth } from './auth/auth';
import type { JobQueue } from './jobs/queue';
import type { EventBus } from './realtime/event-bus';
import type { AiEngine, SiteSnapshot } from './ai/engine';
import type { CompanyRole } from '#domain/roles';
import type { MailDomainCheck } from './mail/mail-domain';
import type { AuthCache } from './auth/auth-cache';
import type { ApiUsageCounter } from './limits/api-usage-counter';
import type { SecretBox } from './secrets/secret-box';

export type Clock = { now: () => Date };

/** Everything a request handler may use; built once per process (or per test). */
export type Deps = {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** better-auth, built on first use (decision 017): its ~1.3 MB of code is not needed to start the server. */
  auth: () => Promise<Auth>;
  /** Sessions, memberships and roles cached per process, invalidated through NOTIFY (decision 012). */
  authCache: AuthCache;
  /** The API limits' request counts (in memory, flushed to api_usage about once a second). */
  apiUsage: ApiUsageCounter;
  clock: Clock;
  queue: JobQueue;
  events: EventBus;
  engine: AiEngine;
  /** Reads a public website (SSRF-guarded, robots.txt respected). */
  readSite: (url: string, options?: { maxPages?: number }) => Promise<SiteSnapshot>;
  /** What DNS says about an e-mail domain's mail servers (cached; the built-in e-mail checks use it). */
  mailDomain: MailDomainCheck;
  /** True when the domain is a company's enabled custom domain (white label); wired from branding. */
  isCustomDomain: (domain: string) => Promise<boolean>;
  /** Encrypts and decrypts stored secrets (company provider keys) under SECRETS_KEY. */
  secrets: SecretBox;
  /** Test hooks that simulate crashes at chosen points (never set in production). */
  faults?: Faults;
};

export type Faults = {
  /** Runs after an AI job's credit is charged and before its queue job is sent (same transaction). */
  afterCharge?: () => void | Promise<void>;
  /** Runs after a sequence e-mail is recorded (status sending) and before it is handed to SMTP. */
  afterSequenceRecord?: () => void;
};

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** The open impersonation on this session (support staff acting as another user), if any. */
export type ActiveImpersonation = { id: string; writeEnabled: boolean; startedAt: Date };

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
    /** The user requests act as: the impersonated user while impersonating, else the signed-in one. */
    user: SessionUser | null;
    /** The signed-in person behind the session (differs from user only while impersonating). */
    realUser: SessionUser | null;
    impersonation: ActiveImpersonation | null;
    sessionId: string | null;
    company: CurrentCompany;
    role: CompanyRole;
  };
};
