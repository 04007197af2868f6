/**
 * Child process of bench/api.bench.ts: opens one database (BENCH_DATABASE_URL, else a fresh PGlite folder),
 * serves the real app (with its job workers, as `npm start` runs), signs users up through the app, seeds their
 * companies, then prints `READY {json}`; on PGlite the JSON names a dump of the seeded folder, from which the bare
 * handler (bench/bare-handler.ts, a process of its own) opens its copy. A control port moves the clock an hour on (POST /next-window) so each load run starts in a
 * fresh rate-limit window: the limiter still runs on every request, it just never refuses the benchmark.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app';
import type { Clock } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { analysisSessions, discoveredContacts, targetOrganizations } from '../src/server/db/schema/workflow';
import { closeDeps, createDeps, startWorkers } from '../src/server/deps';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';

const USERS = Number(process.env.BENCH_USERS ?? 40);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 8);
const ORGS_PER_COMPANY = 50;
const HOUR = 3_600_000;

const url = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = url ? '' : mkdtempSync(path.join(tmpdir(), 'scoutline-bench-'));
const database = await openDatabase({ url, dataDir });
await database.migrate();

let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  APP_URL: 'http://localhost:3000',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1',
  SECRETS_KEY: process.env.SECRETS_KEY ?? Buffer.alloc(32, 7).toString('base64'),
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
});
const deps = await createDeps(env, database, {
  logger: createLogger('error'),
  clock,
});
await startWorkers(deps);
const app = createApp(deps);

const request = (pathname: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  app.request(pathname, {
    method: init.method ?? 'GET',
    headers: {
      origin: env.APP_URL,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const run = Math.random().toString(36).slice(2, 8);
async function signUp(email: string): Promise<string> {
  const signUpRes = await request('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password: 'Correct-Horse-9' },
  });
  if (signUpRes.status !== 200) throw new Error(`sign-up failed: ${signUpRes.status} ${await signUpRes.text()}`);
  const { rows } = await database.query<{ text: string }>(
    'select text from mail_outbox where "to" = $1 order by created_at desc limit 1',
    [email],
  );
  const link = new URL(rows[0]!.text.match(/https?:\/\/\S+/)![0]);
  const verified = await app.request(`${link.pathname}${link.search}`, {
    headers: { origin: env.APP_URL },
  });
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

const users: { cookie: string; companyId: string }[] = [];
const companyIds: string[] = [];
for (let i = 0; i < USERS; i++) {
  const companyIndex = i % COMPANIES;
  const email = `bench${i}-${run}@bench-co${companyIndex}.io`;
  const cookie = await signUp(email);
  if (i < COMPANIES) {
    const created = await request('/api/companies', {
      method: 'POST',
      body: {
        name: `Bench ${companyIndex} ${run}`,
        slug: `bench-${companyIndex}-${run}`,
      },
      cookie,
    });
    if (created.status !== 201) throw new Error(`company failed: ${await created.text()}`);
    companyIds.push(((await created.json()) as { companyId: string }).companyId);
  } else {
    const me = (await (await request('/api/me', { cookie })).json()) as {
      user: { id: string };
    };
    await database.query(`insert into company_memberships (user_id, company_id, role) values ($1, $2, 'member')`, [
      me.user.id,
      companyIds[companyIndex],
    ]);
  }
  users.push({ cookie, companyId: companyIds[companyIndex]! });
}

const categories = ['great', 'good', 'okay', 'poor'];
for (const companyId of companyIds) {
  const { rows } = await database.query<{ user_id: string }>(
    `select user_id from company_memberships where company_id = $1 limit 1`,
    [companyId],
  );
  const userId = rows[0]!.user_id;
  const [session] = await database.db
    .insert(analysisSessions)
    .values({ userId, companyId, status: 'completed' })
    .returning();
  const orgs = await database.db
    .insert(targetOrganizations)
    .values(
      Array.from({ length: ORGS_PER_COMPANY }, (_, n) => ({
        analysisSessionId: session!.id,
        companyId,
        userId,
        name: `Organization ${n}`,
        industry: 'Software',
        location: 'Berlin, Germany',
        description: 'A software company that sells document workflow tools to mid-sized firms.',
        fitScore: 100 - n,
        fitCategory: categories[n % 4]!,
      })),
    )
    .returning({ id: targetOrganizations.id });
  await database.db.insert(discoveredContacts).values(
    orgs.slice(0, 20).map((o, n) => ({
      organizationId: o.id,
      companyId,
      userId,
      name: `Person ${n}`,
      title: 'Head of Operations',
      fitCategory: categories[n % 4]!,
      fitScore: 90 - n,
      dataExpiresAt: new Date(Date.now() + 365 * 24 * HOUR),
    })),
  );
}

let dump: string | null = null;
if (database.driver.kind === 'pglite') {
  await database.query('checkpoint');
  dump = path.join(dataDir, 'seeded.tar');
  writeFileSync(dump, Buffer.from(await (await database.driver.client.dumpDataDir('none')).arrayBuffer()));
}

const appServer = serve({ fetch: app.fetch, port: 0 });
const control = serve({
  port: 0,
  fetch: async (req) => {
    if (new URL(req.url).pathname === '/next-window') offset += HOUR;
    return new Response('ok');
  },
});
const port = (server: ReturnType<typeof serve>) =>
  new Promise<number>((resolve) => {
    const address = server.address();
    if (address && typeof address === 'object') resolve(address.port);
    else server.once('listening', () => resolve((server.address() as { port: number }).port));
  });

console.log(
  `READY ${JSON.stringify({ app: await port(appServer), dump, control: await port(control), kind: database.kind, users })}`,
);

process.on('SIGTERM', async () => {
  appServer.close();
  control.close();
  await closeDeps(deps);
  process.exit(0);
});
