import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list of host[:port] (DNS servers); empty when unset. */
const serverList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PGlite's shared_buffers (PostgreSQL syntax, e.g. 16MB); more helps large imports, less saves memory. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('16MB'),
  /** PGlite only: API requests that may wait for its one connection; past that a request gets 503 and Retry-After. */
  PGLITE_QUEUE_DEPTH: z.coerce.number().int().nonnegative().default(1000),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scoutline <no-reply@scoutline.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  DEV_OUTBOX_API: bool,
  /** This account becomes the first super admin once its e-mail is verified (instead of the setup token). */
  BOOTSTRAP_SUPER_ADMIN_EMAIL: z.string().email().optional(),
  RUN_WORKERS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  WEB_READER_ALLOW_PRIVATE: bool,
  MAILBOX_ALLOW_PRIVATE_HOSTS: bool,
  /** Seconds between two runs of the sequence worker (sends due steps, reads replies and bounces). */
  SEQUENCE_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Test hook for crash tests: the process kills itself (SIGKILL) after recording its Nth sequence e-mail. */
  TEST_KILL_AFTER_SEQUENCE_RECORD: z.coerce.number().int().positive().optional(),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  STORAGE_DIR: z.string().default('./data/storage'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  STRIPE_PRICE_STARTER_MONTHLY: z.string().optional(),
  STRIPE_PRICE_STARTER_YEARLY: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL_YEARLY: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE_YEARLY: z.string().optional(),
  /** Display prices in cents, e.g. {"starter":{"monthly":4900,"yearly":49000}}; defaults in src/domain/plans.ts. */
  PLAN_PRICES_JSON: z.string().optional(),
  BUILD_COMMIT: z.string().optional(),
  /** DNS servers for the e-mail domain checks (comma-separated host[:port]); the system's resolvers when unset. */
  EMAIL_DNS_SERVERS: serverList,
  /** DNS servers the web reader resolves site names with (comma-separated host[:port]); the system's when unset. */
  WEB_READER_DNS_SERVERS: serverList,
  /** 32 bytes (base64 or hex) that encrypt stored provider keys; required in production (docs/deployment.md). */
  SECRETS_KEY: z.string().optional(),
  /** Deployment-wide provider keys; a company's own key (Integrations tab) wins over these. */
  APOLLO_API_KEY: z.string().optional(),
  HUNTER_API_KEY: z.string().optional(),
  PDL_API_KEY: z.string().optional(),
  BRAVE_API_KEY: z.string().optional(),
  TAVILY_API_KEY: z.string().optional(),
  EXA_API_KEY: z.string().optional(),
  /** Provider base URLs, for gateways, self-hosting and tests; the documented hosts when unset. */
  APOLLO_BASE_URL: z.string().url().optional(),
  HUNTER_BASE_URL: z.string().url().optional(),
  PDL_BASE_URL: z.string().url().optional(),
  BRAVE_BASE_URL: z.string().url().optional(),
  TAVILY_BASE_URL: z.string().url().optional(),
  EXA_BASE_URL: z.string().url().optional(),
  /** A self-hosted SearXNG instance (its JSON output must be enabled); connects SearXNG when set. */
  SEARXNG_URL: z.string().url().optional(),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Proxies in front of the app whose X-Forwarded-For is trusted for the client's address; 0 uses the socket's peer. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** CRM API hosts, for gateways and tests; the documented hosts when unset. */
  HUBSPOT_BASE_URL: z.string().url().optional(),
  PIPEDRIVE_BASE_URL: z.string().url().optional(),
  /** Salesforce's OAuth host (a sandbox: https://test.salesforce.com, or a My Domain login URL). */
  SALESFORCE_LOGIN_URL: z.string().url().optional(),
  /** How long one CRM HTTP call may take. */
  CRM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Minutes between two scheduled pulls of a connected CRM; 0 turns the schedule off (Sync now still works). */
  CRM_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Seconds a job may go without its worker's heartbeat before the queue retries it elsewhere. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
  /** Test hook for crash tests: the process kills itself (SIGKILL) at its Nth charge, before queueing. */
  TEST_KILL_AFTER_CHARGE: z.coerce.number().int().positive().optional(),
});

export type Env = z.infer<typeof schema> & { APP_URL: string };

/** Every variable the app reads (docs/configuration.md documents each; env-docs.test.ts checks it). */
export const ENV_VARIABLES = Object.keys(schema.shape);

/** Parses configuration once; fails fast with every problem listed. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.TEST_KILL_AFTER_CHARGE && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  TEST_KILL_AFTER_CHARGE: a crash-test hook, refused in production');
  }
  if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY: required in production (32 random bytes, base64 or hex: openssl rand -base64 32)',
    );
  }
  return { ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` };
}

/** What a test harness hands the app processes it starts from its own environment: where node is, and home. */
export const inheritedProcessEnv = (): { PATH: string; HOME: string } => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
});

/** The PostgreSQL server integration tests run against, when set; PGlite otherwise. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** loadEnv for a process's start: a refused configuration is printed as its message alone (no stack), then exit 1. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return loadEnv(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const lines = message.split('\n');
    // One problem fits on one line: "Invalid configuration: SECRETS_KEY: required in production (...)".
    console.error(lines.length === 2 ? `${lines[0]} ${lines[1]!.trim()}` : message);
    process.exit(1);
  }
}
