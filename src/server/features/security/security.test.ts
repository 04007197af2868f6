import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAuditLog } from '../../db/schema/audit';
import { userRoles } from '../../db/schema/companies';
import { analysisSessions, contactAccessLogs, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf } from '../../test/join-company';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-06-15T12:00:00Z');
const DENIED = "You don't have permission to access this feature. Required roles: owner, admin, super_admin";

type Owner = Awaited<ReturnType<TestApp['ownerWithCompany']>>;

async function seedContacts(t: TestApp, owner: Owner, expiresInDays: number[]) {
  const { db } = t.database;
  const [session] = await db
    .insert(analysisSessions)
    .values({ userId: owner.userId, companyId: owner.companyId, status: 'completed' })
    .returning();
  const [org] = await db
    .insert(targetOrganizations)
    .values({
      analysisSessionId: session!.id,
      companyId: owner.companyId,
      userId: owner.userId,
      name: 'Umbrella Corp',
      fitScore: 80,
      fitCategory: 'great',
    })
    .returning();
  return db
    .insert(discoveredContacts)
    .values(
      expiresInDays.map((days, i) => ({
        organizationId: org!.id,
        companyId: owner.companyId,
        userId: owner.userId,
        name: `Contact ${i}`,
        title: 'CTO',
        dataExpiresAt: new Date(NOW.getTime() + days * DAY),
      })),
    )
    .returning();
}

describe('security dashboard endpoints', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => NOW } });
    owner = await t.ownerWithCompany('sec-owner@acme.io', 'Secure Co', 'secure-co');
    other = await t.ownerWithCompany('sec-other@other.io', 'Other Co', 'other-co');
  });
  afterAll(() => t.close());

  const member = async (email: string, role: 'viewer' | 'member' | 'admin', platformRole?: string) => {
    const user = await memberOf(t, email, owner.companyId, role);
    if (platformRole) await t.database.db.insert(userRoles).values({ userId: user.userId, role: platformRole });
    return user;
  };

  it('counts tiles from the company data: views today, unexpired, expiring within 7 days, data health', async () => {
    const empty = await t.call('GET', '/api/security/overview', undefined, owner.cookie);
    expect(empty.json).toEqual({
      dailyViews: 0,
      dailyLimit: 50,
      totalContacts: 0,
      expiringSoon: 0,
      expired: 0,
      dataHealth: 'Good',
    });

    const contacts = await seedContacts(t, owner, [90, 30, 7, 3, -1]);
    await seedContacts(t, other, [2, -5]);
    const log = (contactId: string, accessType: string, accessedAt: Date) => ({
      companyId: owner.companyId,
      userId: owner.userId,
      contactId,
      accessType,
      accessedAt,
    });
    await t.database.db
      .insert(contactAccessLogs)
      .values([
        log(contacts[0]!.id, 'view', new Date(NOW.getTime() - 60_000)),
        log(contacts[1]!.id, 'view', new Date(NOW.getTime() - 2 * 3600_000)),
        log(contacts[1]!.id, 'email_action', new Date(NOW.getTime() - 30_000)),
        log(contacts[2]!.id, 'view', new Date(NOW.getTime() - DAY)),
      ]);
    const res = await t.call('GET', '/api/security/overview', undefined, owner.cookie);
    expect(res.json).toEqual({
      dailyViews: 2,
      dailyLimit: 50,
      totalContacts: 4,
      expiringSoon: 2,
      expired: 1,
      dataHealth: 'Needs attention',
    });
    const otherRes = await t.call('GET', '/api/security/overview', undefined, other.cookie);
    expect(otherRes.json).toMatchObject({ dailyViews: 0, totalContacts: 1, expiringSoon: 1, expired: 1 });
  });

  it('lists the latest access logs newest first with the contact joined, only for the company', async () => {
    const res = await t.call('GET', '/api/security/access-logs', undefined, owner.cookie);
    expect(res.json.logs.map((l: { accessType: string }) => l.accessType)).toEqual([
      'email_action',
      'view',
      'view',
      'view',
    ]);
    expect(res.json.logs[0]).toMatchObject({
      userEmail: 'sec-owner@acme.io',
      contact: { name: 'Contact 1', title: 'CTO', organizationName: 'Umbrella Corp' },
    });
    expect((await t.call('GET', '/api/security/access-logs', undefined, other.cookie)).json.logs).toEqual([]);
  });

  it('pages the access logs 50 at a time by cursor: two pages, no row twice or skipped, the total alongside', async () => {
    const [contact] = await seedContacts(t, owner, [60]);
    // Ties on the timestamp (five rows a second) and microsecond times, which a millisecond cursor would skip.
    const rows = Array.from({ length: 55 }, (_, i) => ({
      companyId: owner.companyId,
      userId: owner.userId,
      contactId: contact!.id,
      accessType: 'profile_view',
      accessedAt: new Date(NOW.getTime() - 10_000 - Math.floor(i / 5) * 1000),
    }));
    await t.database.db.insert(contactAccessLogs).values(rows);
    await t.database.db.execute(
      sql`update contact_access_logs set accessed_at = accessed_at + interval '1 microsecond' * (abs(hashtext(id::text)) % 3) where access_type = 'profile_view'`,
    );
    const all = 4 + 55;
    const first = await t.call('GET', '/api/security/access-logs', undefined, owner.cookie);
    expect(first.json.logs).toHaveLength(50);
    expect(first.json.total).toBe(all);
    expect(typeof first.json.nextCursor).toBe('string');
    const second = await t.call(
      'GET',
      `/api/security/access-logs?cursor=${first.json.nextCursor}`,
      undefined,
      owner.cookie,
    );
    expect(second.json.logs).toHaveLength(all - 50);
    expect(second.json.nextCursor).toBeNull();
    const ids = [...first.json.logs, ...second.json.logs].map((l: { id: string }) => l.id);
    expect(new Set(ids).size).toBe(all);
    const times = [...first.json.logs, ...second.json.logs].map((l: { accessedAt: string }) => l.accessedAt);
    expect(times).toEqual([...times].sort().reverse());

    const small = await t.call('GET', '/api/security/access-logs?limit=20', undefined, owner.cookie);
    expect(small.json.logs.map((l: { id: string }) => l.id)).toEqual(ids.slice(0, 20));
    // Another company's cursor opens nothing of this one.
    const foreign = await t.call(
      'GET',
      `/api/security/access-logs?cursor=${first.json.nextCursor}`,
      undefined,
      other.cookie,
    );
    expect(foreign.json.logs).toEqual([]);
  });

  it('refuses a cursor that is not one of ours and a limit out of range with 422', async () => {
    for (const path of ['/api/security/access-logs', '/api/security/auth-events']) {
      for (const query of [
        'cursor=not-a-cursor',
        `cursor=${Buffer.from('["x"]').toString('base64url')}`,
        'limit=0',
        'limit=201',
        'limit=ten',
      ]) {
        const res = await t.call('GET', `${path}?${query}`, undefined, owner.cookie);
        expect(res.status, `${path}?${query}`).toBe(422);
        expect(res.json.message).toMatch(/cursor is not valid|limit must be a whole number from 1 to 200/);
      }
    }
  });

  it('lists auth events of the company members (including failed attempts on their e-mails), not of others', async () => {
    await t.database.db.insert(authAuditLog).values([
      {
        identifier: 'sec-owner@acme.io',
        operationType: 'auth',
        success: false,
        createdAt: new Date(Date.now() + 1000),
      },
      { identifier: 'stranger@else.io', operationType: 'auth', success: false },
    ]);
    const res = await t.call('GET', '/api/security/auth-events', undefined, owner.cookie);
    const identifiers = res.json.events.map((e: { identifier: string }) => e.identifier);
    expect(identifiers).toContain('sec-owner@acme.io');
    expect(identifiers).not.toContain('stranger@else.io');
    expect(identifiers).not.toContain('sec-other@other.io');
    expect(res.json.events[0]).toMatchObject({
      identifier: 'sec-owner@acme.io',
      operationType: 'auth',
      success: false,
    });
    expect(
      res.json.events.some(
        (e: { operationType: string; success: boolean }) => e.operationType === 'account_creation' && e.success,
      ),
    ).toBe(true);
  });

  it('pages the auth events by cursor without overlap', async () => {
    await t.database.db.insert(authAuditLog).values(
      Array.from({ length: 7 }, () => ({
        identifier: 'sec-owner@acme.io',
        operationType: 'auth',
        success: true,
        createdAt: NOW,
      })),
    );
    const first = await t.call('GET', '/api/security/auth-events?limit=4', undefined, owner.cookie);
    const total = first.json.total;
    expect(total).toBeGreaterThanOrEqual(9);
    const seen: string[] = first.json.events.map((e: { id: string }) => e.id);
    let cursor = first.json.nextCursor;
    while (cursor) {
      const next = await t.call('GET', `/api/security/auth-events?limit=4&cursor=${cursor}`, undefined, owner.cookie);
      expect(next.status).toBe(200);
      seen.push(...next.json.events.map((e: { id: string }) => e.id));
      cursor = next.json.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('allows company owners and admins and platform admins; refuses members, viewers and other platform roles', async () => {
    const cases = [
      [await member('sec-admin@acme.io', 'admin'), 200],
      [await member('sec-member@acme.io', 'member'), 403],
      [await member('sec-viewer@acme.io', 'viewer'), 403],
      [await member('sec-padmin@acme.io', 'viewer', 'admin'), 200],
      [await member('sec-super@acme.io', 'member', 'super_admin'), 200],
      [await member('sec-manager@acme.io', 'member', 'manager'), 403],
      [await member('sec-support@acme.io', 'member', 'tech_support'), 403],
    ] as const;
    for (const [user, status] of cases) {
      for (const path of ['/api/security/overview', '/api/security/access-logs', '/api/security/auth-events']) {
        const res = await t.call('GET', path, undefined, user.cookie);
        expect(res.status, `${user.email} ${path}`).toBe(status);
        if (status === 403) expect(res.json.message).toBe(DENIED);
      }
    }
  });

  it('needs a session and a company', async () => {
    expect((await t.call('GET', '/api/security/overview')).status).toBe(401);
    const loner = await t.signUpVerified('sec-loner@acme.io');
    await t.database.db.insert(userRoles).values({ userId: loner.userId, role: 'admin' });
    const res = await t.call('GET', '/api/security/overview', undefined, loner.cookie);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('No company context available. Please select a company first.');
  });
});
