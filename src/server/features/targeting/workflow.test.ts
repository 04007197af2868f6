import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/companies';
import { contactAccessLogs, targetOrganizations } from '../../db/schema/workflow';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf } from '../../test/join-company';

const BRIGHTPATH = fileURLToPath(new URL('../../test/fixtures/sites/brightpath', import.meta.url));
const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example',
  productDescription: 'Hosted developer documentation and API reference platform for software teams',
  targetMarket: 'Mid-market and enterprise software companies in the United States',
  successIndustries: 'Software, SaaS, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO, Head of Developer Relations',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

describe('the prospecting workflow on the built-in engine', () => {
  let t: TestApp;
  let site: SiteServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let other: Awaited<ReturnType<TestApp['ownerWithCompany']>>;

  beforeAll(async () => {
    site = await startSiteServer(BRIGHTPATH);
    t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true' } });
    owner = await t.ownerWithCompany('flow@docuflow.io', 'DocuFlow', 'docuflow');
    other = await t.ownerWithCompany('spy@other.io', 'Other', 'other-co');
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const credits = async (companyId: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.creditsRemaining;

  it('auto-fills the configuration from a website and charges one credit', async () => {
    const res = await t.call(
      'POST',
      '/api/functions/extract-company-config',
      { companyUrl: `${site.url}/` },
      owner.cookie,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.config.productName).toMatch(/brightpath/i);
    expect(await credits(owner.companyId)).toBe(99);
  });

  it('refuses a loopback site when private addresses are not allowed, refunding the credit', async () => {
    const strict = await import('../../test/test-app').then((m) => m.createTestApp());
    try {
      const user = await strict.ownerWithCompany('strict@acme.io', 'Strict', 'strict');
      const res = await strict.call(
        'POST',
        '/api/functions/extract-company-config',
        { companyUrl: `${site.url}/` },
        user.cookie,
      );
      expect(res.status).toBe(422);
      expect(res.json.message).toMatch(/^Could not read/);
      const [company] = await strict.database.db.select().from(companies).where(eq(companies.id, user.companyId));
      expect(company!.creditsRemaining).toBe(100);
    } finally {
      await strict.close();
    }
  });

  it('requires a saved configuration before targeting, then ranks the directory', async () => {
    const early = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(early.status).toBe(422);
    expect(early.json.message).toMatch(/^Configuration Required/);
    const missing = await t.call('PUT', '/api/configuration', { ...CONFIG, targetMarket: '' }, owner.cookie);
    expect(missing.status).toBe(422);
    expect((await t.call('PUT', '/api/configuration', CONFIG, owner.cookie)).status).toBe(200);
    const run = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.organizationsFound).toBeGreaterThanOrEqual(5);
    expect(run.json.organizationsFound).toBeLessThan(50);
    const scores = run.json.organizations.map((o: { fitScore: number }) => o.fitScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(run.json.organizations[0].industry).toMatch(/Software|Internet/);
    const targeting = await t.call('GET', '/api/targeting', undefined, owner.cookie);
    expect(targeting.json.completed.status).toBe('completed');
    expect(targeting.json.organizations).toHaveLength(run.json.organizationsFound);
    expect(await credits(owner.companyId)).toBe(98);
  });

  it('researches an organization from its site, writes one pitch per solution, and finds only real people', async () => {
    const [session] = await t.database.db
      .select()
      .from(targetOrganizations)
      .where(eq(targetOrganizations.companyId, owner.companyId))
      .limit(1);
    const [org] = await t.database.db
      .insert(targetOrganizations)
      .values({
        analysisSessionId: session!.analysisSessionId,
        companyId: owner.companyId,
        userId: owner.userId,
        name: 'BrightPath',
        website: `${site.url}/`,
        industry: 'Software',
        fitScore: 88,
        fitCategory: 'great',
        source: 'import',
      })
      .returning();
    const research = await t.call('POST', '/api/functions/account-research', { organizationId: org!.id }, owner.cookie);
    expect(research.status, JSON.stringify(research.json)).toBe(200);
    const solutions = research.json.research.recommendedSolutions;
    expect(solutions.length).toBeGreaterThan(0);
    expect(
      (await t.call('GET', `/api/organizations/${org!.id}/research`, undefined, owner.cookie)).json.research.id,
    ).toBe(research.json.research.id);

    const pitch = await t.call(
      'POST',
      '/api/functions/generate-pitch',
      { organizationId: org!.id, solution: solutions[0] },
      owner.cookie,
    );
    expect(pitch.json).toMatchObject({ success: true, created: true });
    expect(pitch.json.pitch.pitchContent).toContain('BrightPath');
    const again = await t.call(
      'POST',
      '/api/functions/generate-pitch',
      { organizationId: org!.id, solution: solutions[0] },
      owner.cookie,
    );
    expect(again.json).toMatchObject({ created: false, pitchId: pitch.json.pitchId });

    const discovery = await t.call(
      'POST',
      '/api/functions/contact-discovery',
      { organizationId: org!.id },
      owner.cookie,
    );
    expect(discovery.status, JSON.stringify(discovery.json)).toBe(200);
    const names: string[] = discovery.json.contacts.map((c: { name: string }) => c.name);
    expect(names).toContain('Maria Costa');
    const teamPage = await (await fetch(`${site.url}/team/`)).text();
    for (const name of names)
      expect(
        teamPage +
          (await (await fetch(`${site.url}/contact/`)).text()) +
          (await (await fetch(`${site.url}/about/`)).text()),
      ).toContain(name.split(' ')[0]);

    const list = await t.call('GET', `/api/organizations/${org!.id}/contacts`, undefined, owner.cookie);
    expect(list.json.contacts.length).toBe(names.length);
    const views = await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(eq(contactAccessLogs.userId, owner.userId));
    expect(views.filter((v) => v.accessType === 'view')).toHaveLength(names.length);
  });

  it('hides another company’s organizations and contacts (404)', async () => {
    const [org] = await t.database.db
      .select()
      .from(targetOrganizations)
      .where(eq(targetOrganizations.companyId, owner.companyId))
      .limit(1);
    for (const [method, path, body] of [
      ['GET', `/api/organizations/${org!.id}/research`, undefined],
      ['GET', `/api/organizations/${org!.id}/contacts`, undefined],
      ['GET', `/api/organizations/${org!.id}/pitches`, undefined],
      ['POST', '/api/functions/account-research', { organizationId: org!.id }],
      ['POST', '/api/functions/contact-discovery', { organizationId: org!.id }],
    ] as const) {
      const res = await t.call(method, path, body, other.cookie);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await credits(other.companyId)).toBe(100);
  });

  it('refuses a viewer the member-only operations (403) and changes nothing', async () => {
    const viewer = await memberOf(t, 'viewer@docuflow.io', owner.companyId, 'viewer');
    const [org] = await t.database.db
      .select()
      .from(targetOrganizations)
      .where(eq(targetOrganizations.companyId, owner.companyId))
      .limit(1);
    const before = await credits(owner.companyId);
    for (const [method, path, body] of [
      ['PUT', '/api/configuration', CONFIG],
      ['POST', '/api/functions/organization-targeting', { source: 'directory' }],
      ['POST', '/api/functions/account-research', { organizationId: org!.id }],
      ['POST', '/api/functions/contact-discovery', { organizationId: org!.id }],
      ['GET', `/api/organizations/${org!.id}/contacts`, undefined],
    ] as const) {
      const res = await t.call(method, path, body, viewer.cookie);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.message).toMatch(/^You don't have permission to access this feature\. Required roles: /);
    }
    expect(await credits(owner.companyId)).toBe(before);
    expect((await t.call('GET', '/api/organizations', undefined, viewer.cookie)).status).toBe(200);
  });

  it('says No organization selected without an organization', async () => {
    const res = await t.call('POST', '/api/functions/account-research', {}, owner.cookie);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('No organization selected');
  });

  it('refuses AI work without credits, running nothing', async () => {
    await t.database.db.update(companies).set({ creditsRemaining: 0 }).where(eq(companies.id, owner.companyId));
    const res = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(res.status).toBe(402);
    expect(res.json.message).toMatch(/^Insufficient credits/);
  });
});

describe('pre-configuration from the sign-up website', () => {
  it('drafts the new company’s configuration from the website given at sign-up', async () => {
    const site = await startSiteServer(BRIGHTPATH);
    const t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true' } });
    try {
      const user = await t.signUpVerified('pre@brightpath.io', { signupCompanyUrl: `${site.url}/` });
      const created = await t.call('POST', '/api/companies', { name: 'Pre Co', slug: 'pre-co' }, user.cookie);
      expect(created.json.preconfiguring).toBe(true);
      let session = null;
      for (let i = 0; i < 50 && !session; i++) {
        await new Promise((r) => setTimeout(r, 200));
        session = (await t.call('GET', '/api/configuration', undefined, user.cookie)).json.session;
      }
      expect(session?.productName).toMatch(/brightpath/i);
      expect(session?.productUrl).toContain(site.url.replace('http://', ''));
    } finally {
      await t.close();
      await site.close();
    }
  });
});
