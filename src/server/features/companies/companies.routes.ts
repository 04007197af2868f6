import { Hono } from 'hono';
import { createCompanyBody, selectCompanyBody } from '#domain/company-schemas';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { parseJson } from '../../validate';
import { listMemberships } from './companies.queries';
import { createCompanyWithOwner, selectCompany } from './companies.service';
import { preconfigureFromSignupWebsite } from '../configuration/preconfigure';

export const companyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/memberships', async (c) => {
    const memberships = await listMemberships(c.var.deps.database.db, { userId: c.var.user!.id });
    return c.json({ memberships });
  })
  .post('/', async (c) => {
    const body = await parseJson(c, createCompanyBody);
    const companyId = await createCompanyWithOwner(c.var.deps.database.db, { ...body, ownerUserId: c.var.user!.id });
    const preconfiguring = await preconfigureFromSignupWebsite(c.var.deps, { companyId, userId: c.var.user!.id });
    return c.json({ companyId, preconfiguring }, 201);
  })
  .post('/select', async (c) => {
    const { companyId } = await parseJson(c, selectCompanyBody);
    await selectCompany(c.var.deps.database.db, { userId: c.var.user!.id, companyId });
    return c.json({ companyId });
  });
