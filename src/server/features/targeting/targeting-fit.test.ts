import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/companies';
import { SAMPLE_CONFIGS } from '../../ai/builtin/rank/sample-configs';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('targeting returns only real fits, labels competitors and says when nothing fits', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.ownerWithCompany('fit@docuflow.io', 'DocuFlow', 'docuflow-fit');
  });
  afterAll(async () => {
    await t.close();
  });

  const analyse = async (config: object) => {
    expect((await t.call('PUT', '/api/configuration', config, owner.cookie)).status).toBe(200);
    const run = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    return run.json;
  };

  it('DocuFlow: fewer than 50, every buyer above the floor, Read the Docs labelled Competitor and listed last', async () => {
    const run = await analyse(SAMPLE_CONFIGS.docuflow!);
    const orgs: { name: string; fitScore: number; fitCategory: string; competitor: boolean; aiReasoning: string }[] =
      run.organizations;
    expect(run.organizationsFound).toBe(orgs.length);
    expect(orgs.length).toBeLessThan(50);
    const buyers = orgs.filter((o) => !o.competitor);
    expect(buyers.length).toBeGreaterThan(5);
    for (const o of buyers) expect(o.fitScore).toBeGreaterThanOrEqual(45);
    const rival = orgs.find((o) => o.name === 'Read the Docs')!;
    expect(rival).toMatchObject({ competitor: true, fitCategory: 'poor' });
    expect(rival.aiReasoning).toMatch(/^Competitor: /);
    expect(orgs.indexOf(rival)).toBeGreaterThanOrEqual(buyers.length);
    expect(run.resultNote).toBeNull();
    const shown = await t.call('GET', '/api/targeting', undefined, owner.cookie);
    expect(shown.json.organizations.map((o: { name: string }) => o.name)).toEqual(orgs.map((o) => o.name));
    expect(shown.json.completed.resultNote).toBeNull();
  });

  const credits = async () =>
    (await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId)))[0]!.creditsRemaining;

  it('a personal CRM: no good fits, the stored analysis says why, and no credit is charged for it', async () => {
    const before = await credits();
    const run = await analyse(SAMPLE_CONFIGS.monica!);
    expect(await credits()).toBe(before);
    expect(run.organizationsFound).toBe(0);
    expect(run.resultNote).toMatch(/^No good fits found: none of the \d+ organizations ranked reached 45%/);
    const shown = await t.call('GET', '/api/targeting', undefined, owner.cookie);
    expect(shown.json.organizations).toEqual([]);
    expect(shown.json.completed.resultNote).toBe(run.resultNote);
  });
});
