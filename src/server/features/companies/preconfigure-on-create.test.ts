import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { aiJobs } from '../../db/schema/jobs';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { createTestApp, type TestApp } from '../../test/test-app';

const BRIGHTPATH = fileURLToPath(new URL('../../test/fixtures/sites/brightpath', import.meta.url));

describe('pre-configuration when a company is created', () => {
  let t: TestApp;
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer(BRIGHTPATH);
    t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const jobsOf = (companyId: string) => t.database.db.select().from(aiJobs).where(eq(aiJobs.companyId, companyId));
  const creditsOf = async (companyId: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.creditsRemaining;

  it('drafts only the first company from the sign-up website; a later one only when asked', async () => {
    const user = await t.signUpVerified('second@brightpath.io', { signupCompanyUrl: `${site.url}/` });
    const first = await t.call('POST', '/api/companies', { name: 'First Co', slug: 'first-co' }, user.cookie);
    expect(first.json.preconfiguring).toBe(true);

    const second = await t.call('POST', '/api/companies', { name: 'Second Co', slug: 'second-co' }, user.cookie);
    expect(second.status).toBe(201);
    expect(second.json.preconfiguring).toBe(false);
    expect(await jobsOf(second.json.companyId)).toEqual([]);
    expect(await creditsOf(second.json.companyId)).toBe(100);

    const third = await t.call(
      'POST',
      '/api/companies',
      { name: 'Third Co', slug: 'third-co', preconfigure: true },
      user.cookie,
    );
    expect(third.json.preconfiguring).toBe(true);
    expect((await jobsOf(third.json.companyId)).map((j) => j.type)).toEqual(['extract-config']);

    // Asked not to, even a first company is left alone.
    const other = await t.signUpVerified('optout@brightpath.io', { signupCompanyUrl: `${site.url}/` });
    const declined = await t.call(
      'POST',
      '/api/companies',
      { name: 'Opt Out', slug: 'opt-out', preconfigure: false },
      other.cookie,
    );
    expect(declined.json.preconfiguring).toBe(false);
    expect(await jobsOf(declined.json.companyId)).toEqual([]);
  });
});
