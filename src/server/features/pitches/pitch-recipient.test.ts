import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveredContacts } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedOrganization } from '../contacts/people.test-support';

const SOLUTION = {
  id: 'docuflow',
  product: 'DocuFlow',
  reasoning: 'Fits.',
  priority: 'High',
  opportunity: 'Team-wide',
};

describe('a pitch greets the contact found for it, else the targeted role', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.ownerWithCompany('pitch@docuflow.io', 'DocuFlow', 'docuflow-pitch');
  });
  afterAll(async () => {
    await t.close();
  });

  const pitch = async (organizationId: string) => {
    const res = await t.call(
      'POST',
      '/api/functions/generate-pitch',
      { organizationId, solution: SOLUTION },
      owner.cookie,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.pitch.pitchContent as string;
  };

  it('greets the targeted role when no contact is known', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Nobody Known', website: null });
    expect((await pitch(orgId)).split('\n\n')[1]).toBe('Dear VP Engineering at Nobody Known,');
  });

  it('greets the best-fit contact by first name', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Known Co', website: null });
    const expires = new Date(Date.now() + 86_400_000);
    await t.database.db.insert(discoveredContacts).values([
      {
        organizationId: orgId,
        companyId: owner.companyId,
        userId: owner.userId,
        name: 'Ines Duarte',
        title: 'Head of Engineering',
        fitScore: 90,
        dataExpiresAt: expires,
      },
      {
        organizationId: orgId,
        companyId: owner.companyId,
        userId: owner.userId,
        name: 'Bo Lee',
        title: 'Recruiter',
        fitScore: 20,
        dataExpiresAt: expires,
      },
    ]);
    const text = await pitch(orgId);
    expect(text.split('\n\n')[1]).toBe('Hi Ines,');
    expect(text).not.toMatch(/Known Co team|your Software/);
  });
});
