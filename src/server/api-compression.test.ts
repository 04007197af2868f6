import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSessions, targetOrganizations } from './db/schema/workflow';
import { createTestApp, type TestApp } from './test/test-app';

describe('API JSON is compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  it('gzips a large JSON answer for a client that accepts it, and not for one that does not', async () => {
    const owner = await t.ownerWithCompany('gzip@compress-co.io', 'Compress Co', 'compress-co');
    const { db } = t.database;
    const [session] = await db
      .insert(analysisSessions)
      .values({ userId: owner.userId, companyId: owner.companyId, status: 'completed' })
      .returning();
    await db
      .insert(targetOrganizations)
      .values(
        Array.from({ length: 40 }, (_, n) => ({
          analysisSessionId: session!.id,
          companyId: owner.companyId,
          userId: owner.userId,
          name: `Org ${n}`,
          fitCategory: 'good',
          fitScore: 70,
          description: 'A company that makes things for other companies.',
        })),
      );
    const get = (encoding?: string) =>
      t.app.request('/api/organizations', {
        headers: { cookie: owner.cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const gzipped = await get('gzip, deflate, br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'));
    expect(body.organizations).toHaveLength(40);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).organizations).toHaveLength(40);
  });
});
