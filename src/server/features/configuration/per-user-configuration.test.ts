import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MSG } from '#domain/analysis-sessions';
import { analysisSessions } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { impersonate, userWithRole } from '../support/support.test-support';
import { memberOf } from '../../test/join-company';

const config = (productName: string, targetMarket = 'Mid-market software companies in the United States') => ({
  productName,
  productUrl: `https://${productName.toLowerCase().replace(/\W+/g, '')}.example`,
  productDescription: `${productName}: hosted developer documentation and API reference for software teams`,
  targetMarket,
  successIndustries: 'Software, SaaS',
  keyDecisionMakers: 'VP Engineering, CTO',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
});

type Person = { cookie: string; userId: string; email: string };

describe('per-user AI configuration (analysis_sessions: latest by user)', () => {
  let t: TestApp;
  let ada: Person & { companyId: string };
  let bo: Person;
  let outsider: Person & { companyId: string };

  const join = (email: string, role: 'member' | 'viewer') => memberOf(t, email, ada.companyId, role);
  const configured = (userId: string) =>
    t.database.db
      .select()
      .from(analysisSessions)
      .where(and(eq(analysisSessions.userId, userId), eq(analysisSessions.status, 'configured')));
  const mine = async (who: Person) => (await t.call('GET', '/api/configuration', undefined, who.cookie)).json.session;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await t.ownerWithCompany('ada@peruser.io', 'Per User Co', 'per-user-co');
    bo = await join('bo@peruser.io', 'member');
    outsider = await t.ownerWithCompany('eve@elsewhere.io', 'Elsewhere', 'elsewhere');
  });
  afterAll(() => t.close());

  it('gives each member their own configuration: neither save overwrites the other', async () => {
    expect(await mine(bo)).toBeNull();
    expect((await t.call('PUT', '/api/configuration', config('DocuFlow'), ada.cookie)).status).toBe(200);
    expect(await mine(bo)).toBeNull();
    const boSaved = await t.call('PUT', '/api/configuration', config('ShipFast', 'Logistics teams'), bo.cookie);
    expect(boSaved.status).toBe(200);
    expect(boSaved.json.session).toMatchObject({ productName: 'ShipFast', userId: bo.userId, status: 'configured' });
    expect((await t.call('PUT', '/api/configuration', config('DocuFlow 2'), ada.cookie)).status).toBe(200);

    expect(await mine(ada)).toMatchObject({ productName: 'DocuFlow 2', userId: ada.userId });
    expect(await mine(bo)).toMatchObject({
      productName: 'ShipFast',
      targetMarket: 'Logistics teams',
      userId: bo.userId,
    });
    // An upsert per user: one configured session each, owned by its author.
    expect(await configured(ada.userId)).toHaveLength(1);
    expect(await configured(bo.userId)).toHaveLength(1);
  });

  it('lists teammates’ current configurations (not one’s own, not another company’s) and copies one', async () => {
    await t.call('PUT', '/api/configuration', config('Elsewhere Product'), outsider.cookie);
    const list = await t.call('GET', '/api/configuration/teammates', undefined, bo.cookie);
    expect(list.status).toBe(200);
    expect(list.json.configurations).toEqual([
      expect.objectContaining({ userId: ada.userId, ownerEmail: ada.email, productName: 'DocuFlow 2' }),
    ]);
    const adaBefore = await mine(ada);

    const copied = await t.call('POST', '/api/configuration/copy', { sessionId: adaBefore.id }, bo.cookie);
    expect(copied.status).toBe(200);
    expect(copied.json.session).toMatchObject({ ...config('DocuFlow 2'), userId: bo.userId });
    expect(copied.json.session.id).not.toBe(adaBefore.id);
    // The teammate's configuration is untouched; the copy is Bo's own and evolves separately.
    expect(await mine(ada)).toEqual(adaBefore);
    await t.call('PUT', '/api/configuration', config('Bo Edit'), bo.cookie);
    expect((await mine(ada)).productName).toBe('DocuFlow 2');
    expect(await configured(bo.userId)).toHaveLength(1);
  });

  it('refuses copying one’s own, an unknown or another company’s session', async () => {
    const own = await mine(bo);
    const foreign = (await configured(outsider.userId))[0]!;
    for (const sessionId of [own.id, foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call('POST', '/api/configuration/copy', { sessionId }, bo.cookie);
      expect([res.status, res.json.message]).toEqual([404, SESSION_MSG.teammateConfigNotFound]);
    }
    expect((await t.call('POST', '/api/configuration/copy', { sessionId: 'nope' }, bo.cookie)).status).toBe(422);
    const viewer = await join('vic@peruser.io', 'viewer');
    expect((await t.call('GET', '/api/configuration/teammates', undefined, viewer.cookie)).status).toBe(403);
    expect((await t.call('POST', '/api/configuration/copy', { sessionId: own.id }, viewer.cookie)).status).toBe(403);
    expect((await mine(bo)).productName).toBe('Bo Edit');
  });

  it('runs each member’s analysis from their own configuration; the pickers list the company’s organizations', async () => {
    const run = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, ada.cookie);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const adaTargeting = (await t.call('GET', '/api/targeting', undefined, ada.cookie)).json;
    expect(adaTargeting.configured.productName).toBe('DocuFlow 2');
    expect(adaTargeting.completed).toMatchObject({
      id: run.json.sessionId,
      productName: 'DocuFlow 2',
      userId: ada.userId,
    });

    // Bo has not run one: his targeting shows his configuration and no results of Ada's.
    const boTargeting = (await t.call('GET', '/api/targeting', undefined, bo.cookie)).json;
    expect(boTargeting.configured.productName).toBe('Bo Edit');
    expect([boTargeting.completed, boTargeting.organizations]).toEqual([null, []]);

    // The research and contact pickers show every organization of the company (spec section 7).
    const orgs = (await t.call('GET', '/api/organizations', undefined, bo.cookie)).json.organizations;
    expect(orgs.length).toBe(run.json.organizationsFound);
    // Bo can research an organization Ada found; the stored research is his.
    const research = await t.call('POST', '/api/functions/account-research', { organizationId: orgs[0].id }, bo.cookie);
    expect(research.status, JSON.stringify(research.json)).toBe(200);

    const boRun = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, bo.cookie);
    expect(boRun.status).toBe(200);
    expect((await t.call('GET', '/api/targeting', undefined, bo.cookie)).json.completed).toMatchObject({
      id: boRun.json.sessionId,
      productName: 'Bo Edit',
    });
    expect((await t.call('GET', '/api/targeting', undefined, ada.cookie)).json.completed.id).toBe(run.json.sessionId);
  });

  it('an impersonated save lands on the impersonated user’s own configuration', async () => {
    const support = await userWithRole(t, 'tech_support', 'helper');
    await t.call('PUT', '/api/configuration', config('Support Own'), support.cookie);
    const adaBefore = await mine(ada);
    await impersonate(t, support.cookie, bo.userId, true);

    // Reads show Bo's configuration; the write replaces Bo's, nobody else's.
    expect((await t.call('GET', '/api/configuration', undefined, support.cookie)).json.session.productName).toBe(
      'Bo Edit',
    );
    const saved = await t.call('PUT', '/api/configuration', config('Fixed By Support'), support.cookie);
    expect(saved.status).toBe(200);
    expect(saved.json.session.userId).toBe(bo.userId);
    await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);

    expect((await mine(bo)).productName).toBe('Fixed By Support');
    expect(await configured(bo.userId)).toHaveLength(1);
    expect(await mine(ada)).toEqual(adaBefore);
    expect((await mine(support)).productName).toBe('Support Own');
  });
});
