import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountResearch, generatedPitches } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditsOf } from '../contacts/people.test-support';
import { findSequenceContacts, templateValues } from '../sequences/contact-fields';
import { memberOf, seedAnalysis, seedContacts, type Owner } from '../tables/tables.test-support';

const GENERATED = 'Subject: Faster month-end close at Northwind\n\nHi Ann,\n\nNorthwind closes its books by hand.';
const SOLUTION = { id: 'ledger', product: 'Ledger Sync', reasoning: 'Fits.', priority: 'High', opportunity: 'Finance' };

describe('pitch drafts: a contact’s pitch for a solution, edited and saved, in exports and {{pitch}}', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let viewer: Owner;
  let ann: string;
  let bo: string;
  let cy: string;
  let theirs: string;
  const path = (id: string, query = '') => `/api/contacts/${id}/pitch${query}`;
  const draft = { solution: 'ledger sync', subject: 'Closing faster at Northwind', body: 'Hi Ann,\n\nMy own words.' };

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('drafts-owner@acme.io', 'Drafts Co', 'drafts-co');
    other = await t.ownerWithCompany('drafts-other@globex.io', 'Globex', 'globex-drafts');
    viewer = await memberOf(t, 'drafts-viewer@acme.io', owner.companyId, 'viewer');
    const org = (await seedAnalysis(t, owner, [{ name: 'Northwind', fitScore: 80 }])).ids.get('Northwind')!;
    const bare = (await seedAnalysis(t, owner, [{ name: 'Bare Org', fitScore: 60 }])).ids.get('Bare Org')!;
    const contacts = await seedContacts(t, owner, org, [
      { name: 'Ann Lee', email: 'ann@northwind.example', associatedSolution: 'Ledger Sync' },
      { name: 'Bo Chan', email: 'bo@northwind.example', associatedSolution: 'Ledger Sync' },
    ]);
    ann = contacts.get('Ann Lee')!;
    bo = contacts.get('Bo Chan')!;
    cy = (await seedContacts(t, owner, bare, [{ name: 'Cy Diaz', email: 'cy@bare.example' }])).get('Cy Diaz')!;
    const base = { companyId: owner.companyId, userId: owner.userId, organizationId: org };
    await t.database.db
      .insert(generatedPitches)
      .values({ ...base, solutionProduct: 'Ledger Sync', pitchContent: GENERATED });
    await t.database.db.insert(accountResearch).values({
      ...base,
      overviewData: {},
      whyTarget: [],
      recommendedSolutions: [SOLUTION, { ...SOLUTION, id: 'audit', product: 'Audit Trail' }],
      keyInsights: [],
    });
    const theirOrg = (await seedAnalysis(t, other, [{ name: 'Theirs', fitScore: 70 }])).ids.get('Theirs')!;
    theirs = (await seedContacts(t, other, theirOrg, [{ name: 'Dee Ford' }])).get('Dee Ford')!;
  });
  afterAll(() => t.close());

  it('shows the generated pitch split into subject and body for the contact’s own solution, no draft yet', async () => {
    const res = await t.call('GET', path(ann), undefined, owner.cookie);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      contact: { id: ann, name: 'Ann Lee' },
      organization: { name: 'Northwind' },
      solution: 'Ledger Sync',
      generated: {
        subject: 'Faster month-end close at Northwind',
        body: 'Hi Ann,\n\nNorthwind closes its books by hand.',
      },
      draft: null,
      canEdit: true,
    });
    expect(res.json.solutions.map((s: { product: string }) => s.product)).toEqual(['Ledger Sync', 'Audit Trail']);
    const other = await t.call('GET', path(ann, '?solution=audit%20TRAIL'), undefined, owner.cookie);
    expect(other.json).toMatchObject({ solution: 'Audit Trail', generated: null, draft: null });
  });

  it('saves a draft per contact and solution, free, naming who saved it; a second save replaces it', async () => {
    const credits = await creditsOf(t, owner.companyId);
    const saved = await t.call('PUT', path(ann), draft, owner.cookie);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.draft).toMatchObject({ subject: draft.subject, body: draft.body, updatedBy: expect.any(String) });
    const again = await t.call(
      'PUT',
      path(ann),
      { ...draft, solution: 'LEDGER SYNC', body: 'Second words.' },
      owner.cookie,
    );
    expect(again.json.draft.body).toBe('Second words.');
    const read = await t.call('GET', path(ann), undefined, owner.cookie);
    expect(read.json).toMatchObject({ solution: 'Ledger Sync', draft: { body: 'Second words.' } });
    expect(read.json.generated.subject).toBe('Faster month-end close at Northwind');
    // Bo's pitch for the same solution is untouched.
    expect((await t.call('GET', path(bo), undefined, owner.cookie)).json.draft).toBeNull();
    expect(await creditsOf(t, owner.companyId)).toBe(credits);
  });

  it('exports the draft, else the generated pitch, else nothing, and says which', async () => {
    const res = await t.app.request('/api/exports', {
      method: 'POST',
      headers: { origin: t.env.APP_URL, 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({
        format: 'csv',
        selection: { kind: 'contacts', filter: {} },
        columns: ['name'],
        pitchSolution: 'Ledger Sync',
      }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,E-mail status,Source,Pitch solution,Pitch source,Pitch subject,Pitch body');
    expect(lines.slice(1).sort()).toEqual([
      'Ann Lee,Unknown,Not available,Ledger Sync,Saved draft,Closing faster at Northwind,Second words.',
      'Bo Chan,Unknown,Not available,Ledger Sync,Generated pitch,Faster month-end close at Northwind,' +
        '"Hi Ann,\n\nNorthwind closes its books by hand."',
      'Cy Diaz,Unknown,Not available,,,,',
    ]);
  });

  it('puts the draft in the outreach list’s CSV and in a sequence’s {{pitch}}', async () => {
    for (const contactId of [ann, bo])
      expect((await t.call('POST', '/api/outreach', { contactId }, owner.cookie)).status).toBe(200);
    const csv = await (await t.app.request('/api/outreach?format=csv', { headers: { cookie: owner.cookie } })).text();
    expect(csv).toContain('"Ledger Sync","Saved draft","Closing faster at Northwind","Second words."');
    expect(csv).toContain('"Ledger Sync","Generated pitch","Faster month-end close at Northwind"');
    const values = await withTenant(t.database.db, owner.companyId, async (tx) => {
      const contacts = await findSequenceContacts(tx, { companyId: owner.companyId, ids: [ann, bo], now: new Date() });
      const of = (id: string) => contacts.find((c) => c.id === id)!;
      return Promise.all(
        [ann, bo].map((id) =>
          templateValues(tx, { companyId: owner.companyId, contact: of(id), solutionName: 'Ledger Sync' }),
        ),
      );
    });
    expect(values[0]!.pitch).toBe('Subject: Closing faster at Northwind\n\nSecond words.');
    expect(values[1]!.pitch).toBe(GENERATED);
  });

  it('Reset to Generated removes the draft and brings back the generated text', async () => {
    const reset = await t.call('DELETE', path(ann, '?solution=Ledger%20Sync'), undefined, owner.cookie);
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ reset: true, draft: null, generated: { subject: expect.any(String) } });
    expect((await t.call('GET', path(ann), undefined, owner.cookie)).json.draft).toBeNull();
    const twice = await t.call('DELETE', path(ann, '?solution=Ledger%20Sync'), undefined, owner.cookie);
    expect(twice.json.reset).toBe(false);
  });

  it('lets a viewer read but not edit', async () => {
    const read = await t.call('GET', path(bo), undefined, viewer.cookie);
    expect(read.status).toBe(200);
    expect(read.json.canEdit).toBe(false);
    expect((await t.call('PUT', path(bo), draft, viewer.cookie)).status).toBe(403);
    expect((await t.call('DELETE', path(bo, '?solution=x'), undefined, viewer.cookie)).status).toBe(403);
  });

  it('answers 404 for another company’s contact and for a contact id that is not one', async () => {
    expect((await t.call('GET', path(theirs), undefined, owner.cookie)).status).toBe(404);
    expect((await t.call('PUT', path(theirs), draft, owner.cookie)).status).toBe(404);
    expect((await t.call('DELETE', path(theirs, '?solution=x'), undefined, owner.cookie)).status).toBe(404);
    expect((await t.call('GET', path(ann), undefined, other.cookie)).status).toBe(404);
    expect((await t.call('GET', path('not-a-uuid'), undefined, owner.cookie)).status).toBe(404);
    expect((await t.call('GET', path(cy), undefined, owner.cookie)).json).toMatchObject({ solution: null });
  });

  it('refuses bad drafts with a 422 that says what is wrong', async () => {
    const bad = [
      [{ ...draft, body: '   ' }, /cannot be empty/],
      [{ ...draft, subject: 'x'.repeat(301) }, /subject must be at most 300/],
      [{ ...draft, body: 'x'.repeat(20_001) }, /body must be at most 20000/],
      [{ ...draft, solution: '' }, /solution must be/],
      [{ subject: 's', body: 'b' }, /solution must be/],
      [{ ...draft, extra: 1 }, /.+/],
    ] as const;
    for (const [body, message] of bad) {
      const res = await t.call('PUT', path(bo), body, owner.cookie);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json.message).toMatch(message);
    }
    expect((await t.call('DELETE', path(bo), undefined, owner.cookie)).status).toBe(422);
    expect((await t.call('GET', path(bo, `?solution=${'x'.repeat(301)}`), undefined, owner.cookie)).status).toBe(422);
  });
});
