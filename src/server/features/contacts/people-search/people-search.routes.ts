import { Hono } from 'hono';
import { peopleSearchBody, peopleSearchSaveBody } from '#domain/people-search';
import type { AppEnv } from '../../../context';
import { requireCompany } from '../../../auth/middleware';
import { parseJson } from '../../../validate';
import { savePeople } from './save-people';
import { searchPeople } from './search-people';

/** People search across organizations (issue 19 item 4): viewers may search; saving is for members. */
export const peopleSearchRoutes = new Hono<AppEnv>()
  .post('/people-search', requireCompany({ minRole: 'viewer' }), async (c) => {
    const body = await parseJson(c, peopleSearchBody);
    return c.json({ result: await searchPeople(c.get('deps'), c.get('company').id, body) });
  })
  .post('/people-search/save', requireCompany({ minRole: 'member' }), async (c) => {
    const body = await parseJson(c, peopleSearchSaveBody);
    const rows = await savePeople(c.get('deps'), { companyId: c.get('company').id, userId: c.get('user')!.id, body });
    return c.json({ rows, charged: rows.reduce((n, r) => n + r.charged, 0) });
  });
