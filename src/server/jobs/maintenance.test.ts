import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAuditLog } from '../db/schema/audit';
import { crmOauthStates } from '../db/schema/crm';
import { contactAccessLogs } from '../db/schema/workflow';
import { createTestApp, type TestApp } from '../test/test-app';
import { AUDIT_LOG_RETENTION_DAYS, purgeExpiredOauthStates, purgeOldAuditLogs } from './maintenance';

const DAY = 86_400_000;

describe('maintenance purges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes sign-in and contact-access records older than one year and keeps the rest', async () => {
    const owner = await t.ownerWithCompany('retention@keep-logs.io', 'Keep Logs', 'keep-logs');
    const old = new Date(Date.now() - (AUDIT_LOG_RETENTION_DAYS + 1) * DAY);
    const recent = new Date(Date.now() - (AUDIT_LOG_RETENTION_DAYS - 1) * DAY);
    const { db } = t.database;
    await db.insert(authAuditLog).values([
      { identifier: 'old@keep-logs.io', operationType: 'sign_in', success: false, createdAt: old },
      { identifier: 'recent@keep-logs.io', operationType: 'sign_in', success: false, createdAt: recent },
    ]);
    await db.insert(contactAccessLogs).values([
      { companyId: owner.companyId, userId: owner.userId, accessType: 'view', accessedAt: old },
      { companyId: owner.companyId, userId: owner.userId, accessType: 'view', accessedAt: recent },
    ]);
    expect(await purgeOldAuditLogs(t.deps)).toBe(2);
    const identifiers = (await db.select().from(authAuditLog)).map((r) => r.identifier);
    expect(identifiers).toContain('recent@keep-logs.io');
    expect(identifiers).not.toContain('old@keep-logs.io');
    const access = await db.select().from(contactAccessLogs);
    expect(access.map((r) => r.accessedAt.getTime())).toEqual([recent.getTime()]);
  });

  it('deletes CRM sign-in states past their expiry, used or not, and keeps the live ones', async () => {
    const owner = await t.ownerWithCompany('oauth@keep-logs.io', 'Keep States', 'keep-states');
    const state = (stateHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      companyId: owner.companyId,
      userId: owner.userId,
      crm: 'salesforce',
      stateHash,
      encryptedClient: 'sealed',
      callbackUrl: 'http://localhost/cb',
      expiresAt,
      usedAt,
    });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 600_000);
    await t.database.db
      .insert(crmOauthStates)
      .values([state('abandoned', past), state('used', past, past), state('live', future)]);
    expect(await purgeExpiredOauthStates(t.deps)).toBe(2);
    const left = await t.database.db.select().from(crmOauthStates);
    expect(left.map((r) => r.stateHash)).toEqual(['live']);
  });
});
