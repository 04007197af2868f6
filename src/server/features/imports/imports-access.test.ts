import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importedAccounts } from '../../db/schema/accounts-import';
import { createImportsTestApp, fixtureCsv, MIXED_MAPPING } from './imports.test-support';

describe('account imports: sessions, roles and tenancy', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  let owner: { cookie: string; companyId: string };
  let stranger: { cookie: string; companyId: string };
  const csv = fixtureCsv('accounts-mixed.csv');
  beforeAll(async () => {
    h = await createImportsTestApp();
    owner = await h.t.ownerWithCompany('kim@acme.io', 'Tenant A', 'tenant-a');
    stranger = await h.t.ownerWithCompany('lee@other.io', 'Tenant B', 'tenant-b');
    const imported = await h.call('POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }, owner.cookie);
    expect(imported.json.imported).toBe(5);
  });
  afterAll(() => h.t.close());

  it('answers 401 to every route without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/imports/accounts'],
      ['GET', '/api/imports/contacts'],
      ['POST', '/api/imports/preview', { csv, kind: 'accounts' }],
      ['POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }],
      ['POST', '/api/imports/contacts', { csv, mapping: { columns: { name: 'Organization' } } }],
      ['DELETE', `/api/imports/accounts/${id}`],
      ['DELETE', '/api/imports/accounts'],
      ['DELETE', '/api/imports/contacts'],
    ];
    for (const [method, path, body] of routes) {
      const res = await h.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets a viewer read but not import or delete', async () => {
    const viewer = await h.memberOf('vera@acme.io', owner.companyId, 'viewer');
    const list = await h.call('GET', '/api/imports/accounts', undefined, viewer.cookie);
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(5);
    const id = list.json.accounts[0].id;
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/imports/preview', { csv, kind: 'accounts' }],
      ['POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }],
      ['POST', '/api/imports/contacts', { csv, mapping: { columns: { name: 'Organization' } } }],
      ['DELETE', `/api/imports/accounts/${id}`],
      ['DELETE', '/api/imports/accounts'],
    ];
    for (const [method, path, body] of writes) {
      const res = await h.call(method, path, body, viewer.cookie);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.message).toMatch(/Required roles: owner, admin, member/);
    }
    expect((await h.call('GET', '/api/imports/accounts', undefined, owner.cookie)).json.total).toBe(5);
  });

  it('lets a member import', async () => {
    const member = await h.memberOf('max@acme.io', owner.companyId, 'member');
    const res = await h.call('POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }, member.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ imported: 0, merged: 7 });
  });

  it('keeps each company’s accounts to itself: another company cannot see or delete them', async () => {
    const theirs = await h.call('GET', '/api/imports/accounts', undefined, stranger.cookie);
    expect(theirs.json).toEqual({ accounts: [], total: 0, nextCursor: null });
    const ours = await h.call('GET', '/api/imports/accounts', undefined, owner.cookie);
    const target = ours.json.accounts[0];
    const attempt = await h.call('DELETE', `/api/imports/accounts/${target.id}`, undefined, stranger.cookie);
    expect(attempt.status).toBe(404);
    const clear = await h.call('DELETE', '/api/imports/accounts', undefined, stranger.cookie);
    expect(clear.json).toEqual({ deleted: 0 });
    const [still] = await h.t.database.db.select().from(importedAccounts).where(eq(importedAccounts.id, target.id));
    expect(still?.companyId).toBe(owner.companyId);
    expect((await h.call('GET', '/api/imports/accounts', undefined, owner.cookie)).json.total).toBe(5);
  });

  it('imports the same file into another company without merging across companies', async () => {
    const res = await h.call('POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }, stranger.cookie);
    expect(res.json).toMatchObject({ imported: 5, merged: 2 });
  });
});
