import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#domain/messages';
import { companies, companyMemberships, profiles } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('companies API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a trial company with the creator as owner and makes it current', async () => {
    const user = await t.signUpVerified('olivia@acme.io');
    const before = await t.call('GET', '/api/me', undefined, user.cookie);
    expect(before.json.currentCompany).toBeNull();
    const created = await t.call(
      'POST',
      '/api/companies',
      { name: 'Acme Robotics', slug: 'acme-robotics' },
      user.cookie,
    );
    expect(created.status).toBe(201);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, created.json.companyId));
    expect(company).toMatchObject({
      planType: 'trial',
      creditsRemaining: 100,
      maxUsers: 5,
      subscriptionStatus: 'trial',
      slug: 'acme-robotics',
    });
    const [membership] = await t.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, company!.id));
    expect(membership).toMatchObject({ userId: user.userId, role: 'owner' });
    const me = await t.call('GET', '/api/me', undefined, user.cookie);
    expect(me.json.currentCompany.name).toBe('Acme Robotics');
    expect(me.json.currentRole).toBe('owner');
    expect(me.json.memberships).toHaveLength(1);
  });

  it('refuses blank names, bad slugs and taken slugs, changing nothing', async () => {
    const user = await t.signUpVerified('paul@acme.io');
    const blank = await t.call('POST', '/api/companies', { name: '  ', slug: 'x' }, user.cookie);
    expect(blank.status).toBe(422);
    expect(blank.json.message).toBe(MSG.enterCompanyName);
    const bad = await t.call('POST', '/api/companies', { name: 'Bad', slug: 'Bad Slug!' }, user.cookie);
    expect(bad.status).toBe(422);
    const taken = await t.call('POST', '/api/companies', { name: 'Other', slug: 'acme-robotics' }, user.cookie);
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(MSG.slugTaken);
    const memberships = await t.call('GET', '/api/companies/memberships', undefined, user.cookie);
    expect(memberships.json.memberships).toEqual([]);
  });

  it('switches the current company only between the user’s own companies', async () => {
    const owner = await t.ownerWithCompany('quinn@acme.io', 'First Co', 'first-co');
    const second = await t.call('POST', '/api/companies', { name: 'Second Co', slug: 'second-co' }, owner.cookie);
    let me = await t.call('GET', '/api/me', undefined, owner.cookie);
    expect(me.json.currentCompany.id).toBe(second.json.companyId);
    const switched = await t.call('POST', '/api/companies/select', { companyId: owner.companyId }, owner.cookie);
    expect(switched.status).toBe(200);
    me = await t.call('GET', '/api/me', undefined, owner.cookie);
    expect(me.json.currentCompany.id).toBe(owner.companyId);

    const stranger = await t.ownerWithCompany('rita@other.io', 'Other Co', 'other-co');
    const foreign = await t.call('POST', '/api/companies/select', { companyId: owner.companyId }, stranger.cookie);
    expect(foreign.status).toBe(404);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, stranger.userId));
    expect(profile!.currentCompanyId).toBe(stranger.companyId);
  });

  it('falls back to the first membership when the profile points nowhere', async () => {
    const owner = await t.ownerWithCompany('sam@acme.io', 'Fallback Co', 'fallback-co');
    await t.database.db.update(profiles).set({ currentCompanyId: null }).where(eq(profiles.userId, owner.userId));
    const me = await t.call('GET', '/api/me', undefined, owner.cookie);
    expect(me.json.currentCompany.id).toBe(owner.companyId);
  });

  it('requires a session', async () => {
    expect((await t.call('GET', '/api/companies/memberships')).status).toBe(401);
    expect((await t.call('POST', '/api/companies', { name: 'X', slug: 'x' })).status).toBe(401);
  });
});
