import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { testDatabaseUrl } from '../env';
import { createLogger } from '../logger';
import {
  freePort,
  killHard,
  startAppProcess,
  waitFor,
  waitForHealth,
  waitForOutput,
  type AppProcess,
} from '../test/app-processes';
import { httpSession } from '../test/http-session';
import { createJobQueue } from './queue';

// kill -9 of real worker and API processes under load, on PostgreSQL, with a credit ledger: every job must
// end completed or failed-and-refunded, and each company's credits + what completed jobs charged = its start.
const COMPANIES = 3;
const ANALYSES = 20;
const API_KILLS = 3;
const START_CREDITS = 100;
const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example',
  productDescription: 'Hosted developer documentation and API reference platform for software teams',
  targetMarket: 'Mid-market and enterprise software companies in the United States',
  successIndustries: 'Software, SaaS, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO',
};

const baseUrl = testDatabaseUrl();
if (!baseUrl) throw new Error('the crash test runs on PostgreSQL: set TEST_DATABASE_URL');
const serverUrl = new URL(baseUrl);
const dbName = `${serverUrl.pathname.slice(1) || 'scoutline'}_crash_${randomUUID().slice(0, 8)}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();

async function admin(text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

describe('jobs survive kill -9 of workers and API processes (PostgreSQL)', () => {
  const processes: AppProcess[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'scoutline-crash-'));
  const db = new pg.Pool({ connectionString: dbUrl, max: 3 });
  // pool.end() resolves once its clients are told to close, not once they have: dropping the database (with force)
  // right after can reach a connection still closing, whose 'terminating connection' then surfaces on the pool.
  db.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  let apiUrl = '';
  let apiOrigin = '';
  let env: Record<string, string> = {};

  const start = (
    name: string,
    entry: 'src/server/main.ts' | 'src/server/worker.ts',
    extra: Record<string, string> = {},
  ) => {
    const proc = startAppProcess(name, entry, { ...env, ...extra });
    processes.push(proc);
    return proc;
  };
  const startWorker = async (name: string) => {
    const worker = start(name, 'src/server/worker.ts');
    await waitForOutput(worker, 'Scoutline worker started', 90_000);
    return worker;
  };

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    // Migrate once here (the app's and pg-boss's), so the processes start on a ready schema.
    const database = await openDatabase({ url: dbUrl, dataDir: '' });
    await database.migrate();
    await (await createJobQueue(database, createLogger('silent'))).stop();
    await database.close();
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Scoutline</title>');
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    apiOrigin = `http://localhost:${port}`;
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      APP_URL: apiOrigin,
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-42',
      WEB_DIST_DIR: dir,
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: 'info',
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map(killHard));
    await db.end();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it(
    'ends every job completed or failed-and-refunded, and every company keeps credits + charged = its start',
    { timeout: 300_000 },
    async () => {
      const api = start('api', 'src/server/main.ts', { PORT: new URL(apiUrl).port, RUN_WORKERS: 'false' });
      await waitForHealth(api, apiUrl, 90_000);
      const owners: ReturnType<typeof httpSession>[] = [];
      for (let i = 0; i < COMPANIES; i += 1)
        owners.push(await ownerWithCompany(`owner${i}@crash${i}.io`, `Crash ${i}`));

      const firstWorker = await startWorker('worker-1');
      const requests = Array.from({ length: ANALYSES }, (_, i) =>
        owners[i % COMPANIES]!.call('POST', '/api/functions/organization-targeting', { source: 'directory' }),
      );

      // kill -9 the worker mid-job: a job it holds stays active in the queue, with nobody to finish it.
      await waitFor('a job running on worker-1', async () => (await activeJobs()).length > 0, 60_000, 10);
      await killHard(firstWorker);
      const killedAt = Date.now();
      const orphans = await activeJobs();
      expect(orphans.length, 'worker-1 was killed between two jobs').toBeGreaterThan(0);
      // Whether it died before its first heartbeat (then its deadline is still 15 minutes out).
      const [{ leased }] = await query<{ leased: boolean }>(
        `select started_on + expire_in < now() + interval '1 minute' as leased from pgboss.job where id = $1`,
        [orphans[0]],
      );
      const retried = (async () => {
        await waitFor('the orphaned job to be retried', async () => (await attemptOf(orphans[0]!)) >= 2, 120_000, 200);
        return Date.now() - killedAt;
      })();
      await Promise.all([startWorker('worker-2'), startWorker('worker-3')]);

      // An API process killed between charging and queueing (the TEST_KILL_AFTER_CHARGE hook), several times.
      for (let kill = 0; kill < API_KILLS; kill += 1) {
        const apiPort = await freePort();
        const doomed = start(`api-doomed-${kill}`, 'src/server/main.ts', {
          PORT: String(apiPort),
          RUN_WORKERS: 'false',
          TEST_KILL_AFTER_CHARGE: '1',
        });
        await waitForHealth(doomed, `http://127.0.0.1:${apiPort}`, 90_000);
        const owner = owners[kill % COMPANIES]!;
        const doomedCall = owner.call('POST', `http://127.0.0.1:${apiPort}/api/functions/organization-targeting`, {
          source: 'directory',
        });
        await expect(doomedCall).rejects.toThrow();
        expect(await doomed.exited).toBeNull();
        expect(doomed.child.signalCode).toBe('SIGKILL');
      }

      const answers = await Promise.all(requests);
      for (const answer of answers) expect([200, 202, 422], JSON.stringify(answer.json)).toContain(answer.status);
      const retryWaitMs = await retried;
      await waitFor(
        'every job to finish',
        async () => (await query('select 1 from ai_jobs where status in ($1, $2)', ['queued', 'running'])).length === 0,
        120_000,
        250,
      );

      const jobs = await query<{
        id: string;
        company_id: string;
        status: string;
        credit_charged: number;
        attempt: number;
      }>('select id, company_id, status, credit_charged, attempt from ai_jobs');
      // Only the 20 analyses exist: the killed API processes' transactions left no job and no charge.
      expect(jobs).toHaveLength(ANALYSES);
      for (const job of jobs) {
        const settled =
          (job.status === 'completed' && job.credit_charged === 1) ||
          (job.status === 'failed' && job.credit_charged === 0);
        expect(settled, JSON.stringify(job)).toBe(true);
      }
      const ledger = await query<{ id: string; credits_remaining: number; charged: number }>(
        `select c.id, c.credits_remaining,
           coalesce(sum(j.credit_charged) filter (where j.status = 'completed'), 0)::int as charged
         from companies c left join ai_jobs j on j.company_id = c.id group by c.id`,
      );
      expect(ledger).toHaveLength(COMPANIES);
      for (const company of ledger)
        expect(company.credits_remaining + company.charged, JSON.stringify(company)).toBe(START_CREDITS);
      expect(jobs.find((job) => job.id === orphans[0])).toMatchObject({ status: 'completed' });
      expect(
        (await query(`select id from pgboss.job where name = 'ai-job' and state in ('created', 'retry', 'active')`))
          .length,
      ).toBe(0);
      const when = leased ? 'mid-job' : 'before its first heartbeat';
      const completed = jobs.filter((j) => j.status === 'completed').length;
      const waited = (retryWaitMs / 1000).toFixed(1);
      console.log(
        `crash test: worker killed ${when}; its job was retried ${waited} s later; ${completed}/${ANALYSES} completed`,
      );
    },
  );

  async function activeJobs() {
    return (await query<{ id: string }>(`select id from pgboss.job where name = 'ai-job' and state = 'active'`)).map(
      (row) => row.id,
    );
  }
  async function attemptOf(jobId: string) {
    return (await query<{ attempt: number }>('select attempt from ai_jobs where id = $1', [jobId]))[0]?.attempt ?? 0;
  }

  /** Signs up through the API, verifies through the outbox link, creates a company, saves its configuration. */
  async function ownerWithCompany(email: string, name: string) {
    const session = httpSession(apiUrl, apiOrigin);
    const signUp = await session.call('POST', '/api/auth/sign-up/email', {
      email,
      password: 'Correct-Horse-9',
      name: email,
    });
    expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
    const [mail] = await query<{ text: string }>(
      'select text from mail_outbox where "to" = $1 order by created_at desc limit 1',
      [email],
    );
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    await session.call('GET', `${link.pathname}${link.search}`);
    const company = await session.call('POST', '/api/companies', {
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
    });
    expect(company.status, JSON.stringify(company.json)).toBe(201);
    expect((await session.call('PUT', '/api/configuration', CONFIG)).status).toBe(200);
    return session;
  }
});
