import { Hono } from 'hono';
import { createCompanyBody, selectCompanyBody } from '#domain/company-schemas';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { parseJson } from '../../validate';
import { listMemberships } from '../../auth/memberships';
import { createCompanyWithOwner, selectCompany } from './companies.service';
import { preconfigureFromSignupWebsite } from '../configuration/preconfigure';

export const companyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/memberships', async (c) => {
    const memberships = await listMemberships(c.get('deps').database.db, { userId: c.get('user')!.id });
    return c.json({ memberships });
  })
  .post('/', async (c) => {
    const { preconfigure, ...body } = await parseJson(c, createCompanyBody);
    const userId = c.get('user')!.id;
    const { db } = c.get('deps').database;
    const companyId = await createCompanyWithOwner(db, { ...body, ownerUserId: userId });
    // The sign-up promise covers the user's first company; any later one is drafted (and charged) only when asked.
    const wanted = preconfigure ?? (await listMemberships(db, { userId })).length === 1;
    const preconfiguring = wanted && (await preconfigureFromSignupWebsite(c.get('deps'), { companyId, userId }));
    return c.json({ companyId, preconfiguring }, 201);
  })
  .post('/select', async (c) => {
    const { companyId } = await parseJson(c, selectCompanyBody);
    await selectCompany(c.get('deps').database.db, { userId: c.get('user')!.id, companyId });
    return c.json({ companyId });
  });
