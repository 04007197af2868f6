import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';

// A CRM export as people keep them: a separate Mobile column next to the office phone.
const PEOPLE_CSV = [
  'Full Name,Job Title,Email,Phone,Mobile,Company',
  'Ada Lovelace,Chief Technology Officer,ada@contoso.example,+1 415 555 0199,+1 628 555 0142,Contoso',
  'Grace Hopper,VP Engineering,grace@contoso.example,,+1 628 555 0177,Contoso',
  'Alan Turing,Staff Engineer,alan@contoso.example,+1 415 555 0100,,Contoso',
].join('\n');

describe('imported mobile numbers and what a refresh reports', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.ownerWithCompany('mobile@contoso-buyer.io', 'Mobile Buyer', 'mobile-buyer');
    const { db } = t.database;
    const [session] = await db
      .insert(analysisSessions)
      .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
      .returning();
    const [org] = await db
      .insert(targetOrganizations)
      .values({
        analysisSessionId: session!.id,
        companyId: owner.companyId,
        userId: owner.userId,
        name: 'Contoso',
        fitScore: 80,
        fitCategory: 'great',
      })
      .returning();
    organizationId = org!.id;
  });
  afterAll(() => t.close());

  const discover = (includeMobile: boolean) =>
    t.call('POST', '/api/functions/contact-discovery', { organizationId, includeMobile }, owner.cookie);

  it('maps a Mobile column apart from the phone and keeps it on the contact', async () => {
    const preview = await t.call('POST', '/api/imports/preview', { csv: PEOPLE_CSV, kind: 'contacts' }, owner.cookie);
    expect(preview.json.suggestedMapping.columns).toMatchObject({
      phone: 'Phone',
      mobile: 'Mobile',
      name: 'Full Name',
    });
    const imported = await t.call(
      'POST',
      '/api/imports/contacts',
      { csv: PEOPLE_CSV, mapping: preview.json.suggestedMapping },
      owner.cookie,
    );
    expect(imported.json).toMatchObject({ imported: 3, skipped: 0 });

    const first = await discover(false);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ contactsFound: 3, contactsAdded: 3, contactsUpdated: 0, mobileNumbersAdded: 2 });
    const byName = Object.fromEntries(first.json.contacts.map((c: { name: string }) => [c.name, c]));
    expect(byName['Ada Lovelace']).toMatchObject({ phone: '+1 415 555 0199', mobilePhone: '+1 628 555 0142' });
    expect(byName['Grace Hopper']).toMatchObject({ phone: null, mobilePhone: '+1 628 555 0177' });
    expect(byName['Alan Turing']).toMatchObject({ phone: '+1 415 555 0100', mobilePhone: null });
  });

  it('a refresh that finds nothing new reports no change (the contacts it saw again are not "new")', async () => {
    for (const includeMobile of [true, false]) {
      const again = await discover(includeMobile);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({
        contactsFound: 3,
        contactsAdded: 0,
        contactsUpdated: 0,
        mobileNumbersAdded: 0,
      });
    }
  });

  it('a refresh after the import gains a mobile number reports exactly that', async () => {
    const more = 'Full Name,Email,Mobile,Company\nAlan Turing,alan@contoso.example,+1 628 555 0111,Contoso\n';
    const mapping = { columns: { name: 'Full Name', email: 'Email', mobile: 'Mobile', companyName: 'Company' } };
    expect((await t.call('POST', '/api/imports/contacts', { csv: more, mapping }, owner.cookie)).json).toMatchObject({
      merged: 1,
    });
    const refreshed = await discover(true);
    expect(refreshed.json).toMatchObject({ contactsAdded: 0, contactsUpdated: 0, mobileNumbersAdded: 1 });
    const alan = refreshed.json.contacts.find((c: { name: string }) => c.name === 'Alan Turing');
    expect(alan.mobilePhone).toBe('+1 628 555 0111');
  });
});
