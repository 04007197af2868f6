import { desc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import type { Clock, Deps } from '../context';
import { mailOutbox } from '../db/schema/audit';
import { closeDeps, createDeps, startWorkers } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { createTestDatabase } from './test-database';
import type { DnsResolver } from '../mail/mail-domain';
import { fakeDns } from './fake-dns';

export const TEST_PASSWORD = 'Correct-Horse-9';
/** A fixed 32-byte key (base64) for tests; production requires its own SECRETS_KEY. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * A fully wired app on a fresh database, with helpers that act like a browser (cookies). `workers: false`
 * leaves the job workers stopped (start them with startWorkers(t.deps)).
 */
export async function createTestApp(
  options: { clock?: Clock; env?: Record<string, string>; dns?: DnsResolver; workers?: boolean } = {},
) {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    SECRETS_KEY: TEST_SECRETS_KEY,
    // The web reader asks a closed local port for every name, so a test never reads a real site (IP addresses, such
    // as the site servers' 127.0.0.1, need no lookup).
    WEB_READER_DNS_SERVERS: '127.0.0.1:9',
    ...options.env,
  });
  const deps: Deps = await createDeps(env, database, {
    logger: createLogger('silent'),
    clock: options.clock,
    dns: options.dns ?? fakeDns(),
  });
  if (options.workers !== false) await startWorkers(deps);
  const app = createApp(deps);

  const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = { origin: env.APP_URL };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    // Tests write rows directly, then call as a user's next request would. On PostgreSQL the auth cache hears of
    // such writes by NOTIFY a moment later (as from another process), so wait until that has arrived.
    if (database.kind === 'postgres') await deps.authCache.sync();
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json, headers: response.headers };
  };

  const latestMail = async (to: string) => {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail ?? null;
  };

  const cookieFrom = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => !c!.endsWith('='))
      .join('; ');

  /** Signs up, opens the verification link from the outbox, and returns the session cookie. */
  const signUpVerified = async (email: string, extra: Record<string, unknown> = {}) => {
    const signUp = await call('POST', '/api/auth/sign-up/email', { email, password: TEST_PASSWORD, ...extra });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.json)}`);
    const mail = await latestMail(email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const verified = await app.request(`${link.pathname}${link.search}`, { headers: { origin: env.APP_URL } });
    const cookie = cookieFrom(verified.headers);
    if (!cookie) throw new Error(`verification gave no session (${verified.status})`);
    const me = await call('GET', '/api/me', undefined, cookie);
    return { cookie, userId: me.json.user.id as string, email };
  };

  /** A verified user who owns a fresh company; returns the cookie and ids. */
  const ownerWithCompany = async (email: string, name = 'Acme Corp', slug?: string) => {
    const user = await signUpVerified(email);
    const created = await call(
      'POST',
      '/api/companies',
      { name, slug: slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-') },
      user.cookie,
    );
    if (created.status !== 201) throw new Error(`company create failed: ${JSON.stringify(created.json)}`);
    return { ...user, companyId: created.json.companyId as string };
  };

  return {
    app,
    deps,
    database,
    env,
    call,
    latestMail,
    cookieFrom,
    signUpVerified,
    ownerWithCompany,
    close: () => closeDeps(deps),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
