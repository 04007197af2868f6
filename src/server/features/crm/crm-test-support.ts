import type { CrmId } from '#domain/crm';
import type { Db } from '../../db/client';
import { analysisSessions, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import type { TestApp } from '../../test/test-app';

type Owner = { companyId: string; userId: string };

/** Organizations of one completed analysis, each with a website, fit score, reasons and a dated source. */
export async function seedCrmOrganizations(
  db: Db,
  owner: Owner,
  orgs: { name: string; website: string | null; industry?: string; location?: string; employees?: number }[],
) {
  const [session] = await db
    .insert(analysisSessions)
    .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
    .returning();
  return db
    .insert(targetOrganizations)
    .values(
      orgs.map((o, rank) => ({
        analysisSessionId: session!.id,
        companyId: owner.companyId,
        userId: owner.userId,
        name: o.name,
        website: o.website,
        industry: o.industry ?? 'Software',
        location: o.location ?? 'Berlin, Germany',
        employeeCount: o.employees ?? 120,
        fitScore: 86 - rank,
        fitCategory: 'Excellent',
        aiReasoning: `${o.name} sells to software teams`,
        fieldSources: {
          industry: { source: 'apollo', label: 'Apollo', recordId: `ap-${rank}`, at: '2026-11-02T10:00:00.000Z' },
        },
        rank,
      })),
    )
    .returning({ id: targetOrganizations.id, name: targetOrganizations.name, website: targetOrganizations.website });
}

export async function seedCrmContacts(
  db: Db,
  owner: Owner,
  contacts: { organizationId: string; name: string; email: string | null; title?: string }[],
) {
  return db
    .insert(discoveredContacts)
    .values(
      contacts.map((c) => ({
        organizationId: c.organizationId,
        companyId: owner.companyId,
        userId: owner.userId,
        name: c.name,
        email: c.email,
        title: c.title ?? 'VP Engineering',
        emailStatus: c.email ? 'verified' : 'unknown',
        fitScore: 75,
        fitCategory: 'Good',
        fieldSources: { email: { source: 'hunter', label: 'Hunter', at: '2026-11-03T09:00:00.000Z' } },
        dataExpiresAt: new Date(Date.now() + 30 * 86_400_000),
      })),
    )
    .returning({ id: discoveredContacts.id, name: discoveredContacts.name });
}

/** The configuration the pull tests save before targeting (customers pulled from the CRM are left out of it). */
export const CRM_TEST_CONFIG = {
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

/**
 * What the push tests send, the same for every CRM: four organizations (one without a website) and five contacts,
 * among them one on the do-not-contact list, one the fake refuses (invalid@) and one without an e-mail.
 */
export async function seedPushRecords(t: TestApp, owner: Owner & { cookie: string }) {
  const orgs = await seedCrmOrganizations(t.database.db, owner, [
    { name: 'Acme Analytics', website: 'https://www.acme.example/' },
    { name: 'Globex', website: 'https://globex.example' },
    { name: 'Initech', website: 'https://initech.example' },
    { name: 'No Site Ltd', website: null },
  ]);
  await seedCrmContacts(t.database.db, owner, [
    { organizationId: orgs[0]!.id, name: 'Ada Lovelace', email: 'ada@acme.example' },
    { organizationId: orgs[0]!.id, name: 'Blocked Person', email: 'blocked@acme.example' },
    { organizationId: orgs[1]!.id, name: 'Grace Hopper', email: 'grace@globex.example' },
    { organizationId: orgs[1]!.id, name: 'Bad Address', email: 'invalid@globex.example' },
    { organizationId: orgs[2]!.id, name: 'No Mail', email: null },
  ]);
  const blocked = await t.call('POST', '/api/suppression', { value: 'blocked@acme.example' }, owner.cookie);
  if (blocked.status !== 201) throw new Error(`suppression refused: ${blocked.status} ${JSON.stringify(blocked.json)}`);
  return orgs;
}

/** Polls until the condition holds (a job's result written by the worker), or fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not done after ${ms} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/** Sends to the CRM (HubSpot unless named) and waits for the run to end. */
export async function pushAndWait(t: TestApp, cookie: string, body: object, ms = 20_000, crm: CrmId = 'hubspot') {
  const started = await t.call('POST', `/api/crm/${crm}/push`, body, cookie);
  if (started.status !== 202) throw new Error(`push refused: ${started.status} ${JSON.stringify(started.json)}`);
  return eventually(
    async () => (await t.call('GET', `/api/crm/push-runs/${started.json.runId}`, undefined, cookie)).json,
    (run) => run.status === 'completed' || run.status === 'failed',
    ms,
  );
}

/** Sync now, and wait for the pull to be recorded on the connection. */
export async function syncAndWait(t: TestApp, cookie: string, ms = 20_000, crm: CrmId = 'hubspot') {
  const card = async () =>
    (await t.call('GET', '/api/integrations/crm', undefined, cookie)).json.crms.find(
      (c: { id: string }) => c.id === crm,
    );
  const before = (await card()).lastSyncAt;
  const queued = await t.call('POST', `/api/integrations/crm/${crm}/sync`, {}, cookie);
  if (queued.status !== 200) throw new Error(`sync refused: ${queued.status}`);
  return eventually(card, (crm) => crm.lastSyncAt !== null && crm.lastSyncAt !== before, ms);
}
