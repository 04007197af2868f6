import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { readJournal } from './checks-core';
import { checkDependencies, overallHealth } from './dependency-health';
import { runSystemChecks, SYSTEM_CHECKS } from './system-checks';
import { createSystemTestApp, staffUser } from './system.test-support';

const CHECK_NAMES = [
  'Database',
  'Migrations current',
  'Job queue round trip',
  'Mailer',
  'AI provider',
  'Storage',
  'Stripe configuration',
];

const ENDPOINTS = [
  ['POST', '/api/system/checks/run'],
  ['GET', '/api/system/checks/last'],
  ['GET', '/api/system/deployment'],
  ['GET', '/api/system/metrics'],
  ['POST', '/api/system/maintenance/vacuum-analyze'],
] as const;

describe('system dashboards API', () => {
  let t: TestApp;
  let staff: { cookie: string };
  beforeAll(async () => {
    t = await createSystemTestApp();
    staff = await staffUser(t, 'support@scoutline-ops.io');
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 with the spec words to a company owner without a platform role', async () => {
    const owner = await t.ownerWithCompany('owner@acme-sys.io', 'Acme Sys');
    for (const [method, path] of ENDPOINTS) {
      expect((await t.call(method, path)).status).toBe(401);
      const denied = await t.call(method, path, undefined, owner.cookie);
      expect(denied.status, path).toBe(403);
      expect(denied.json.message).toBe('Access Restricted: You need one of these roles: tech_support, super_admin');
    }
  });

  it('lets a super admin in as well', async () => {
    const admin = await staffUser(t, 'root@scoutline-ops.io', 'super_admin');
    expect((await t.call('GET', '/api/system/checks/last', undefined, admin.cookie)).status).toBe(200);
  });

  it('runs every live check, each passing with its duration, and remembers the last run', async () => {
    const before = await t.call('GET', '/api/system/checks/last', undefined, staff.cookie);
    expect(before.json).toEqual({ checks: CHECK_NAMES, run: null });
    const res = await t.call('POST', '/api/system/checks/run', undefined, staff.cookie);
    expect(res.status).toBe(200);
    expect(res.json.results.map((r: { name: string }) => r.name)).toEqual(CHECK_NAMES);
    for (const result of res.json.results) {
      expect(result.status, `${result.name}: ${result.detail}`).toBe('passed');
      expect(result.durationMs).toBeGreaterThanOrEqual(0);
      expect(result.detail.length).toBeGreaterThan(5);
    }
    const journal = await readJournal();
    const byName = Object.fromEntries(
      res.json.results.map((r: { name: string; detail: string }) => [r.name, r.detail]),
    );
    expect(byName['Migrations current']).toContain(`${journal.length} of ${journal.length} applied`);
    expect(byName['Job queue round trip']).toMatch(/completed by a worker in this process/);
    expect(byName.Mailer).toMatch(/Outbox mode/);
    expect(byName['AI provider']).toMatch(/Built-in engine ranked the sample: Northwind Logistics/);
    expect(byName['Stripe configuration']).toMatch(/Not configured/);
    expect(res.json).toMatchObject({ passed: 7, failed: 0 });

    const last = await t.call('GET', '/api/system/checks/last', undefined, staff.cookie);
    expect(last.json).toEqual({ checks: CHECK_NAMES, run: res.json });
  });

  it('fails the migrations check, naming what is pending, when the database is behind the journal', async () => {
    const { db } = t.database;
    const { rows } = await t.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      [],
    );
    const latest = rows[0];
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const res = await t.call('POST', '/api/system/checks/run', undefined, staff.cookie);
      const migrations = res.json.results.find((r: { name: string }) => r.name === 'Migrations current');
      const journal = await readJournal();
      expect(migrations).toMatchObject({ status: 'failed', detail: `1 pending: ${journal.at(-1)!.tag}` });
      expect(res.json.failed).toBe(1);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
  });

  it('shows the running build and the health of each dependency', async () => {
    const res = await t.call('GET', '/api/system/deployment', undefined, staff.cookie);
    expect(res.status).toBe(200);
    expect(res.json.version).toBe('0.1.0');
    expect(res.json.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(new Date(res.json.startedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(res.json.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.json.environment).toMatchObject({
      nodeEnv: 'test',
      database: expect.any(String),
      mail: 'outbox (no SMTP_URL)',
      aiProvider: 'built-in engine',
    });
    const health = Object.fromEntries(
      res.json.dependencies.map((d: { name: string; status: string }) => [d.name, d.status]),
    );
    expect(health).toEqual({
      Database: 'healthy',
      'Job queue': 'healthy',
      Mailer: 'degraded',
      'AI provider': 'healthy',
      Storage: 'healthy',
      Stripe: 'degraded',
    });
    expect(res.json.status).toBe('degraded');
    for (const dep of res.json.dependencies) expect(dep.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a storage folder it cannot write as down, and its check as failed', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'scoutline-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const deps = { ...t.deps, env: { ...t.deps.env, STORAGE_DIR: path.join(file, 'storage') } };
    const health = await checkDependencies(deps);
    expect(health.find((d) => d.name === 'Storage')).toMatchObject({
      status: 'down',
      detail: expect.stringMatching(/ENOTDIR/),
    });
    expect(overallHealth(health)).toBe('down');
    const run = await runSystemChecks(
      deps,
      SYSTEM_CHECKS.filter((c) => c.name === 'Storage'),
    );
    expect(run).toMatchObject({ passed: 0, failed: 1 });
  });
});
