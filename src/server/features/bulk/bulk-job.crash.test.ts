import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { testDatabaseUrl } from '../../env';
import { createJobQueue } from '../../jobs/queue';
import { createLogger } from '../../logger';
import {
  freePort,
  killHard,
  startAppProcess,
  waitFor,
  waitForHealth,
  waitForOutput,
  type AppProcess,
} from '../../test/app-processes';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import { fakePeople } from '../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { httpSession } from '../../test/http-session';
import { PEOPLE_CONFIG } from '../contacts/people.test-support';

// kill -9 of the worker in the middle of a bulk Find contacts, on PostgreSQL: a second worker finishes the job,
// no organization is run twice (one discovery run stored per row) and the credits taken = the rows that produced.
const ORGS = 24;
const START_CREDITS = 100;
const KEY = 'sk-crash-bulk-apollo';

const baseUrl = testDatabaseUrl();
if (!baseUrl) throw new Error('the crash test runs on PostgreSQL: set TEST_DATABASE_URL');
const dbName = `${new URL(baseUrl).pathname.slice(1) || 'scoutline'}_bulkcrash_${randomUUID().slice(0, 8)}`;
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();

async function admin(text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

describe('a bulk job survives kill -9 of its worker without doing a row twice (PostgreSQL)', () => {
  const processes: AppProcess[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'scoutline-bulk-crash-'));
  const db = new pg.Pool({ connectionString: dbUrl, max: 3 });
  // pool.end() resolves once its clients are told to close, not once they have: dropping the database (with force)
  // right after can reach a connection still closing, whose 'terminating connection' then surfaces on the pool.
  db.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  let apollo: FakeProviderServer;
  let env: Record<string, string> = {};
  let apiUrl = '';
  let apiOrigin = '';

  const start = (name: string, entry: 'src/server/main.ts' | 'src/server/worker.ts', extra = {}) => {
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
    const database = await openDatabase({ url: dbUrl, dataDir: '' });
    await database.migrate();
    await (await createJobQueue(database, createLogger('silent'))).stop();
    await database.close();
    const people = Array.from({ length: ORGS }, (_, i) => fakePeople(3, `crash${i}.example`, i * 3)).flat();
    apollo = await startFakeApollo({ key: KEY, companies: [], people, searchDelayMs: 400 });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Scoutline</title>');
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    apiOrigin = `http://localhost:${port}`;
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      APP_URL: apiOrigin,
      AUTH_SECRET: 'bulk-crash-secret-bulk-crash-secret-42',
      WEB_DIST_DIR: dir,
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: 'info',
      APOLLO_API_KEY: KEY,
      APOLLO_BASE_URL: apollo.url,
      JOB_LEASE_SECONDS: '6',
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map(killHard));
    await apollo?.close();
    await db.end();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('finishes on a second worker; each organization has one discovery run; credits taken = rows charged', async () => {
    const api = start('api', 'src/server/main.ts', { PORT: new URL(apiUrl).port, RUN_WORKERS: 'false' });
    await waitForHealth(api, apiUrl, 90_000);
    const owner = await ownerWithCompany('owner@bulk-crash.io', 'Bulk Crash');
    const [{ company_id: companyId, user_id: userId }] = await query<{ company_id: string; user_id: string }>(
      'select company_id, user_id from company_memberships limit 1',
    );
    const [{ id: sessionId }] = await query<{ id: string }>(
      `insert into analysis_sessions (company_id, user_id, status) values ($1, $2, 'completed') returning id`,
      [companyId, userId],
    );
    for (let i = 0; i < ORGS; i += 1)
      await query(
        `insert into target_organizations (analysis_session_id, company_id, user_id, name, website, industry,
           fit_score, fit_category, source) values ($1, $2, $3, $4, $5, 'Software', 80, 'great', 'import')`,
        [sessionId, companyId, userId, `Crash Org ${i}`, `https://crash${i}.example/`],
      );

    const firstWorker = await startWorker('worker-1');
    const started = await owner.call('POST', '/api/bulk-jobs', {
      action: 'find-contacts',
      selection: { kind: 'organizations', filter: { session: sessionId } },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(202);
    const jobId = started.json.job.id as string;
    const finishedRows = async () =>
      Number(
        (
          await query<{ n: string }>(`select count(*) n from bulk_job_rows where job_id = $1 and state = 'finished'`, [
            jobId,
          ])
        )[0]!.n,
      );

    const runningRows = async () =>
      Number(
        (
          await query<{ n: string }>(`select count(*) n from bulk_job_rows where job_id = $1 and state = 'running'`, [
            jobId,
          ])
        )[0]!.n,
      );
    // Killed while a row is running (its provider search answers 400 ms later): that row must be run again, once.
    await waitFor('a few rows finished on worker-1', async () => (await finishedRows()) >= 3, 120_000, 5);
    await waitFor('a row running on worker-1', async () => (await runningRows()) === 1, 60_000, 5);
    await killHard(firstWorker);
    const [atKill] = await query<{ finished: string; running: string }>(
      `select count(*) filter (where state = 'finished') finished, count(*) filter (where state = 'running') running
       from bulk_job_rows where job_id = $1`,
      [jobId],
    );
    expect(Number(atKill!.finished)).toBeLessThan(ORGS);
    expect(Number(atKill!.running)).toBe(1);

    await startWorker('worker-2');
    await waitFor(
      'the job to finish on worker-2',
      async () => (await query(`select 1 from bulk_jobs where id = $1 and status = 'completed'`, [jobId])).length > 0,
      180_000,
      100,
    );

    const rows = await query<{
      row_id: string;
      outcome: string;
      credit_charged: number;
      produced: number;
      attempts: number;
    }>('select row_id, outcome, credit_charged, produced, attempts from bulk_job_rows where job_id = $1', [jobId]);
    expect(rows).toHaveLength(ORGS);
    for (const row of rows) expect(['done', 'nothing'], JSON.stringify(row)).toContain(row.outcome);
    // One discovery run stored per organization: none was run (stored) twice.
    const runs = await query<{ organization_id: string; n: string }>(
      'select organization_id, count(*) n from contact_discovery_runs where job_id = $1 group by organization_id',
      [jobId],
    );
    expect(runs).toHaveLength(ORGS);
    expect(runs.every((r) => Number(r.n) === 1)).toBe(true);
    // No person stored twice at an organization.
    const dupes = await query(
      `select organization_id, email from discovered_contacts where email is not null
       group by organization_id, email having count(*) > 1`,
    );
    expect(dupes).toHaveLength(0);
    const charged = rows.reduce((sum, r) => sum + r.credit_charged, 0);
    expect(charged).toBe(rows.filter((r) => r.outcome === 'done' && r.produced > 0).length);
    const [company] = await query<{ credits_remaining: number }>(
      'select credits_remaining from companies where id = $1',
      [companyId],
    );
    expect(company!.credits_remaining + charged).toBe(START_CREDITS);
    const [job] = await query<{ credits_charged: number; processed: number }>(
      'select credits_charged, processed from bulk_jobs where id = $1',
      [jobId],
    );
    expect(job).toMatchObject({ credits_charged: charged, processed: ORGS });
    const redone = rows.filter((r) => r.attempts > 1).length;
    expect(redone).toBe(1);
    console.log(
      `bulk crash test: worker killed with ${atKill!.finished} rows finished and ${atKill!.running} running; ` +
        `${redone} row(s) taken up again by worker-2; ${charged} credits for ${ORGS} organizations`,
    );
  });

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
    expect((await session.call('PUT', '/api/configuration', PEOPLE_CONFIG)).status).toBe(200);
    return session;
  }
});
